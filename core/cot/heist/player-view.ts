import type { PlayerBand, PlayerLens, PlayerMarker, PlayerMeter } from '../../engine/index.ts';
import type { AlarmState } from '../alarm/index.ts';
import { crewSpotMap, onCrewMap, playerZoneKeys } from '../spot/index.ts';
import type { PlayerSpotMap } from '../spot/index.ts';
import type { HeistScene } from './types.ts';

/**
 * A Heist as the crew knows it (issue 21): the crew's map of the Spot (COT-D-62: known zones, barriers with their
 * Security tags and never their scores), the crew where they stand, only the people and loot the GM revealed (or
 * the loot the crew carries), and the alarm track as a band unless the table shows the number (PLY-D-4). Never a
 * guard's scores, whether anyone is Aware, or anyone standing where the crew's map does not reach.
 */
export interface PlayerHeistBody {
  readonly engine: 'heist';
  readonly map: PlayerSpotMap;
  readonly crew: readonly PlayerMarker[];
  /** Only the people the GM revealed, where the crew's map shows them. */
  readonly people: readonly PlayerMarker[];
  readonly loot: readonly PlayerLoot[];
  /** The alarm track (Masters of the Heist); null when the Heist plays without it. */
  readonly alarm: PlayerMeter | null;
}

export interface PlayerLoot {
  /**
   * `l1`, `l2`…: its place among the pieces this Heist shows, never the loot's id (the GM's, which may name it:
   * `ledger`) nor its place among every piece (a gap would tell of one not revealed).
   */
  readonly key: string;
  readonly name: string;
  /** Where it lies or who carries it: a key of the map, or `outside`. */
  readonly zone: string;
  /** The crew member carrying it; null when it lies in its zone. */
  readonly carriedBy: string | null;
}

export function heistPlayerView(state: HeistScene, lens: PlayerLens): PlayerHeistBody {
  const { spot } = state;
  const zoneKey = playerZoneKeys(spot);
  const seen = onCrewMap(spot);
  const revealed = lens.revealed(spot.id);
  const crew: PlayerMarker[] = [];
  const people: PlayerMarker[] = [];
  for (const person of state.drop.characters) {
    if (person.zone === null || !seen(person.zone)) continue;
    const look = lens.look(person.id);
    if (look.crew && look.name !== null)
      crew.push({ key: look.key, name: look.name, zone: zoneKey(person.zone) });
    else if (!look.crew && revealed.guards.has(person.id))
      people.push({ key: look.key, name: look.name ?? 'Someone', zone: zoneKey(person.zone) });
  }
  return {
    engine: 'heist',
    map: crewSpotMap(spot),
    crew,
    people,
    loot: lootSeen(state, lens, revealed.loot, zoneKey, seen),
    alarm: state.alarm ? alarmMeter(state.alarm, lens.alarm) : null,
  };
}

function lootSeen(
  state: HeistScene,
  lens: PlayerLens,
  revealed: ReadonlySet<string>,
  zoneKey: (zone: string) => string,
  seen: (zone: string) => boolean,
): PlayerLoot[] {
  const where = new Map(state.drop.characters.map((c) => [c.id as string, c.zone]));
  const shown = Object.values(state.spot.loot).flatMap((piece): Omit<PlayerLoot, 'key'>[] => {
    const carrier = Object.hasOwn(state.carried, piece.id) ? state.carried[piece.id] : undefined;
    const look = carrier === undefined ? null : lens.look(carrier);
    if (look?.crew && look.name !== null) {
      const zone = where.get(carrier as string) ?? null;
      return [{ name: piece.name, zone: zone === null ? 'outside' : zoneKey(zone), carriedBy: look.name }];
    }
    if (carrier !== undefined || !revealed.has(piece.id) || !seen(piece.zone)) return [];
    return [{ name: piece.name, zone: zoneKey(piece.zone), carriedBy: null }];
  });
  return shown.map((piece, index) => ({ key: `l${index + 1}`, ...piece }));
}

/**
 * PLY-D-4: the alarm track (Masters of the Heist; MOTH-D-2, MOTH-D-4) as a band of its noise against the step
 * where the alarm sounds: `none` before any noise, `low` under a third of the way, `medium` under two thirds,
 * `high` beyond, `full` once the alarm has sounded (whatever the noise). Or "Noise n of m" when the table shows
 * the number.
 */
export function alarmMeter(alarm: AlarmState, shown: 'band' | 'number'): PlayerMeter {
  const band: PlayerBand =
    alarm.sounded !== null
      ? 'full'
      : alarm.noise <= 0
        ? 'none'
        : alarm.noise * 3 < alarm.track.alarm
          ? 'low'
          : alarm.noise * 3 < alarm.track.alarm * 2
            ? 'medium'
            : 'high';
  if (shown === 'number')
    return {
      band,
      words: band === 'full' ? 'The alarm has sounded' : `Noise ${alarm.noise} of ${alarm.track.alarm}`,
      value: alarm.noise,
    };
  return { band, words: alarmWords[band], value: null };
}

const alarmWords: Readonly<Record<PlayerBand, string>> = {
  none: 'Alarm: quiet',
  low: 'Alarm: a little noise',
  medium: 'Alarm: rising',
  high: 'Alarm: close to sounding',
  full: 'The alarm has sounded',
};
