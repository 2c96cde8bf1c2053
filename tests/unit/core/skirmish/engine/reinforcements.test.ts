import { describe, expect, it } from 'vitest';
import type { ModelState } from '../../../../../core/skirmish/index.ts';
import { act, entry, fight, fire, model, pass, refused, run, side, types } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const siege = () =>
  fight({
    sides: [
      side('police', 'defensive', [entry('s', 'Sergeant (3/5) Pistol')], {
        entryPoints: [{ id: 'north', name: 'North gate' }],
        reserves: [
          { ...entry('r1', 'Officer 1 (3/5) Pistol'), arrivesAfterRound: 1 },
          { ...entry('r2', 'Officer 2 (3/5) Pistol'), arrivesAfterRound: 1 },
        ],
      }),
      side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
    ],
  });

describe('reinforcements (HST-REINF-1, HST-REINF-2, HST-D-36)', () => {
  it('TV-HST-REINF-1-a: the police turn ends; 2 officers arrive; rolls 3 and 8: officer 1 to the entry point, officer 2 stays', () => {
    const f = siege();
    fire(f, pass('s'));
    const events = run(
      f,
      {
        type: 'skirmish/end-turn',
        reserves: [
          { model: 'r1', entryPoint: 'north' },
          { model: 'r2', entryPoint: 'north' },
        ],
      },
      3,
      8,
    );
    expect(types(events).slice(0, 3)).toEqual([
      'skirmish/reserves-arrived',
      'skirmish/reserve-rolled',
      'skirmish/reserve-rolled',
    ]);
    expect([model(f, 'r1').presence, model(f, 'r2').presence]).toEqual([
      { kind: 'entry', entryPoint: 'north' },
      { kind: 'reserve' },
    ]);
  });

  it('TV-HST-REINF-1-b: a success may stay in the box and roll again at the end of the next police turn', () => {
    const f = siege();
    fire(f, pass('s'));
    run(f, { type: 'skirmish/end-turn', reserves: [{ model: 'r1', entryPoint: null }] }, 2);
    expect(model(f, 'r1').presence.kind).toBe('reserve');
    fire(f, pass('k'));
    expect(
      refused(f, { type: 'skirmish/end-turn', reserves: [{ model: 'r1', entryPoint: 'north' }] }),
    ).toMatch(/not in crew's reserves box/);
    run(f, { type: 'skirmish/end-turn' });
    fire(f, pass('s'));
    run(f, { type: 'skirmish/end-turn', reserves: [{ model: 'r1', entryPoint: 'north' }] }, 4);
    expect(model(f, 'r1').presence).toEqual({ kind: 'entry', entryPoint: 'north' });
  });

  it('TV-HST-REINF-2-a: an officer deploys 3.5" from the entry point without reactions; its Move can be reacted to', () => {
    const f = siege();
    fire(f, pass('s'));
    run(f, { type: 'skirmish/end-turn', reserves: [{ model: 'r1', entryPoint: 'north' }] }, 3);
    fire(f, pass('k'));
    run(f, { type: 'skirmish/end-turn' });
    patch(f, 'k', { aiming: true });
    expect(refused(f, { type: 'skirmish/deploy', model: 'r1', distance: 4.5 })).toMatch(/within 4"/);
    const deployed = run(f, { type: 'skirmish/deploy', model: 'r1', distance: 3.5 });
    expect(types(deployed)).toEqual(['skirmish/deployed']);
    expect(f.state.window).toBeNull();
    run(f, act('r1', { kind: 'move', distance: 3 }));
    expect(f.state.window?.actor).toBe('r1');
    expect(refused(f, { type: 'skirmish/deploy', model: 'r2', distance: 1 })).toMatch(
      /not waiting at an entry point/,
    );
  });

  it('TV-HST-SEQ-2-a: start of the police turn: their grenade goes off, then the armor check, then deployment', () => {
    const f = fight({
      sides: [
        side(
          'police',
          'defensive',
          [entry('o', 'Officer A (3/5) Pistol, frag'), entry('p', 'Officer B (3/6) AR, body armor')],
          {
            entryPoints: [{ id: 'door', name: 'Door' }],
            reserves: [{ ...entry('r', 'Officer R (3/5) Pistol'), arrivesAfterRound: 0 }],
          },
        ),
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
      ],
    });
    fire(
      f,
      act('o', {
        kind: 'throw',
        throw: {
          item: 'frag',
          distance: 4,
          lob: false,
          chokePoints: 0,
          obstacles: 0,
          inAimZone: false,
          blastReach: [],
        },
      }),
      2,
      6,
    );
    run(f, { type: 'skirmish/end-activation', model: 'o' });
    fire(f, pass('p'));
    run(f, { type: 'skirmish/end-turn', reserves: [{ model: 'r', entryPoint: 'door' }] }, 1);
    patch(f, 'k', { aiming: true });
    fire(
      f,
      act('k', {
        kind: 'shoot',
        shot: {
          target: { kind: 'model', model: 'p' },
          aimed: true,
          intense: false,
          crossfire: false,
          range: 10,
        },
      }),
      9,
      9,
      9,
    );
    fire(f, pass('k'));
    run(f, { type: 'skirmish/end-turn' });
    const start = run(f, { type: 'skirmish/start-turn', blasts: [{ grenade: 'grenade-1', victims: [] }] }, 4);
    const deployed = run(f, { type: 'skirmish/deploy', model: 'r', distance: 2 });
    expect([...types(start), ...types(deployed)]).toEqual([
      'skirmish/grenade-detonated',
      'skirmish/armor-checked',
      'skirmish/turn-opened',
      'skirmish/deployed',
    ]);
  });
});

describe('GM commands', () => {
  it('sets visibility, edits a model, clears a cloud, ends the scenario', () => {
    const f = siege();
    run(f, { type: 'skirmish/set-visibility', visibility: { darkness: 8, weather: null } });
    expect(f.state.scenario.visibility.darkness).toBe(8);
    run(f, {
      type: 'skirmish/edit-model',
      model: 'k',
      changes: { stunned: true, counters: { slot: 'long', counters: 2 } },
    });
    expect(model(f, 'k')).toMatchObject({ stunned: true, weapons: { long: { counters: 2 } } });
    expect(refused(f, { type: 'skirmish/clear-cloud', cloud: 'cloud-9' })).toMatch(/no cloud/);
    run(f, { type: 'skirmish/end-scenario', outcome: 'The crew got away' });
    expect([f.state.phase.kind, f.state.outcome]).toEqual(['over', 'The crew got away']);
    expect(refused(f, pass('s'))).toMatch(/The skirmish is over/);
  });
});
