import type { HeistDice, HeistDie } from '../../dice/heist-dice.ts';

/**
 * A HEIST roll's dice in words, for the fight's result, its history and the roll log: "3d10 vs TN 6", each die
 * with what it did, the hits, the ammo and a jam — HEIST's terms, never a roll-and-keep total with a margin.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3d10", "4d12+1", "d10", "2 dice" (of several kinds): the dice rolled. */
export function heistDiceNotation(roll: HeistDice): string {
  if (roll.dice.length === 0) return 'nothing rolled';
  if (roll.sides === 0) return plural(roll.dice.length, 'die', 'dice'); // dice of several kinds
  const count = roll.dice.length === 1 ? '' : String(roll.dice.length);
  return `${count}d${roll.sides}${roll.bonus > 0 ? `+${roll.bonus}` : ''}`;
}

/** What a die must reach: "TN 6"; a check's "6 or less"; '' when nothing. */
export function heistTargetWords(roll: HeistDice): string {
  if (roll.tn === null) return '';
  return roll.kind === 'check' ? `${roll.tn} or less` : `TN ${roll.tn}`;
}

/** One die in words: "9: hit", "1: miss, ammo", "8: given up, +1 to die 3", "5: to an obstruction". */
export function heistDieWords(roll: HeistDice, die: HeistDie): string {
  const shown = die.value === die.face ? String(die.face) : `${die.face} (counts ${die.value})`;
  const role = (() => {
    switch (die.role) {
      case 'hit':
        return roll.kind === 'check' ? 'passes' : 'hit';
      case 'miss':
        return roll.kind === 'check' ? 'fails' : 'miss';
      case 'obstruction':
        return 'to an obstruction';
      case 'given':
        return `given up, +1 to die ${(die.feeds ?? 0) + 1}`;
      case 'void':
        return 'no effect (automatic miss)';
      default:
        return '';
    }
  })();
  const marks = [
    role,
    ...(die.fed > 0 ? [`+${die.fed} Hail Mary`] : []),
    ...(die.ammo ? ['ammo counter'] : []),
  ].filter(Boolean);
  return marks.length > 0 ? `${shown}: ${marks.join(', ')}` : shown;
}

/** The hits in plain words: "no hit", "1 hit", "2 hits (doubled at point blank)", "… Defend cancels one". */
export function heistHitsWords(roll: HeistDice): string {
  if (roll.hits === null) {
    if (roll.kind === 'check') return roll.dice[0]?.role === 'hit' ? 'passed' : 'failed';
    return '';
  }
  if (roll.ammo?.autoMiss) return 'automatic miss';
  if (roll.ammo?.ineffective) return 'ineffective: nothing rolled';
  const hits = roll.hits === 0 ? 'no hit' : plural(roll.hits, 'hit', 'hits');
  const doubled = roll.doubled ? ' (doubled at point blank)' : '';
  const cancelled =
    roll.finalHits !== null && roll.finalHits < roll.hits
      ? `, Defend cancels ${plural(roll.hits - roll.finalHits, 'hit', 'hits')}`
      : '';
  return `${hits}${doubled}${cancelled}`;
}

/** The ammunition in words: "1 ammo counter (a natural 1): 0 → 1", "… out of ammo"; '' for a roll without ammo. */
export function heistAmmoWords(roll: HeistDice): string {
  const ammo = roll.ammo;
  if (!ammo) return '';
  const sources = [
    ...(ammo.ones > 0 ? [plural(ammo.ones, 'natural 1', 'natural 1s')] : []),
    ...(ammo.intense ? ['intense fire'] : []),
    ...(ammo.ineffective ? ['an ineffective shot'] : []),
  ];
  const gained = ammo.after - ammo.before;
  const counters =
    gained === 0
      ? 'no ammo counter'
      : `${plural(gained, 'ammo counter', 'ammo counters')} (${sources.join(', ')}): ${ammo.before} → ${ammo.after}`;
  const state = ammo.autoMiss
    ? ', over capacity: out of ammo, the shot hits nothing'
    : ammo.outOfAmmo
      ? ', out of ammo'
      : '';
  return `${counters}${state}`;
}

/** The Hail Mary donations: "Hail Mary: die 1 gives +1 to die 3"; '' without any. */
export function heistDonorWords(roll: HeistDice): string {
  if (roll.donors.length === 0) return '';
  return `Hail Mary: ${roll.donors.map((d) => `die ${d.donor + 1} gives +1 to die ${d.recipient + 1}`).join(', ')}`;
}

/**
 * The whole roll in one line: "3d10 vs TN 6: 9, 4, 1 · 1 hit · 1 ammo counter (1 natural 1): 0 → 1 · the weapon
 * jams".
 */
export function heistDiceLine(roll: HeistDice): string {
  const target = heistTargetWords(roll);
  const against = roll.kind === 'check' ? ` (${target} passes)` : target ? ` vs ${target}` : '';
  const head = `${heistDiceNotation(roll)}${against}`;
  const faces = roll.dice
    .map((d) => (d.value === d.face ? String(d.face) : `${d.face}→${d.value}`))
    .join(', ');
  const parts = [
    faces ? `${head}: ${faces}` : head,
    heistHitsWords(roll),
    heistDonorWords(roll),
    heistAmmoWords(roll),
    roll.jam ? 'the weapon jams' : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The odds before the roll, a line each; one line saying they were not recorded for a roll stored without them. */
export function heistOddsLines(roll: HeistDice): string[] {
  if (!roll.odds) return ['The odds before this roll were not recorded.'];
  const { headline, outcomes, detail } = roll.odds;
  return [
    `${headline.label}: ${percent(headline.probability)}`,
    ...outcomes.filter((o) => o.probability > 0).map((o) => `${o.label}: ${percent(o.probability)}`),
    detail,
  ];
}
