import type { VisibilityPlan } from './proposal.ts';
import type { BridgeSettings } from './settings.ts';
import type { FightSituation, Light, Weather } from './situation.ts';

/**
 * BRG-D-42: the light and weather a scene records as HEIST visibility ratings (HST-VIS-1), the worst applying.
 * Indoor zones are lit unless the light is given, and no weather falls in them; a scene that records nothing
 * takes `bridge_default_visibility` (outdoors).
 */

const lightRatings: Readonly<Record<Light, number | null>> = {
  day: null,
  'dawn-dusk': 24,
  'night-lit': 16,
  moonlit: 8,
  'pitch-black': 4,
};

const weatherRatings: Readonly<Record<Weather, number | null>> = {
  clear: null,
  'rain-snow-light-fog': 12,
  'heavy-fog': 8,
};

const lightWords: Readonly<Record<Light, string>> = {
  day: 'daylight',
  'dawn-dusk': 'dawn or dusk',
  'night-lit': 'night with artificial light',
  moonlit: 'a moonlit night',
  'pitch-black': 'pitch black',
};

const weatherWords: Readonly<Record<Weather, string>> = {
  clear: 'clear',
  'rain-snow-light-fog': 'heavy rain, snow or light fog',
  'heavy-fog': 'heavy fog',
};

/** The table's visibility (BRG-D-42). */
export function visibilityOf(
  recorded: FightSituation['visibility'],
  settings: Pick<BridgeSettings, 'bridgeDefaultVisibility'>,
): VisibilityPlan {
  const indoor = recorded?.indoor === true;
  const light = recorded?.light;
  const weather = indoor ? undefined : recorded?.weather;
  const nothing = light === undefined && recorded?.weather === undefined;
  const darkness =
    light !== undefined ? lightRatings[light] : nothing && !indoor ? settings.bridgeDefaultVisibility : null;
  const rain = weather === undefined ? null : weatherRatings[weather];
  const ratings = [darkness, rain].filter((rating): rating is number => rating !== null);
  const rating = ratings.length === 0 ? null : Math.min(...ratings);
  const said = [
    light !== undefined ? lightWords[light] : indoor ? 'indoors, lit' : null,
    weather !== undefined ? weatherWords[weather] : null,
  ].filter((part): part is string => part !== null);
  const why =
    said.length > 0
      ? said.join(', ')
      : nothing && darkness !== null
        ? 'the table’s default visibility'
        : 'nothing recorded';
  const words =
    rating === null
      ? `No limited visibility (${why}, BRG-D-42)`
      : ratings.length > 1 && darkness !== rain
        ? `Visibility ${rating}" (${why}: the worse of ${darkness}" and ${rain}", BRG-D-42)`
        : `Visibility ${rating}" (${why}, BRG-D-42)`;
  return { darkness, weather: rain, rating, words };
}
