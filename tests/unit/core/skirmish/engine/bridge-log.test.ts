import { describe, expect, it } from 'vitest';
import {
  applySkirmish,
  describeSkirmish,
  skirmishEventRules,
  skirmishRolls,
} from '../../../../../core/skirmish/index.ts';
import type { SkirmishEvent } from '../../../../../core/skirmish/index.ts';
import { breakFree, edit, strike, use } from '../support/bridge.ts';
import { entry, fight, fire, run, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/** The bridge's events in the history, the roll log, and an imported log that does not add up (BRG-D-11, BRG-D-16). */

const names = (id: string) => ({ tony: 'Big Tony', g1: 'G1', g2: 'G2' })[id] ?? id;

/** G2 held by Big Tony (6k4 against its 3k2), G1 Unconscious. */
function bay(first: 'crew' | 'guards'): Fight {
  const profile = (line: string, rolled: number, kept: number) => ({
    ...entry('x', line).profile,
    cot: { muscleAthletics: { rolled, kept }, shifts: 0 },
  });
  const guards = side('guards', 'defensive', [
    entry('g1', 'G1 (3/5) Revolver', { start: { unconscious: true } }),
    entry('g2', 'G2 (3/5) Revolver', {
      profile: profile('G2 (3/5) Revolver', 3, 2),
      start: { heldBy: 'tony' },
    }),
  ]);
  const crew = side('crew', 'aggressive', [
    entry('tony', 'Big Tony (4/6) SMG', { profile: profile('Big Tony (4/6) SMG, melee Knife (3d10)', 6, 4) }),
  ]);
  return fight({ sides: first === 'crew' ? [crew, guards] : [guards, crew], bridge: {} });
}

const find = <T extends SkirmishEvent['type']>(events: readonly SkirmishEvent[], type: T) =>
  events.find((e): e is Extract<SkirmishEvent, { type: T }> => e.type === type)!;

describe('the bridge’s events in words and in the roll log', () => {
  it('a Break free: both COT rolls, the restrainer first', () => {
    const f = bay('guards');
    const event = find(fire(f, breakFree('g2'), 6, 5, 4, 3, 2, 1, 6, 5, 1), 'skirmish/broke-free');
    expect(describeSkirmish(event, names)).toBe('G2 is still held by Big Tony (11 against 18)');
    expect(skirmishEventRules(event)).toEqual(['BRG-D-16', 'COT-WAR-9']);
    const rolls = skirmishRolls(event, names);
    expect(rolls.map((r) => [r.roller, r.what, r.roll?.total, r.difficulty, r.success])).toEqual([
      ['tony', 'Holding G2', 18, null, null],
      ['g2', 'Breaking free of Big Tony', 11, 18, false],
    ]);
    expect(rolls[1]!.pool).toEqual({ rolled: 3, kept: 2 });
  });

  it('a Strike and its hold: its dice against its TN, and the Defend check', () => {
    const f = bay('crew');
    run(f, edit('g2', { defending: true }));
    const events = fire(f, strike('tony', 'g2', { restrain: true }), 10, 7, 2, 9);
    const struck = find(events, 'skirmish/struck');
    expect(describeSkirmish(struck, names)).toBe(
      'Big Tony strikes G2 (Knife): 2 hits — G2 wounded; Big Tony holds G2',
    );
    expect(skirmishEventRules(struck)).toEqual(['BRG-D-11', 'HST-DMG-2', 'HST-DMG-1', 'COT-WAR-8']);
    expect(
      skirmishRolls(struck, names).map((r) => [r.roller, r.what, r.faces, r.difficulty, r.success]),
    ).toEqual([
      ['tony', 'Strike at G2 (Knife)', [10, 7, 2], 6, true],
      ['g2', 'Defend', [9], 5, false],
    ]);
    expect(describeSkirmish(find(events, 'skirmish/action-declared'), names)).toBe(
      'Big Tony strikes G2 to hold it',
    );
  });

  it('a kill and a wake in the history', () => {
    const f = bay('crew');
    const killed = find(fire(f, use('tony', 'kill', 'g1')), 'skirmish/used');
    expect(describeSkirmish(killed, names)).toBe('Big Tony kills G1, who was Unconscious');
    expect(skirmishEventRules(killed)).toEqual(['BRG-D-16', 'COT-DROP-9']);
    const g = fight({
      sides: [
        side('guards', 'defensive', [
          entry('g1', 'G1 (3/5) Revolver', { start: { unconscious: true } }),
          entry('g2', 'G2 (3/5) Revolver'),
        ]),
        side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG')]),
      ],
      bridge: {},
    });
    const woken = find(fire(g, use('g2', 'wake', 'g1')), 'skirmish/used');
    expect(describeSkirmish(woken, names)).toBe('G2 wakes G1');
  });
});

describe('an imported log that does not add up is refused as it is applied', () => {
  it('a Strike with a face its die cannot show, or more hits than dice', () => {
    const f = bay('crew');
    const events = fire(f, strike('tony', 'g1'), 10, 7, 2);
    const before = bay('crew');
    let state = before.state;
    const at = events.findIndex((e) => e.type === 'skirmish/struck');
    for (const event of events.slice(0, at)) state = applySkirmish(state, event);
    const struck = events[at] as Extract<SkirmishEvent, { type: 'skirmish/struck' }>;
    expect(() => applySkirmish(state, { ...struck, faces: [11, 7, 2] })).toThrow(
      'a 11 cannot come up on a d10',
    );
    expect(() => applySkirmish(state, { ...struck, hits: 3, finalHits: 3 })).not.toThrow();
    expect(() => applySkirmish(state, { ...struck, faces: [10, 7] })).toThrow(
      'a Strike rolls 3 dice (BRG-D-11)',
    );
  });

  it('a Break free that is not the two models’ own pools, or whose result does not follow', () => {
    const f = bay('guards');
    const events = fire(f, breakFree('g2'), 6, 5, 4, 3, 2, 1, 6, 5, 1);
    const at = events.findIndex((e) => e.type === 'skirmish/broke-free');
    let state = bay('guards').state;
    for (const event of events.slice(0, at)) state = applySkirmish(state, event);
    const broke = events[at] as Extract<SkirmishEvent, { type: 'skirmish/broke-free' }>;
    expect(() => applySkirmish(state, { ...broke, freed: true })).toThrow(
      'breaking free does not follow from 11 against 18',
    );
    const weaker = {
      ...broke.against,
      pool: { rolled: 3, kept: 2 },
      faces: [6, 5, 4],
      keptIndices: [0, 1],
      kept: [6, 5],
      total: 11,
    };
    expect(() => applySkirmish(state, { ...broke, against: weaker })).toThrow(
      /own Muscle \+ Athletics pools/,
    );
    expect(() => applySkirmish(state, { ...broke, tieWinner: 'defender' })).toThrow(
      'a tie goes to the actor in this fight (COT-D-5)',
    );
  });
});
