import { describe, expect, it } from 'vitest';
import type { ImportFightCommand } from '../../../../core/campaign/bridge-import.ts';
import { decide } from '../../../../core/campaign/decide.ts';
import {
  characterId,
  emptyImportDraft,
  importCommand,
  importFightForm,
  replay,
  rollId,
  skirmish,
  time,
} from '../../../../core/index.ts';
import type { LogEntry, bridge } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { campaignWith, heistWith, play, scene, sheet } from './scene-support.ts';

/** `bridge/import-fight` of a HEIST fight played in the app on its own (BRG-D-31, D-50): its scene's log read. */

const fightId = time.sceneId('alley');

function models(prefix: string, text: string): skirmish.ModelEntry[] {
  return skirmish
    .parseRoster(text)
    .models.map((profile, index) => ({ id: `${prefix}${index + 1}`, profile }));
}

function openFight(): LogEntry[] {
  return play(
    campaignWith('Alley night', []),
    scene({
      type: 'scene/open',
      sceneId: fightId,
      name: 'Back alley',
      engine: 'skirmish',
      sides: [
        { id: 'rossi', label: 'Rossi gang', crew: false },
        { id: 'moretti', label: 'Moretti gang', crew: false },
      ],
      participants: [],
      setup: {
        sides: [
          {
            id: 'rossi',
            name: 'Rossi gang',
            stance: 'aggressive',
            models: models('r', 'Mr. E (2/3) Pistol w/1 reload'),
          },
          {
            id: 'moretti',
            name: 'Moretti gang',
            stance: 'defensive',
            models: models('m', 'Mr. F (3/5) SMG w/2 reloads'),
          },
        ],
        firstSide: 'rossi',
        deck: [],
      },
    } as never),
    fixedDice(),
  );
}

const send = (command: skirmish.SkirmishCommand) =>
  scene({ type: 'scene/act', sceneId: fightId, engine: 'skirmish', command } as never);

/** The skirmish events of the fight's scene, in order: what the renderer reads through the scene index. */
const logOf = (entries: readonly LogEntry[]): skirmish.SkirmishEvent[] =>
  entries.flatMap((entry) =>
    entry.undone
      ? []
      : entry.events.flatMap((event) =>
          event.type === 'scene/changed' && event.sceneId === fightId && event.module === 'skirmish'
            ? [event.event as skirmish.SkirmishEvent]
            : [],
        ),
  );

const answers: readonly bridge.ModelAnswer[] = [
  { name: 'Mr. E', as: 'new', id: characterId('mr-e'), subject: 'Rossi gang', category: 'other' },
  { name: 'Mr. F', as: 'declined', category: 'other' },
];

function command(entries: readonly LogEntry[], given: Partial<ImportFightCommand> = {}): ImportFightCommand {
  return {
    type: 'bridge/import-fight',
    fight: fightId,
    name: 'Back alley',
    source: { kind: 'scene', scene: fightId, log: logOf(entries) },
    answers,
    parent: null,
    spot: null,
    zone: 'Back alley',
    exits: [],
    at: 9000,
    rollId: rollId('import'),
    ...given,
  };
}

function ended(): LogEntry[] {
  let log = openFight();
  log = play(log, send({ type: 'skirmish/act', model: 'r1', action: { kind: 'aim' } }), fixedDice());
  return play(log, send({ type: 'skirmish/end-scenario', outcome: 'The Rossi gang runs' }), fixedDice());
}

describe('importing a HEIST fight played in the app (BRG-D-31, D-50)', () => {
  it('links it under its scene’s id, its models answered by name, and proposes its write-back', () => {
    const entries = ended();
    const decision = decide(replay(entries), command(entries), fixedDice());
    if (!decision.ok) throw new Error(decision.message);
    const [linked, proposed] = decision.events as [
      Extract<(typeof decision.events)[number], { type: 'bridge/fight-linked' }>,
      Extract<(typeof decision.events)[number], { type: 'bridge/proposed' }>,
    ];
    expect(linked).toMatchObject({ type: 'bridge/fight-linked', fight: 'alley', scene: 'alley' });
    expect(linked.link.models).toEqual({
      r1: { who: 'new', id: 'mr-e', employer: 'Rossi gang', category: 'other' },
      m1: { who: 'declined', category: 'other' },
    });
    expect(proposed.proposal.lines.map((line) => line.id)).toContain('npc:mr-e');
    expect(JSON.stringify(proposed.proposal.lines)).not.toContain('Mr. F');
  });

  it('the form offers the fight, prints it in the pasted format and reads its models', () => {
    const entries = ended();
    const state = replay(entries);
    const view = importFightForm(state, {
      ...emptyImportDraft,
      played: { scene: fightId, log: logOf(entries) },
    });
    expect(view.playedFights).toEqual([{ id: fightId, name: 'Back alley' }]);
    expect(view.playedText).toContain('Side: Rossi gang\nMr. E (2/3) Service pistol w/1 reload');
    expect(view.models.map((m) => [m.name, m.side])).toEqual([
      ['Mr. E', 'Rossi gang'],
      ['Mr. F', 'Moretti gang'],
    ]);
  });

  it('refuses a fight still in progress, a log that is not the scene’s, and another id than the scene’s', () => {
    const running = play(
      openFight(),
      send({ type: 'skirmish/act', model: 'r1', action: { kind: 'aim' } }),
      fixedDice(),
    );
    expect(decide(replay(running), command(running), fixedDice())).toMatchObject({
      ok: false,
      code: 'bridge/in-progress',
    });
    const log = logOf(running).slice(0, -1);
    expect(
      decide(
        replay(running),
        command(running, { source: { kind: 'scene', scene: fightId, log } }),
        fixedDice(),
      ),
    ).toMatchObject({ ok: false, code: 'bridge/fight-log', data: { field: 'source.log' } });
    const entries = ended();
    expect(decide(replay(entries), command(entries, { fight: 'other' }), fixedDice())).toMatchObject({
      ok: false,
      code: 'bridge/fight-id',
    });
  });
});

describe('importing into a running Heist (BRG-D-50, bridge_import_zone)', () => {
  const heist = time.sceneId('job');
  const vex = sheet(characterId('vex'), 'crew', 'Vex');
  const pasted = [
    'Side: Crew',
    'Vex (3/5) Pistol w/2 reloads',
    'Side: Rossi gang',
    'Mr. E (2/3) Pistol w/1 reload',
    'Rounds: 2',
    'Mr. E: left by Loading door in round 2',
  ].join('\n');

  it('the form defaults to the Heist the GM has open, its Spot and the crew’s zone; the fight advances the Heist’s clock', () => {
    const entries = heistWith('Heist night', heist, [vex]);
    const state = replay(entries);
    const draft = { ...emptyImportDraft, text: pasted };
    const view = importFightForm(state, draft, heist);
    expect(view).toMatchObject({ parent: heist, spots: null, zone: 'Dock' });
    expect(view.zones?.map((zone) => zone.id)).toEqual(['Dock', 'Hall']);
    expect(view.exits).toEqual([{ name: 'Loading door', into: 'outside' }]);
    const answered = {
      ...draft,
      answers: { 'Mr. E': { as: 'new', subject: 'Rossi gang', category: 'other' } as const },
      exits: { 'Loading door': 'Hall' },
    };
    const made = importCommand(state, importFightForm(state, answered, heist), answered, 'fight-9', {
      at: 9000,
      rollId: rollId('import'),
    });
    const decision = decide(state, made, fixedDice());
    if (!decision.ok) throw new Error(decision.message);
    const linked = decision.events[0] as Extract<
      (typeof decision.events)[number],
      { type: 'bridge/fight-linked' }
    >;
    expect(linked).toMatchObject({ parent: heist, scene: null });
    expect(linked.link).toMatchObject({
      origin: 'standalone',
      stage: 'heist',
      spot: 'warehouse',
      zones: ['Dock'],
      exits: { 'Loading door': 'Hall' },
    });
  });

  it('with bridge_import_zone = ask there is no default zone, and the form is not ready without one', () => {
    let entries = heistWith('Heist night', heist, [vex]);
    entries = play(entries, { type: 'settings/change', changes: { bridgeImportZone: 'ask' } }, fixedDice());
    const state = replay(entries);
    const view = importFightForm(
      state,
      { ...emptyImportDraft, text: pasted, answers: { 'Mr. E': { as: 'declined', category: 'other' } } },
      heist,
    );
    expect(view.zone).toBe('');
    expect(view.ready).toBe(false);
  });
});
