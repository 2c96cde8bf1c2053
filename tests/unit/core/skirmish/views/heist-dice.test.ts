import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  blastRollDice,
  checkDice,
  eventSchema,
  heistAmmoWords,
  heistDiceLine,
  heistDiceSchema,
  heistDieWords,
  heistHitsWords,
  heistOddsLines,
  plainDice,
  recordedOdds,
  shotRollDice,
  skirmishRolls,
  skirmishView,
  strikeRollDice,
} from '../../../../../core/skirmish/index.ts';
import type { BlastRoll, ShotEvent, StruckEvent } from '../../../../../core/skirmish/index.ts';
import { bestAllocation } from '../../../../../core/skirmish/shots/hail-mary.ts';
import { at0, entry, fight, fire, model, side, shotOf } from '../support/fight.ts';

/**
 * A HEIST roll's dice in HEIST's terms (issue 20): each die against the TN, the hits, the ammo 1s, Hail Mary
 * donors, a jam, and the odds stored before the roll — from the event alone, old events included.
 */

/** A shot as the engine stores it, at a model in the open, with nothing in the way. */
function shot(faces: number[], change: Partial<ShotEvent> = {}): ShotEvent {
  return {
    type: 'skirmish/shot',
    item: 'action',
    shooter: 'k',
    target: { kind: 'model', model: 'g' },
    weapon: 'long',
    aimed: true,
    intense: false,
    crossfire: false,
    range: 10,
    class: 'exposed',
    tn: 8,
    base: 10,
    shifts: [],
    die: { die: 10, bonus: 0 },
    faces,
    countersBefore: 0,
    countersAfter: faces.filter((f) => f === 1).length,
    autoMiss: false,
    outOfAmmo: false,
    jams: false,
    obstructions: [],
    allocation: [],
    hits: 0,
    defend: null,
    finalHits: 0,
    collateral: [],
    propagation: [],
    effects: [],
    aimAfter: true,
    ...change,
  };
}

const roles = (dice: { readonly dice: readonly { readonly role: string }[] }) => dice.dice.map((d) => d.role);

describe('shotRollDice', () => {
  it('TV-HST-SHOOT-6-a: TN 8, 3d10 [5,8,9] -> the 8 and the 9 hit, 2 hits', () => {
    const dice = shotRollDice(shot([5, 8, 9], { hits: 2, finalHits: 2 }));
    expect(roles(dice)).toEqual(['miss', 'hit', 'hit']);
    expect([dice.sides, dice.tn, dice.hits, dice.finalHits]).toEqual([10, 8, 2, 2]);
    expect(heistDiceLine(dice)).toBe('3d10 vs TN 8: 5, 8, 9 · 2 hits · no ammo counter');
  });

  it('TV-HST-SHOOT-5-a: SMG (capacity 3) with 1 counter rolls [1,7,1] -> two ammo 1s, 3 counters, out of ammo, resolved', () => {
    const event = shot([1, 7, 1], { countersBefore: 1, countersAfter: 3, outOfAmmo: true, tn: 6 });
    const dice = shotRollDice({ ...event, hits: 1, finalHits: 1 });
    expect(dice.dice.map((d) => d.ammo)).toEqual([true, false, true]);
    expect(roles(dice)).toEqual(['miss', 'hit', 'miss']);
    expect(dice.ammo).toEqual({
      ones: 2,
      intense: false,
      ineffective: false,
      before: 1,
      after: 3,
      autoMiss: false,
      outOfAmmo: true,
    });
    expect(heistAmmoWords(dice)).toBe('2 ammo counters (2 natural 1s): 1 → 3, out of ammo');
    expect(heistDieWords(dice, dice.dice[0]!)).toBe('1: miss, ammo counter');
  });

  it('TV-HST-SHOOT-5-b: Service pistol (capacity 1) rolls [1,1,9] -> over capacity: an automatic miss, every die void', () => {
    const event = shot([1, 1, 9], { countersAfter: 2, autoMiss: true, outOfAmmo: true });
    const dice = shotRollDice(event);
    expect(roles(dice)).toEqual(['void', 'void', 'void']);
    expect(heistHitsWords(dice)).toBe('automatic miss');
    expect(heistAmmoWords(dice)).toBe(
      '2 ammo counters (2 natural 1s): 0 → 2, over capacity: out of ammo, the shot hits nothing',
    );
  });

  it('TV-HST-SHOOT-5-c: intense fire 4d10 [1,5,9,10] with 1 counter -> 1 + 1 intense + 1 = 3, out of ammo', () => {
    const event = shot([1, 5, 9, 10], {
      intense: true,
      countersBefore: 1,
      countersAfter: 3,
      outOfAmmo: true,
    });
    const dice = shotRollDice({ ...event, hits: 2, finalHits: 2 });
    expect(heistDiceLine(dice)).toBe(
      '4d10 vs TN 8: 1, 5, 9, 10 · 2 hits · 2 ammo counters (1 natural 1, intense fire): 1 → 3, out of ammo',
    );
  });

  it('TV-HST-SHOOT-7-b: TN 10, 3d8 [8,8,8] -> two 8s give +1 to the third: one hit of 10', () => {
    const faces = [8, 8, 8];
    const allocation = bestAllocation({ die: 8, bonus: 0, faces, reaching: [0, 1, 2] }, 10);
    const dice = shotRollDice(
      shot(faces, { tn: 10, die: { die: 8, bonus: 0 }, base: 8, allocation, hits: 1, finalHits: 1 }),
    );
    expect(roles(dice).sort()).toEqual(['given', 'given', 'hit']);
    const hit = dice.dice.find((d) => d.role === 'hit')!;
    expect([hit.face, hit.value, hit.fed]).toEqual([8, 10, 2]);
    expect(dice.donors).toHaveLength(2);
    const given = dice.dice.find((d) => d.role === 'given')!;
    expect(heistDieWords(dice, given)).toBe(`8: given up, +1 to die ${dice.dice.indexOf(hit) + 1}`);
    expect(heistDiceLine(dice)).toContain('Hail Mary: die');
  });

  it("TV-HST-LOF-4-a: [5,8,9] at TN 8 past a fire extinguisher -> the 9 is the obstruction's; [5,8] -> 1 hit", () => {
    const obstruction = {
      name: 'fire extinguisher',
      model: null,
      vehicle: null,
      value: 9,
      tn: 5,
      reaches: true,
      check: { roll: 4, effective: 5, passed: true },
      hit: false,
    };
    const dice = shotRollDice(shot([5, 8, 9], { obstructions: [obstruction], hits: 1, finalHits: 1 }));
    expect(roles(dice)).toEqual(['miss', 'hit', 'obstruction']);
    expect(heistDieWords(dice, dice.dice[2]!)).toBe('9: to an obstruction');
  });

  it('TV-HST-WPN-6-a: a magazine shotgun rolls [3,1,2] -> it jams after the shot', () => {
    const dice = shotRollDice(shot([3, 1, 2], { jams: true }));
    expect(dice.jam).toBe(true);
    expect(heistDiceLine(dice)).toMatch(/ · the weapon jams$/);
  });

  it('TV-HST-SHOOT-3-c: aimed at 0.5" -> 3d12+1, hits doubled at point blank (TV-HST-DMG-2-a: 1 hit -> 2)', () => {
    const event = shot([12, 4, 2], { die: { die: 12, bonus: 1 }, tn: 6, hits: 2, finalHits: 2 });
    const dice = shotRollDice(event);
    expect(dice.dice.map((d) => d.value)).toEqual([13, 5, 3]);
    expect(roles(dice)).toEqual(['hit', 'miss', 'miss']);
    expect(dice.doubled).toBe(true);
    expect(heistHitsWords(dice)).toBe('2 hits (doubled at point blank)');
    expect(heistDiceLine(dice)).toMatch(/^3d12\+1 vs TN 6: 12→13, 4→5, 2→3 · 2 hits/);
  });

  it('TV-HST-DMG-2-b: point blank, 1 hit doubled, Defend cancels one -> 1 hit applied', () => {
    const defend = { roll: 2, effective: 4, passed: true };
    const dice = shotRollDice(shot([9, 3, 2], { hits: 2, defend, finalHits: 1 }));
    expect(heistHitsWords(dice)).toBe('2 hits (doubled at point blank), Defend cancels 1 hit');
  });

  it('TV-HST-SHOOT-4-b: an ineffective shot rolls nothing and still costs a counter', () => {
    const dice = shotRollDice(shot([], { die: null, countersAfter: 1 }));
    expect(dice.dice).toEqual([]);
    expect(heistDiceLine(dice)).toBe(
      'nothing rolled vs TN 8 · ineffective: nothing rolled · 1 ammo counter (an ineffective shot): 0 → 1',
    );
  });

  it('says the odds were not recorded for a shot stored before they were, and never NaN', () => {
    const dice = shotRollDice(shot([5, 8, 9], { hits: 2, finalHits: 2 }));
    expect(dice.odds).toBeNull();
    expect(heistOddsLines(dice)).toEqual(['The odds before this roll were not recorded.']);
    expect(heistDiceLine(dice)).not.toMatch(/NaN|no dice|\(s\)/);
  });
});

describe('strikeRollDice, blastRollDice, checkDice, plainDice', () => {
  it('TV-BRG-D-11-d: a knife Strike 3d10 [8,7,2] on a defending G2 -> 2 hits, Defend cancels one -> 1', () => {
    const event: StruckEvent = {
      type: 'skirmish/struck',
      item: 'action',
      striker: 'tony',
      target: 'g2',
      weapon: 'Knife',
      nonLethal: false,
      tn: 6,
      base: 10,
      shifts: [],
      die: { die: 10, bonus: 0 },
      faces: [8, 7, 2],
      allocation: [],
      hits: 2,
      defend: { roll: 4, effective: 5, passed: true },
      finalHits: 1,
      effects: [],
      restrained: false,
    };
    const dice = strikeRollDice(event);
    expect(dice.ammo).toBeNull();
    expect(heistDiceLine(dice)).toBe('3d10 vs TN 6: 8, 7, 2 · 2 hits, Defend cancels 1 hit');
  });

  it('TV-HST-GREN-6-b: a frag 2.5" away, 4d10 [9,6,2,5] vs 6 -> 2 hits', () => {
    const roll: BlastRoll = {
      model: 'o',
      vehicle: null,
      distance: 2.5,
      tn: 6,
      die: 10,
      faces: [9, 6, 2, 5],
      hits: 2,
      defend: null,
      finalHits: 2,
    };
    const dice = blastRollDice(roll);
    expect(roles(dice)).toEqual(['hit', 'hit', 'miss', 'miss']);
    expect(heistDiceLine(dice)).toBe('4d10 vs TN 6: 9, 6, 2, 5 · 2 hits');
  });

  it('TV-HST-GREN-9-a: a flashbang 1.5" away, 5d12 [12,7,3,6,1] vs 6 -> 3 hits (a 1 costs no ammo)', () => {
    const roll: BlastRoll = {
      model: 'o',
      vehicle: null,
      distance: 1.5,
      tn: 6,
      die: 12,
      faces: [12, 7, 3, 6, 1],
      hits: 3,
      defend: null,
      finalHits: 3,
    };
    const dice = blastRollDice(roll);
    expect(dice.dice.some((d) => d.ammo)).toBe(false);
    expect(heistDiceLine(dice)).toBe('5d12 vs TN 6: 12, 7, 3, 6, 1 · 3 hits');
  });

  it('HST-SKILL-1: a check passes on its skill or less, and states its own odds', () => {
    const dice = checkDice({ roll: 4, effective: 5, passed: true });
    expect(heistDiceLine(dice)).toBe('d10 (5 or less passes): 4 · passed');
    expect(heistOddsLines(dice)[0]).toBe('Passes: 50.0%');
    expect(heistDiceLine(checkDice({ roll: 9, effective: 5, passed: false }))).toBe(
      'd10 (5 or less passes): 9 · failed',
    );
  });

  it('a roll with nothing to reach shows its dice', () => {
    expect(heistDiceLine(plainDice(0, [3, 7]))).toBe('2 dice: 3, 7');
    expect(heistDiceLine(plainDice(10, [4]))).toBe('d10: 4');
  });

  it('fits its schema, as the roll log stores it', () => {
    const dice = shotRollDice(shot([1, 8, 9], { hits: 2, finalHits: 2 }));
    expect(v.safeParse(heistDiceSchema, dice).success).toBe(true);
    expect(v.safeParse(heistDiceSchema, { ...dice, extra: 1 }).success).toBe(false);
  });
});

describe('a shot through the engine (issue 20)', () => {
  it('stores the odds the view showed before the roll, and its roll carries its dice in HEIST terms', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG w/2 reloads')]),
        side('guards', 'defensive', [entry('g', 'Guard 2 (3/4) Pistol', { cover: 'low' })]),
      ],
    });
    f.state = { ...f.state, models: { ...f.state.models, a: { ...model(f, 'a'), aiming: true } } };
    const view = skirmishView(f.state, 'a', at0);
    const option = view
      .find((a) => a.action === 'shoot')!
      .options.find((o) => o.label === 'Shoot Guard 2 (aimed)')!;
    const events = fire(f, option.command, 10, 1, 4); // in low cover: TN 10
    const event = shotOf(events);
    expect(event.tn).toBe(10);
    expect(event.odds).toEqual(recordedOdds(option.odds!));
    expect(v.safeParse(eventSchema, event).success).toBe(true);
    const [roll] = skirmishRolls(event, (id) => (id === 'g' ? 'Guard 2' : 'Mr. A'));
    expect(roll!.what).toBe('Shooting at Guard 2');
    expect(roll!.heist?.odds).toEqual(event.odds);
    expect(roll!.heist?.dice.map((d) => [d.face, d.role, d.ammo])).toEqual([
      [10, 'hit', false],
      [1, 'miss', true],
      [4, 'miss', false],
    ]);
    expect(roll!.result).toBe('1 hit');
  });
});

describe('recordedOdds', () => {
  it('keeps every probability within 0..1, so a sure outcome summed past 1 by rounding still fits the schema', () => {
    const odds = recordedOdds({
      headline: { label: 'Any effect', probability: 1.0000000000000002 },
      outcomes: [{ key: 'killed', label: 'Killed', probability: 1.0000000000000002, tone: 'good' }],
      detail: '3d12+2 vs 5',
    });
    expect([odds.headline.probability, odds.outcomes[0]!.probability]).toEqual([1, 1]);
    expect(v.safeParse(heistDiceSchema, { ...plainDice(10, [4]), odds }).success).toBe(true);
  });
});
