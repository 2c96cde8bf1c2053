import { choice } from '../kinds.ts';
import { section } from '../section.ts';

/**
 * The players' screen (issue 21): what the table shows the players of their sheets, of the people they fight and
 * of the numbers the rules keep. Decisions PLY-D-1..4 (docs/decisions.md); the projection that reads them is
 * core/player.
 */
export const playersSettings = section(
  { id: 'players', title: "Players' screen", rules: 'COT-CHAR, COT-INIT, COT-WAR, MotH' },
  {
    playerSheets: choice({
      label: 'Sheets on the players’ screen',
      description:
        'All of the crew’s sheets on every screen, or each player’s own device shows their own character’s sheet (the shared screen then shows none).',
      reference: 'player_sheets',
      decision: 'PLY-D-1',
      options: { all: 'all of the crew', own: 'each player their own' },
      default: 'all',
    }),
    playerOpponents: choice({
      label: 'Opponents in a fight’s initiative',
      description:
        'How the players’ screen names those the crew fights: by the face they show, as “an opponent”, or not at all until they have acted.',
      reference: 'player_opponents',
      decision: 'PLY-D-2',
      options: {
        opponent: 'as “an opponent”',
        named: 'by the face they show',
        'hidden-until-act': 'hidden until they act',
      },
      default: 'opponent',
    }),
    playerCover: choice({
      label: 'Cover on the players’ screen',
      description: 'A fighter’s Cover Score as a band (none, low, medium, high) or as its number.',
      reference: 'player_cover',
      decision: 'PLY-D-3',
      options: { band: 'as a band', number: 'as its number' },
      default: 'band',
    }),
    playerAlarm: choice({
      label: 'The alarm on the players’ screen',
      description: 'A Heist’s alarm track as a band (quiet, rising, close, sounded) or as its noise count.',
      reference: 'player_alarm',
      decision: 'PLY-D-4',
      options: { band: 'as a band', number: 'as its number' },
      default: 'band',
    }),
  },
);
