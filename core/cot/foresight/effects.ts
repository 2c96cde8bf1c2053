import type { CampaignEffect } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { GearItem } from '../characters/index.ts';

/**
 * What Foresight changes in the campaign, whichever engine spent it (COT-FORE-1..3, COT-FORE-7): Foresight lives
 * on the character sheet, so banking and spending it are campaign effects, and so are a Cache's Resources and the
 * gear it hands over. Prep and the Heist map their events to these.
 */

/** COT-FORE-3: Foresight spent on a scheme or on Training leaves the payer's sheet. */
export function foresightSpentEffects(event: {
  readonly character: CharacterId;
  readonly amount: number;
}): CampaignEffect[] {
  return [{ kind: 'foresight', character: event.character, delta: -event.amount }];
}

/** COT-FORE-1, COT-FORE-2: Foresight banked with Planning joins the sheet (nothing when the cap left no room). */
export function foresightBankedEffects(event: {
  readonly character: CharacterId;
  readonly banked: number;
}): CampaignEffect[] {
  return event.banked > 0 ? [{ kind: 'foresight', character: event.character, delta: event.banked }] : [];
}

/** COT-FORE-7: a Cache spends the crew's Resources and hands what it bought to its recipient. */
export function cacheEffects(event: {
  readonly recipient: CharacterId;
  readonly resources: number;
  readonly weapon: { readonly name: string } | null;
  readonly armour: string | null;
  readonly items?: readonly GearItem[];
}): CampaignEffect[] {
  return [{ kind: 'resources', delta: -event.resources }, ...cachedGear(event)];
}

/**
 * COT-FORE-7: what a Cache bought, handed to its recipient: a weapon or armour of the tables, and other named items
 * (a Cache stored before items could be bought has none). Nothing when it bought nothing to carry.
 */
export function cachedGear(event: {
  readonly recipient: CharacterId;
  readonly weapon: { readonly name: string } | null;
  readonly armour: string | null;
  readonly items?: readonly GearItem[];
}): CampaignEffect[] {
  const items = event.items ?? [];
  if (!event.weapon && !event.armour && items.length === 0) return [];
  return [
    {
      kind: 'gear',
      character: event.recipient,
      weapon: event.weapon?.name ?? null,
      armour: event.armour,
      items,
    },
  ];
}
