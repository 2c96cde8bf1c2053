import type { EngineRoll, Names } from '../../engine/index.ts';
import type { BlastRoll, SideHit, SkirmishEvent } from '../events.ts';
import type { CheckRoll } from '../actions/skill.ts';
import type { Roll } from '../../dice/roll.ts';
import { counted } from '../../shared/words.ts';

/** Every die an event carries, for the roll log (faces for the d6–d12 dice of HEIST). */

function roll(
  roller: string,
  what: string,
  faces: readonly number[],
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
    faces,
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
      [c.roll],
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
      r.faces,
      r.tn,
      `TN ${r.tn}`,
      r.finalHits > 0,
      counted(r.finalHits, 'hit'),
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
            e.explosion.faces,
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
            event.faces,
            event.tn,
            `TN ${event.tn}`,
            event.finalHits > 0,
            event.autoMiss ? 'automatic miss' : counted(event.finalHits, 'hit'),
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
          event.faces,
          event.tn,
          `TN ${event.tn}`,
          event.finalHits > 0,
          counted(event.finalHits, 'hit'),
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
          roll(side, 'Dice-off for the first turn', [face], null, '', null, String(face)),
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
              [result.deviation.inches, result.deviation.clock],
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
                event.crash.faces,
                null,
                '',
                null,
                counted(event.crash.faces[0] ?? 0, 'hit'),
              ),
            ]
          : []),
      ];
    case 'skirmish/card-played':
      return event.reroll
        ? [
            roll(
              event.side,
              'Heist card re-roll',
              [event.reroll.face],
              null,
              '',
              null,
              String(event.reroll.face),
            ),
          ]
        : [];
    default:
      return [];
  }
}
