/**
 * Limited visibility (HST-VIS-1..4): each source has a rating (a distance); fire loses one dice shift per full
 * rating of distance the line of fire runs through that source; sources do not stack, the worst applies.
 * Weapon lights and night vision improve the darkness rating only. Target identification (HST-VIS-2) is a
 * skill check at −1 per full rating, +2 for a model with its own effective weapon light.
 */

/** The table-wide conditions of a scenario: ratings in inches, null when the condition is absent. */
export interface Visibility {
  /** Dawn/dusk 24, night with some light 16, moonlit 8, pitch black 4 (HST-VIS-1). */
  readonly darkness: number | null;
  /** Heavy rain or snow, light fog 12; heavy fog 8. */
  readonly weather: number | null;
}

export const clearVisibility: Visibility = { darkness: null, weather: null };

/** HST-VIS-1: smoke grenades (and teargas clouds, HST-GREN-8) rate 4". */
export const smokeRating = 4;

/** How far the line of fire (or sight) runs through each source, in inches. */
export interface LineThrough {
  /** Through the darkness (the whole range, or up to a lit building's wall). */
  readonly dark: number;
  /** Through rain, snow or fog. */
  readonly weather: number;
  /** Through smoke or teargas clouds (overlapping clouds count once, HST-GREN-7). */
  readonly smoke: number;
}

/** The sight gear that matters (HST-VIS-3, HST-VIS-4). */
export interface SightGear {
  readonly weaponLight: boolean;
  readonly nightVision: boolean;
}

/** A light is effective only when darkness rates 16" or less (HST-VIS-3). */
export function lightEffective(darkness: number | null): boolean {
  return darkness !== null && darkness <= 16;
}

/**
 * The darkness rating for a viewer looking at (or shooting) a target, HST-D-51: the viewer's own light or the
 * target's light adds 6"; the viewer's night vision makes it 24"; the better applies and nothing worsens it.
 */
export function darknessRating(
  darkness: number | null,
  viewer: SightGear,
  target: SightGear | null,
): number | null {
  if (darkness === null) return null;
  let rating = darkness;
  if (lightEffective(darkness) && (viewer.weaponLight || target?.weaponLight === true)) rating = darkness + 6;
  if (viewer.nightVision) rating = Math.max(rating, 24);
  return rating;
}

/** One source's contribution to a shot's visibility penalty. */
export interface VisibilitySource {
  readonly source: 'darkness' | 'weather' | 'smoke';
  readonly rating: number;
  readonly distance: number;
  /** ⌊distance / rating⌋. */
  readonly increments: number;
}

export interface VisibilityEffect {
  /** Some limited visibility lies between the two models, even less than one rating (HST-VIS-2). */
  readonly limited: boolean;
  /** Full increments of the worst source: the dice shifts lost and the identification penalty. */
  readonly increments: number;
  readonly sources: readonly VisibilitySource[];
}

/**
 * HST-VIS-1: every source on the line, and the worst one's full increments.
 * @throws RangeError when a distance is negative or not finite.
 */
export function visibilityEffect(
  visibility: Visibility,
  line: LineThrough,
  viewer: SightGear,
  target: SightGear | null,
): VisibilityEffect {
  for (const [field, value] of Object.entries(line)) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`${field} must be inches ≥ 0 (got ${value})`);
  }
  const sources: VisibilitySource[] = [];
  const add = (source: VisibilitySource['source'], rating: number | null, distance: number) => {
    if (rating === null || distance <= 0) return;
    sources.push({ source, rating, distance, increments: Math.floor(distance / rating + 1e-9) });
  };
  add('darkness', darknessRating(visibility.darkness, viewer, target), line.dark);
  add('weather', visibility.weather, line.weather);
  add('smoke', smokeRating, line.smoke);
  const increments = sources.reduce((worst, s) => Math.max(worst, s.increments), 0);
  return { limited: sources.length > 0, increments, sources };
}

/** What an identification check decides (HST-VIS-2). */
export type Identification = 'hold-fire' | 'open-fire';

/**
 * HST-VIS-2: whether a reacting model must check. Defensive models check to open fire, unless they were shot
 * at; aggressive models check to hold fire when an action happens in their aim zone.
 */
export function identificationNeeded(
  stance: 'aggressive' | 'defensive',
  trigger: 'aim-zone' | 'shot-at',
  wantsToFire: boolean,
  limited: boolean,
): Identification | null {
  if (!limited) return null;
  if (stance === 'defensive') return wantsToFire && trigger !== 'shot-at' ? 'open-fire' : null;
  return !wantsToFire && trigger === 'aim-zone' ? 'hold-fire' : null;
}

/** HST-VIS-2, HST-VIS-3: −1 per full rating, +2 for the checker's own effective weapon light. */
export function identificationModifier(
  effect: VisibilityEffect,
  checker: SightGear,
  darkness: number | null,
): number {
  return -effect.increments + (checker.weaponLight && lightEffective(darkness) ? 2 : 0);
}
