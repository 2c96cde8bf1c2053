import type { Audience, CampaignState } from '../../core/index.ts';

/**
 * An audience of the players' screen in the GM's words: "Everyone (the table's screen and the shared link)", or
 * "Ruth's own screen". A seat whose character is gone is named by its id, so the GM can still drop it.
 */
export function audienceLabel(campaign: CampaignState, audience: string): string {
  if (audience === 'crew') return 'Everyone (the table’s screen and the shared link)';
  const id = seatOf(audience);
  if (id === null) return audience;
  const name = Object.values(campaign.characters).find((character) => character.id === id)?.name;
  return `${name ?? id}’s own screen`;
}

/** The character of a `seat:<id>` audience, or null for `crew` (or anything else). */
export function seatOf(audience: string): string | null {
  return audience.startsWith('seat:') && audience.length > 'seat:'.length
    ? audience.slice('seat:'.length)
    : null;
}

/** The audiences in the order the GM reads them: everyone first, then the seats by their character's name. */
export function orderedAudiences(campaign: CampaignState, audiences: readonly string[]): Audience[] {
  return [...audiences]
    .sort((a, b) =>
      a === 'crew'
        ? -1
        : b === 'crew'
          ? 1
          : audienceLabel(campaign, a).localeCompare(audienceLabel(campaign, b)),
    )
    .map((audience) => audience as Audience);
}
