import { describe, expect, it } from 'vitest';
import { chaseActions, chaseView } from '../../../../../core/cot/chase/index.ts';
import type { ChaseActionKind, ChaseState } from '../../../../../core/cot/chase/index.ts';
import { car, driver, faces, id, makeChase, passenger, pursuerRunner, run } from './support.ts';

const action = (state: ChaseState, who: string, kind: ChaseActionKind) =>
  chaseActions(state, who, {}, (x) => x).find((a) => a.action === kind)!;
const commands = (state: ChaseState, who: string, kind: ChaseActionKind) =>
  action(state, who, kind).options.map((o) => o.command);

describe('chaseView', () => {
  const { state } = makeChase({
    entrants: [
      driver('dana', 'target', 'getaway', { fingers: 3, driving: 2 }),
      passenger('pat', 'target', 'getaway', { weapons: ['Revolver'] }),
      pursuerRunner('rex', 'R', { muscle: 3, athletics: 1, weapons: ['Knife, razor'] }),
      driver('cy', 'pursuer', 'pcar', { driving: 1 }),
    ],
    vehicles: [car('getaway'), car('pcar')],
    distances: { R: 2, pcar: 0 },
  });
  const view = chaseView(state);

  it('draws the Distance track: each group, its Distance, members and roller, and what Escape needs', () => {
    expect(view.groups.map((g) => [g.id, g.distance, g.members, g.rollers])).toEqual([
      ['R', 2, ['rex'], ['rex']],
      ['pcar', 0, ['cy'], ['cy']],
    ]);
    expect(view.escapeDistance).toBe(3);
    expect(view.fastestPursuer).toEqual({ id: 'cy', velocity: { mode: 'speed', rating: 3 } });
    expect(view.target).toEqual({ members: ['dana', 'pat'], vehicle: 'getaway', rollers: ['dana'] });
  });

  it('says why an action is closed: a passenger driving, melee at range, Escape without the Distance', () => {
    expect(action(state, 'pat', 'accelerate')).toMatchObject({
      available: false,
      reason: expect.stringMatching(/only its driver/),
    });
    expect(action(state, 'rex', 'attack')).toMatchObject({
      available: false,
      reason: expect.stringMatching(/melee weapon: it needs Distance 0, not 2/),
    });
    expect(action(state, 'dana', 'escape')).toMatchObject({
      available: false,
      reason: expect.stringMatching(/Escape needs Distance 3/),
    });
    expect(action(state, 'rex', 'takedown').reason).toMatch(/needs Distance 0/);
    expect(action(state, 'rex', 'board').reason).toMatch(/on foot/);
  });

  it('offers the accepted variants of an open action as ready commands', () => {
    const shots = commands(state, 'pat', 'attack').map((c) =>
      c.type === 'chase/attack' && c.means.kind === 'weapon'
        ? `${c.means.weapon} at ${c.defender.id}`
        : c.type,
    );
    // the revolver reaches anyone; Fists only Cy and his car, at Distance 0
    expect(shots).toEqual([
      'Revolver at rex',
      'Revolver at cy',
      'Revolver at pcar',
      'Fists at cy',
      'Fists at pcar',
    ]);
    expect(commands(state, 'cy', 'ram')).toEqual([
      { type: 'chase/ram', actor: 'cy', defender: { kind: 'vehicle', id: 'getaway' } },
      { type: 'chase/ram', actor: 'cy', defender: { kind: 'vehicle', id: 'getaway' }, risky: true },
    ]);
    expect(action(state, 'cy', 'board')).toMatchObject({ available: true });
  });

  it('shows a pursuer’s follow-up after a successful Close, and nothing open once the chase is over', () => {
    const closed = run(
      state,
      { type: 'chase/close', actor: id('rex') },
      ...faces(5, 3, 9),
      ...faces(4, 3, 12),
    );
    expect(chaseView(closed.state).followUp).toBeNull(); // Distance 2 → 1: no follow-up
    const over = run(closed.state, { type: 'chase/fall-off', actor: id('cy') }).state;
    const gone = run(over, { type: 'chase/fall-off', actor: id('rex') }).state;
    const end = chaseView(gone);
    expect(end.running).toBe(false);
    expect(end.participants.flatMap((p) => chaseActions(gone, p.id, {}, (x) => x))).toEqual([]);
  });
});

describe('chaseView: who is still in the chase', () => {
  const { state } = makeChase({
    entrants: [
      driver('dana', 'target', 'getaway', { fingers: 3, driving: 2 }),
      driver('cy', 'pursuer', 'pcar'),
      passenger('bo', 'pursuer', 'pcar', { muscle: 3, athletics: 1 }),
      pursuerRunner('rex', 'R'),
    ],
    vehicles: [car('getaway'), car('pcar')],
    distances: { pcar: 0, R: 2 },
  });
  const boarded = run(
    state,
    { type: 'chase/board', actor: id('bo') },
    ...faces(5, 3, 12),
    ...faces(4, 3, 12),
  );

  it('COT-CHASE-11: a boarder aboard the Target vehicle is listed; COT-CHASE-13: a group that fell off is not', () => {
    const fell = run(boarded.state, { type: 'chase/fall-off', actor: id('rex') });
    const view = chaseView(fell.state);
    expect(view.boarders.map((p) => p.id)).toEqual(['bo']);
    expect(view.groups.map((g) => g.id)).toEqual(['pcar', 'R']);
    expect(view.groupsIn.map((g) => g.id)).toEqual(['pcar']);
  });

  it('COT-CHASE-6: a boarder thrown off is out of the list, and before boarding nobody is aboard', () => {
    expect(chaseView(state).boarders).toEqual([]);
    expect(chaseView(state).groupsIn.map((g) => g.id)).toEqual(['pcar', 'R']);
    const shaken = run(
      boarded.state,
      { type: 'chase/shake', actor: id('dana'), manoeuvre: { kind: 'dislodge', boarder: id('bo') } },
      ...faces(4, 3, 9),
      ...faces(5, 3, 13),
    );
    expect(chaseView(shaken.state).boarders).toEqual([]);
  });
});
