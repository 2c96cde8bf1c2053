import type { EngineRoll, Names } from '../../engine/index.ts';
import type { BlastRoll, SideHit, SkirmishEvent } from '../events.ts';
import type { CheckRoll } from '../actions/skill.ts';
import type { Roll } from '../../dice/roll.ts';
import type { HeistDice } from '../../dice/heist-dice.ts';
import { blastRollDice, checkDice, plainDice, shotRollDice, strikeRollDice } from './heist-dice.ts';

/**
 * Every die an event carries, for the roll log: each HEIST roll with its dice in HEIST's terms (`heist`: each die's
 * part, the hits, ammo, Hail Mary, a jam, the odds before the roll), its faces kept beside them.
 */

/** "no hit", "1 hit", "3 hits". */
function hitWords(hits: number): string {
  return hits === 0 ? 'no hit' : `${hits} ${hits === 1 ? 'hit' : 'hits'}`;
}

function roll(
  roller: string,
  what: string,
  heist: HeistDice,
  difficulty: number | null,
  against: string,
  success: boolean | null,
  result: string,
): EngineRoll {
  return {
    roller,
    what,
    basePool: null,
    modifiers: [],
    pool: null,
    roll: null,
    faces: heist.dice.map((d) => d.face),
    heist,
    difficulty,
    againstLabel: against,
    success,
    result,
  };
}

function check(roller: string, what: string, c: CheckRoll | null): EngineRoll[] {
  if (!c || c.card) return [];
  return [
    roll(
      roller,
      what,
      checkDice(c),
      c.effective,
      `skill ${c.effective}`,
      c.passed,
      c.passed ? 'passed' : 'failed',
    ),
  ];
}

function sideChecks(shooter: string, hits: readonly SideHit[], what: (h: SideHit) => string): EngineRoll[] {
  return hits.flatMap((h) => check(h.model ?? shooter, what(h), h.check));
}

function blastRolls(rolls: readonly BlastRoll[], names: Names): EngineRoll[] {
  return rolls.flatMap((r) => [
    roll(
      r.model ?? r.vehicle ?? 'blast',
      `Blast on ${r.model ? names(r.model) : r.vehicle ? names(r.vehicle) : ''}`,
      blastRollDice(r),
      r.tn,
      `TN ${r.tn}`,
      r.finalHits > 0,
      hitWords(r.finalHits),
    ),
    ...(r.model ? check(r.model, 'Defend', r.defend) : []),
  ]);
}

function shotRolls(event: Extract<SkirmishEvent, { type: 'skirmish/shot' }>, names: Names): EngineRoll[] {
  const target =
    event.target.kind === 'model'
      ? names(event.target.model)
      : event.target.kind === 'vehicle'
        ? names(event.target.vehicle)
        : event.target.name;
  const explosions = event.effects.flatMap((e) =>
    e.kind === 'vehicle' && e.explosion
      ? [
          roll(
            event.shooter,
            `Explosion roll for ${names(e.vehicle)}`,
            plainDice(e.explosion.die, e.explosion.faces),
            e.explosion.die,
            `a ${e.explosion.die}`,
            e.explosion.exploded,
            e.explosion.exploded ? 'explodes' : 'holds',
          ),
        ]
      : [],
  );
  return [
    ...(event.faces.length > 0
      ? [
          roll(
            event.shooter,
            `Shooting at ${target}`,
            shotRollDice(event),
            event.tn,
            `TN ${event.tn}`,
            event.finalHits > 0,
            event.autoMiss ? 'automatic miss' : hitWords(event.finalHits),
          ),
        ]
      : []),
    ...sideChecks(event.shooter, event.obstructions, (h) => `Avoiding ${h.name} (obstruction)`),
    ...(event.target.kind === 'model' ? check(event.target.model, 'Defend', event.defend) : []),
    ...sideChecks(event.shooter, event.collateral, (h) => `Avoiding ${h.name} (collateral)`),
    ...sideChecks(event.shooter, event.propagation, (h) => `${h.name}: death trap`),
    ...explosions,
  ];
}

/** A COT pool's roll on the table (BRG-D-16): its pool and kept dice, as the roll log shows COT rolls. */
function poolRoll(
  roller: string,
  what: string,
  dice: Roll,
  difficulty: number | null,
  success: boolean | null,
  result: string,
): EngineRoll {
  return {
    roller,
    what,
    basePool: dice.pool,
    modifiers: [],
    pool: dice.pool,
    roll: dice,
    difficulty,
    againstLabel: difficulty === null ? '' : `the hold's ${difficulty}`,
    success,
    result,
  };
}

export function skirmishRolls(event: SkirmishEvent, names: Names): readonly EngineRoll[] {
  switch (event.type) {
    case 'skirmish/struck':
      return [
        roll(
          event.striker,
          `Strike at ${names(event.target)} (${event.weapon})`,
          strikeRollDice(event),
          event.tn,
          `TN ${event.tn}`,
          event.finalHits > 0,
          hitWords(event.finalHits),
        ),
        ...check(event.target, 'Defend', event.defend),
      ];
    case 'skirmish/broke-free':
      return [
        poolRoll(
          event.holder,
          `Holding ${names(event.model)}`,
          event.against,
          null,
          null,
          String(event.against.total),
        ),
        poolRoll(
          event.model,
          `Breaking free of ${names(event.holder)}`,
          event.roll,
          event.against.total,
          event.freed,
          event.freed ? 'breaks free' : 'still held',
        ),
      ];
    case 'skirmish/started':
      return (event.diceOff ?? []).flatMap((round) =>
        Object.entries(round).map(([side, face]) =>
          roll(side, 'Dice-off for the first turn', plainDice(10, [face]), null, '', null, String(face)),
        ),
      );
    case 'skirmish/shot':
      return shotRolls(event, names);
    case 'skirmish/reaction-declared':
      return check(event.model, 'Target identification', event.reaction.identification);
    case 'skirmish/armor-checked':
      return check(event.model, 'Body armor', event.check);
    case 'skirmish/recovered':
      return check(event.model, event.ally ? `Recovering ${names(event.ally)}` : 'Recover', event.check);
    case 'skirmish/readied':
      return check(event.model, 'Clear jam', event.check);
    case 'skirmish/used':
      return check(event.model, event.use.what === 'interact' ? event.use.label : 'Use', event.check);
    case 'skirmish/engine-started':
      return check(event.model, 'Starting the engine', event.check);
    case 'skirmish/reserve-rolled':
      return check(event.model, 'Reserves', event.check);
    case 'skirmish/threw': {
      const result = event.landing?.result;
      if (!result) return [];
      const deviation = result.deviation
        ? [
            roll(
              event.model,
              'Deviation (d6 inches, d12 clock)',
              plainDice(0, [result.deviation.inches, result.deviation.clock]), // a d6 and a d12
              null,
              '',
              null,
              `${result.deviation.inches}" towards ${result.deviation.clock} o'clock`,
            ),
          ]
        : [];
      return [
        ...result.passages.flatMap((c) => check(event.model, 'Choke point', c)),
        ...check(event.model, 'Spot on', result.spotOn),
        ...deviation,
      ];
    }
    case 'skirmish/grenade-detonated':
      return blastRolls(event.blast, names);
    case 'skirmish/vehicle-exploded':
      return [
        ...event.dives.flatMap((d) => check(d.model, 'Diving out', d.check)),
        ...blastRolls(event.rolls, names),
      ];
    case 'skirmish/drove':
      return [
        ...event.accidents.flatMap((a) => check(a.model, 'Diving aside', a.check)),
        ...(event.crash
          ? [
              roll(
                event.model ?? event.vehicle,
                'Crash damage',
                plainDice(6, event.crash.faces),
                null,
                '',
                null,
                hitWords(event.crash.faces[0] ?? 0),
              ),
            ]
          : []),
      ];
    case 'skirmish/card-played': {
      const reroll = event.reroll;
      if (!reroll) return [];
      const which = `die ${reroll.die + 1}`;
      return [
        roll(
          event.side,
          'Heist card re-roll',
          plainDice(reroll.sides ?? 0, [reroll.face]),
          null,
          '',
          null,
          reroll.from === undefined
            ? `${which} now shows ${reroll.face}`
            : `${which}: ${reroll.from} re-rolled to ${reroll.face}`,
        ),
      ];
    }
    default:
      return [];
  }
}
