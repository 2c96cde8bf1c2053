import type { CotSettings } from '../cot/settings/index.ts';
import { skirmishTableSettings } from '../cot/settings/index.ts';
import { defaultSkirmishSettings, earlierDecks } from '../skirmish/index.ts';
import type { EarlierDeck, SkirmishSettings, SkirmishState } from '../skirmish/index.ts';
import type { CampaignState } from './types.ts';

/**
 * A new fight's table options from the campaign's table settings (their HEIST skirmish section): the ones that
 * differ from the skirmish's own defaults, as the New-fight form keeps them (a value at its default is not sent).
 * The GM can still change each for one fight; the fight snapshots what it starts with.
 */
export function skirmishOptionsOf(settings: CotSettings): Partial<SkirmishSettings> {
  const keys = Object.keys(skirmishTableSettings.settings) as (keyof SkirmishSettings & keyof CotSettings)[];
  return Object.fromEntries(
    keys.filter((key) => settings[key] !== defaultSkirmishSettings[key]).map((key) => [key, settings[key]]),
  ) as Partial<SkirmishSettings>;
}

/** What the New-fight form shows of the campaign around it. */
export interface NewFightFacts {
  /** The HEIST fights running in the campaign (a closed fight leaves the state). */
  readonly running: number;
  /** The Heist-card decks of those fights that are not the house deck, to copy from (HST-CARD). */
  readonly earlierDecks: readonly EarlierDeck[];
}

/** The campaign's running HEIST fights, as the New-fight form counts them and copies their decks. */
export function newFightFacts(campaign: CampaignState): NewFightFacts {
  const fights = Object.values(campaign.scenes).filter((scene) => scene.engine === 'skirmish');
  const states = fights.flatMap((scene) => (scene.state ? [scene.state as SkirmishState] : []));
  return { running: fights.length, earlierDecks: earlierDecks(states) };
}
