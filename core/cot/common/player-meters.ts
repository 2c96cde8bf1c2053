import type { NumberShown, PlayerBand, PlayerLens, PlayerLook, PlayerMeter } from '../../engine/index.ts';

/**
 * What every City of Thieves engine shows the players the same way (issue 21): a Cover Score as a band, and the
 * name of someone the crew faces in a fight, as the table settles (PLY-D-2, PLY-D-3).
 */

/**
 * PLY-D-3: a Cover Score (COT-WAR-2) as a band, read against the default difficulty of 9 (COT-DICE-5): `none` at 0
 * (any hit lands), `low` below 6 (an easy target), `medium` 6 to 11 (about the default difficulty), `high` from
 * 12 (hard to hit). Or the number itself when the table shows it.
 */
export function coverMeter(score: number, shown: NumberShown): PlayerMeter {
  if (shown === 'number') return { band: coverBand(score), words: `Cover ${score}`, value: score };
  const band = coverBand(score);
  return { band, words: `Cover: ${coverWords[band]}`, value: null };
}

function coverBand(score: number): PlayerBand {
  if (score <= 0) return 'none';
  if (score < 6) return 'low';
  return score < 12 ? 'medium' : 'high';
}

const coverWords: Readonly<Record<PlayerBand, string>> = {
  none: 'none',
  low: 'low',
  medium: 'medium',
  high: 'high',
  full: 'high',
};

/**
 * PLY-D-2: how the players' screen names someone in a fight: a crew member by name; anyone else by the name the GM
 * lets the crew see under `named` (and under `hidden-until-act` once they have acted), else as "Opponent n"
 * (numbered in the order they are listed, so the crew can tell them apart without learning who they are). Null
 * under `hidden-until-act` for one who has not acted yet (`acted` false): the screen leaves them out.
 */
export function fighterName(
  look: PlayerLook,
  lens: PlayerLens,
  acted: boolean,
  number: number,
): string | null {
  if (look.crew) return look.name ?? `Crew member ${number}`;
  if (lens.opponents === 'hidden-until-act' && !acted) return null;
  // Hidden until they act: once they have, they stand in the open, by the face they show.
  if (lens.opponents !== 'opponent' && look.name !== null) return look.name;
  return `Opponent ${number}`;
}
