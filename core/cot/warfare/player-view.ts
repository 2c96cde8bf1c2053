import type { PlayerLens, PlayerMeter } from '../../engine/index.ts';
import { coverMeter, fighterName } from '../common/index.ts';
import type { WarfareScene } from './types.ts';

/**
 * Gang Warfare as the crew sees it (issue 21): every fighter the table lets them see, by the name the table
 * settles (PLY-D-2), their Cover as a band unless the table shows the number (COT-WAR-2, PLY-D-3), and what anyone
 * in the zone can see of them. Never their pools, weapons' bonuses or anything else the GM keeps.
 */
export interface PlayerWarfareBody {
  readonly engine: 'warfare';
  readonly fighters: readonly PlayerFighter[];
}

export interface PlayerFighter {
  readonly key: string;
  readonly name: string;
  readonly crew: boolean;
  readonly cover: PlayerMeter;
  /** "Fighting", "Unconscious", "Restrained", "Surrendered", "Left". */
  readonly state: string;
}

export function warfarePlayerView(state: WarfareScene, lens: PlayerLens): PlayerWarfareBody {
  let opponents = 0;
  const fighters = state.fighters.flatMap((fighter): PlayerFighter[] => {
    const look = lens.look(fighter.id);
    // "Opponent n" numbers only the opponents the screen shows: a gap would tell of one left out (PLY-D-2).
    const name = fighterName(look, lens, lens.acted(fighter.id), look.crew ? 0 : opponents + 1);
    if (name === null) return [];
    if (!look.crew) opponents += 1;
    return [
      {
        key: look.key,
        name,
        crew: look.crew,
        cover: coverMeter(fighter.coverScore, lens.cover),
        state: stateWords(fighter),
      },
    ];
  });
  return { engine: 'warfare', fighters };
}

function stateWords(fighter: WarfareScene['fighters'][number]): string {
  if (fighter.presence === 'surrendered') return 'Surrendered';
  if (fighter.presence === 'left') return 'Left';
  if (fighter.unconscious) return 'Unconscious';
  return fighter.restrainedBy !== null ? 'Restrained' : 'Fighting';
}
