import { describe, expect, it } from 'vitest';
import {
  actionCards,
  applySkirmish,
  decideSkirmish,
  houseDeck,
  judgeCommand,
  minute,
  overtimePoints,
  pressureLevel,
  skirmishRolls,
} from '../../../../../core/skirmish/index.ts';
import type {
  HeistCard,
  ModelState,
  ShotOrder,
  SkirmishCommand,
  SkirmishOdds,
} from '../../../../../core/skirmish/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  at0,
  entry,
  fight,
  model,
  pass,
  refused,
  resolve,
  run,
  shotOf,
  side,
  types,
} from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

/** Runs a command at a given minute of the game. */
function runAt(f: Fight, minutes: number, command: SkirmishCommand, ...faces: number[]) {
  const decision = decideSkirmish(
    f.state,
    { ...command, at: at0 + minutes * minute } as SkirmishCommand,
    fixedDice(...faces),
    at0,
  );
  if (!decision.ok) throw new Error(decision.message);
  for (const e of decision.events) f.state = applySkirmish(f.state, e);
  return [...decision.events];
}

const at = (target: string, change: Partial<ShotOrder> = {}): ShotOrder => ({
  target: { kind: 'model', model: target },
  aimed: false,
  intense: false,
  crossfire: false,
  range: 10,
  ...change,
});

const pressured = (
  mode: 'rising' | 'overtime' | 'constant',
  deck: readonly HeistCard[] = houseDeck,
  draws: number[] = [],
) =>
  fight(
    {
      sides: [
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
        side('police', 'defensive', [entry('o', 'Officer (3/5) Pistol')]),
      ],
      pressure: { mode, levels: { crew: 5, police: 10 } },
      deck,
    },
    fixedDice(...draws),
  );

/** A deck in a known order: no shuffling dice needed for a deck of distinct one-copy cards drawn in order. */
const orderedDeck = (...ids: string[]): HeistCard[] =>
  ids.map((id) => ({ ...houseDeck.find((c) => c.id === id)!, copies: 1 }));
/** Fisher–Yates faces that leave an n-card deck in its order. */
const keepOrder = (n: number) => Array.from({ length: n - 1 }, (_, i) => n - i);

describe('pressure levels (HST-PRESS-1)', () => {
  it('TV-HST-PRESS-1-a/b: 5 models, one with 4 actions -> 11 (15 rounded); Mr. A–E -> 10', () => {
    expect(pressureLevel([3, 3, 3, 3, 4], false)).toBe(11);
    expect(pressureLevel([3, 3, 3, 3, 4], true)).toBe(15);
    expect(pressureLevel([3, 3, 3, 2, 2], false)).toBe(10);
  });
  it('the scenario default level comes from the starting force', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'A (4/5) SMG'), entry('b', 'B (3/5) SMG')]),
        side('p', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
      pressure: { mode: 'constant' },
    });
    expect(f.state.scenario.pressureLevels).toEqual({ crew: 5, p: 2 });
  });
});

describe('pressure modes (HST-PRESS-2..4, HST-D-33, HST-D-34)', () => {
  it('TV-HST-PRESS-2-a: rising, level 5: 12 minutes on the crew clock -> the police gain 2 points (at 5 and 10) and draw 2', () => {
    const f = pressured('rising', orderedDeck('perfect-timing', 'distraction', 'favors'), keepOrder(3));
    const events = runAt(f, 12, pass('k'));
    expect(events[0]).toMatchObject({
      type: 'skirmish/pressure-gained',
      side: 'police',
      points: 2,
      reason: 'rising',
      clock: 'crew',
    });
    expect(f.state.cards.hands['police']).toEqual(['perfect-timing#1', 'distraction#1']);
    expect(
      runAt(f, 13, { type: 'skirmish/end-turn' }).some((e) => e.type === 'skirmish/pressure-gained'),
    ).toBe(false);
  });

  it('rising: the clock runs for the reacting side during reactions', () => {
    const f = pressured('rising', orderedDeck('favors'));
    patch(f, 'o', { aiming: true });
    runAt(f, 1, act('k', { kind: 'move', distance: 2 }));
    const events = runAt(f, 12, resolve); // 11 minutes of police reaction time (level 10 for the police)
    expect(events[0]).toMatchObject({
      type: 'skirmish/pressure-gained',
      side: 'crew',
      clock: 'police',
      points: 1,
    });
    expect(f.state.pressure.used).toEqual({ crew: 1 * minute, police: 11 * minute });
    expect(f.state.pressure.points).toEqual({ crew: 1, police: 0 });
  });

  it('TV-HST-PRESS-3-a: overtime bands: 4:00 0, 5:00 0, 7:30 1, 10:00 1, over 10:00 2', () => {
    expect([4, 5, 7.5, 10, 10.01].map((m) => overtimePoints(m * minute, 10))).toEqual([0, 0, 1, 1, 2]);
  });

  it('overtime: the timer pauses during reactions; the opponent gains at the end of the turn', () => {
    const f = pressured('overtime', orderedDeck('favors', 'quick-thinking'), keepOrder(2));
    patch(f, 'o', { aiming: true });
    runAt(f, 1, act('k', { kind: 'move', distance: 2 }));
    runAt(f, 9, resolve); // 8 minutes of reactions: not counted
    runAt(f, 9.5, { type: 'skirmish/end-activation', model: 'k' });
    const events = runAt(f, 11, { type: 'skirmish/end-turn' });
    expect(events.find((e) => e.type === 'skirmish/pressure-gained')).toMatchObject({
      side: 'police',
      points: 1,
    }); // 3 minutes of turn against level 5: more than half
  });

  it("TV-HST-PRESS-4-a: constant: after the crew's turn the police gain 1 point", () => {
    const f = pressured('constant', orderedDeck('favors'));
    run(f, pass('k'));
    const events = run(f, { type: 'skirmish/end-turn' });
    expect(types(events)).toContain('skirmish/pressure-gained');
    expect(f.state.pressure.points['police']).toBe(1);
    expect(f.state.cards.hands['police']).toEqual(['favors#1']);
  });

  it('the GM can stop and restart the clock', () => {
    const f = pressured('rising', orderedDeck('favors'));
    runAt(f, 1, { type: 'skirmish/pause-clock' });
    runAt(f, 30, { type: 'skirmish/resume-clock' });
    runAt(f, 31, pass('k'));
    expect(f.state.pressure.used['crew']).toBe(2 * minute);
  });
});

describe('Heist cards (HST-PRESS-5, HST-D-35)', () => {
  const withHands = (hands: Record<string, string[]>) => {
    const f = pressured('constant', houseDeck, keepOrder(13));
    f.state = {
      ...f.state,
      cards: {
        draw: f.state.cards.draw.filter((c) => !Object.values(hands).flat().includes(c)),
        discard: [],
        hands,
      },
    };
    return f;
  };

  it('TV-HST-PRESS-5-a: 3 pressure points draw 3 cards', () => {
    const f = pressured('rising', orderedDeck('favors', 'plan-b', 'inside-man', 'hand-caught'), keepOrder(4));
    runAt(f, 16, pass('k'));
    expect(f.state.cards.hands['police']).toHaveLength(3);
  });

  it('TV-HST-PRESS-5-b: +1 shift after the dice -> refused; a re-roll after the dice -> allowed', () => {
    const f = withHands({ crew: ['perfect-timing#1', 'contingency-plan#1'], police: [] });
    patch(f, 'o', { aiming: true });
    run(f, act('k', { kind: 'shoot', shot: at('o') }));
    run(f, resolve, 2, 3, 4); // pauses: the crew holds a re-roll card
    expect(f.state.window?.resolution?.rolled?.faces).toEqual({ action: [2, 3, 4] });
    expect(
      refused(f, {
        type: 'skirmish/play-card',
        side: 'crew',
        card: 'perfect-timing#1',
        target: { kind: 'item', item: 'action' },
      }),
    ).toMatch(/must be played before any dice are rolled/);
    const [played] = run(
      f,
      {
        type: 'skirmish/play-card',
        side: 'crew',
        card: 'contingency-plan#1',
        target: { kind: 'item', item: 'action', die: 0 },
      },
      8,
    );
    // Issue 20: the re-roll is logged with the face it replaced and its die.
    expect(played).toMatchObject({ reroll: { item: 'action', die: 0, face: 8, from: 2, sides: 8 } });
    const [logged] = skirmishRolls(played!, (id) => id);
    expect([logged!.what, logged!.result, logged!.heist?.sides]).toEqual([
      'Heist card re-roll',
      'die 1: 2 re-rolled to 8',
      8, // a snap shot's d8
    ]);
    const shot = shotOf(run(f, resolve));
    expect([shot.faces, shot.hits]).toEqual([[8, 3, 4], 1]);
    expect(f.state.cards.discard).toContain('contingency-plan#1');
  });

  it('a shift card before the roll, and its opposite card cancelling it', () => {
    const f = withHands({ crew: ['perfect-timing#1'], police: ['distraction#1'] });
    patch(f, 'o', { aiming: true });
    run(f, act('k', { kind: 'shoot', shot: at('o') }));
    run(f, {
      type: 'skirmish/play-card',
      side: 'crew',
      card: 'perfect-timing#1',
      target: { kind: 'item', item: 'action' },
    });
    const cancel = run(f, {
      type: 'skirmish/play-card',
      side: 'police',
      card: 'distraction#1',
      target: { kind: 'item', item: 'action' },
    });
    expect(cancel[0]).toMatchObject({ cancelled: { side: 'crew', card: 'perfect-timing#1' } });
    const shot = shotOf(run(f, resolve, 2, 3, 4));
    expect(shot.die).toEqual({ die: 8, bonus: 0 });
    expect([...f.state.cards.discard].sort()).toEqual(['distraction#1', 'perfect-timing#1']);
    const g = withHands({ crew: ['perfect-timing#1'], police: [] });
    run(g, { ...act('k', { kind: 'shoot', shot: at('o') }), cards: ['perfect-timing#1'] } as SkirmishCommand);
    expect(shotOf(run(g, resolve, 2, 3, 4)).shifts).toContainEqual({ source: 'Heist card', amount: 1 });
  });

  it('TV-HST-PRESS-5-c: at the start of its turn a side with 4 cards discards 2 and draws 1', () => {
    const f = withHands({ crew: ['favors#1', 'favors#2', 'plan-b#1', 'inside-man#1'], police: [] });
    run(f, { type: 'skirmish/swap-cards', side: 'crew', cards: ['favors#1', 'plan-b#1'] });
    expect(f.state.cards.hands['crew']).toHaveLength(3);
    run(f, pass('k'));
    expect(
      refused(f, { type: 'skirmish/swap-cards', side: 'crew', cards: ['favors#2', 'inside-man#1'] }),
    ).toMatch(/start of the side's own turn/);
  });

  it('a bonus action, an ammo counter removed, a check decided by a card', () => {
    const f = withHands({
      crew: ['quick-thinking#1', 'favors#1', 'inside-man#1'],
      police: ['hand-caught#1'],
    });
    patch(f, 'k', {
      stunned: true,
      weapons: { ...model(f, 'k').weapons, long: { ...model(f, 'k').weapons.long!, counters: 2 } },
    });
    run(f, {
      type: 'skirmish/play-card',
      side: 'crew',
      card: 'favors#1',
      target: { kind: 'model', model: 'k', slot: 'long' },
    });
    expect(model(f, 'k').weapons.long?.counters).toBe(1);
    run(f, act('k', { kind: 'move', distance: 1 }));
    run(f, {
      type: 'skirmish/play-card',
      side: 'crew',
      card: 'quick-thinking#1',
      target: { kind: 'model', model: 'k' },
    });
    expect(f.state.activation?.bonus).toBe(1);
    const recover = run(f, { ...act('k', { kind: 'recover' }), cards: ['inside-man#1'] } as SkirmishCommand);
    expect(recover.find((e) => e.type === 'skirmish/recovered')).toMatchObject({
      check: { passed: true, card: 'pass' },
    });
  });

  it('cards played with the action: only those that fit are offered; the odds count them; a bad one is refused', () => {
    const f = withHands({
      crew: ['perfect-timing#1', 'inside-man#1', 'contingency-plan#1'],
      police: [],
    });
    const shoot = act('k', { kind: 'shoot', shot: at('o') }) as Extract<
      SkirmishCommand,
      { type: 'skirmish/act' }
    >;
    expect(actionCards(f.state, shoot).map((c) => c.instance)).toEqual(['perfect-timing#1']);
    const recover = act('k', { kind: 'recover' }) as Extract<SkirmishCommand, { type: 'skirmish/act' }>;
    expect(actionCards(f.state, recover).map((c) => c.instance)).toEqual(['inside-man#1']);
    const plain = judgeCommand(f.state, shoot, at0);
    const carded = judgeCommand(f.state, { ...shoot, cards: ['perfect-timing#1'] }, at0);
    if (!plain.ok || !carded.ok) throw new Error('refused');
    const dice = (odds: unknown) => (odds as SkirmishOdds).shot!.dice;
    expect([dice(plain.odds), dice(carded.odds)]).toEqual(['3d8', '3d10']);
    expect((carded.odds as SkirmishOdds).detail).toMatch(/Heist card \+1/);
    run(f, { ...shoot, cards: ['perfect-timing#1'] });
    run(f, resolve, 2, 3, 4); // pauses: the crew still holds a re-roll card
    const rolled = shotOf(run(f, resolve));
    expect(rolled.die).toEqual({ die: 10, bonus: 0 }); // what the odds said
    const g = withHands({ crew: ['contingency-plan#1', 'inside-man#1'], police: [] });
    const bad = judgeCommand(g.state, { ...shoot, cards: ['contingency-plan#1'] }, at0);
    expect(bad).toMatchObject({ ok: false, message: 'Contingency Plan cannot be played with this action' });
    expect(judgeCommand(g.state, { ...shoot, cards: ['plan-b#1'] }, at0)).toMatchObject({ ok: false });
  });

  it('a check card played with the action: the odds say it passes for sure', () => {
    const f = withHands({ crew: ['inside-man#1'], police: [] });
    patch(f, 'k', { stunned: true });
    const recover = { ...act('k', { kind: 'recover' }), cards: ['inside-man#1'] } as SkirmishCommand;
    const verdict = judgeCommand(f.state, recover, at0);
    expect(verdict.ok && verdict.odds?.headline.probability).toBe(1);
  });
});

describe('choosing the Hail Mary when nobody can react (HST-SHOOT-7)', () => {
  const atVan = (): Fight =>
    fight({
      sides: [
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
        side('police', 'defensive', [entry('o', 'Officer (3/5) Pistol')]),
      ],
      vehicles: [{ id: 'van', name: 'Van', motion: 'forward' }],
    });
  const shoot = act('k', {
    kind: 'shoot',
    shot: {
      target: { kind: 'vehicle', vehicle: 'van' },
      aimed: false,
      intense: false,
      crossfire: false,
      range: 10,
    },
  });

  it('an act with review pauses after its dice; without, it resolves at once with the best allocation', () => {
    const f = atVan();
    run(f, { ...shoot, review: true } as SkirmishCommand, 8, 8, 3);
    expect(f.state.window?.resolution?.rolled?.faces).toEqual({ action: [8, 8, 3] });
    const own = [{ donor: 0, recipient: 2 }];
    const shot = shotOf(run(f, { type: 'skirmish/resolve', hailMary: { action: own } }));
    expect([shot.tn, shot.hits]).toEqual([7, 1]); // the GM's own choice: the first 8 feeds the 3, which still misses
    const g = atVan();
    const events = run(g, shoot, 8, 8, 3);
    expect(g.state.window).toBeNull();
    expect(shotOf(events).hits).toBe(2); // at once, with the best allocation (none)
  });
});
