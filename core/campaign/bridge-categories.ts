import { npcCategories, npcCategoryLabels } from '../bridge/index.ts';
import type { NpcCategory } from '../bridge/index.ts';
import type { HeistState } from '../cot/heist/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { CampaignState } from './types.ts';

/**
 * Who each NPC at the Spot is on the table (BRG-D-13 stances, BRG-D-29 Heat for police and civilians killed): the
 * GM's word on the opening form, else what the campaign knows — a guard post at the Spot or a guard's sheet; the
 * category a fight the campaign still holds gave the character; an NPC the bridge itself made (a police officer
 * Devoted to the Police, BRG-D-33; the Bystanders of a Crowded zone, BRG-D-40) — else a criminal.
 */

/** An NPC's category and where it came from, in the GM's words. */
export interface CategoryDefault {
  readonly category: NpcCategory;
  readonly why: string;
}

/** The category a fight the campaign still holds gave the character (police or civilian), with its name. */
function fromFights(state: CampaignState, id: CharacterId): CategoryDefault | null {
  for (const fight of Object.values(state.bridge.fights)) {
    for (const link of Object.values(fight.link.models)) {
      if (link.who !== 'character' || link.character !== id) continue;
      if (link.category === 'police' || link.category === 'civilian')
        return { category: link.category, why: `${link.category} in ${fight.name}` };
    }
  }
  return null;
}

/**
 * What the campaign knows of an NPC's category, without the GM's word for this fight.
 * @returns its category and why, in the GM's words.
 */
export function npcCategoryDefault(
  state: CampaignState,
  heist: Pick<HeistState, 'spot'>,
  id: CharacterId,
): CategoryDefault {
  const sheet = Object.hasOwn(state.characters, id) ? state.characters[id]! : null;
  if (Object.hasOwn(heist.spot.guards, id)) return { category: 'guard', why: 'a guard post at the Spot' };
  if (sheet?.kind === 'guard') return { category: 'guard', why: 'a guard’s sheet' };
  const known = fromFights(state, id);
  if (known) return known;
  const prime = sheet?.loyalties.find((loyalty) => loyalty.prime);
  if (prime && prime.subject.trim().toLowerCase() === 'police')
    return { category: 'police', why: 'Devoted to the Police: an officer the bridge made an NPC (BRG-D-33)' };
  if (sheet && /^Bystanders \(/.test(sheet.name))
    return { category: 'civilian', why: 'the Bystanders of a Crowded zone (BRG-D-40)' };
  return { category: 'criminal', why: 'nothing else known of this NPC (BRG-D-13)' };
}

/** Everyone at the Spot who is no crew member: the people whose category the form may set. */
function npcsAt(heist: HeistState): CharacterId[] {
  return heist.drop.characters.filter((c) => !heist.crew.includes(c.id)).map((c) => c.id);
}

/**
 * The categories the bridge converts with: the GM's for the NPCs named, the campaign's default for the rest.
 * @returns a rejection naming the character for a category given to someone who is no NPC at the Spot, or a
 * category that is none.
 */
export function categoriesFor(
  state: CampaignState,
  heist: HeistState,
  given: Readonly<Record<string, string>>,
): Record<CharacterId, NpcCategory> | Rejection {
  const npcs = npcsAt(heist);
  for (const [id, category] of Object.entries(given)) {
    const name = heist.drop.characters.find((c) => c.id === id)?.name ?? id;
    if (!npcs.includes(id as CharacterId))
      return reject(
        'bridge/category',
        `${name} is no NPC at the Spot: only an NPC or a guard takes a category (BRG-D-13)`,
        { character: id, field: 'category' },
      );
    if (!(npcCategories as readonly string[]).includes(category))
      return reject(
        'bridge/category',
        `${name}: the category must be one of ${npcCategories.map((c) => npcCategoryLabels[c]).join(', ')} (got ${category})`,
        { character: id, field: 'category' },
      );
  }
  const categories: Record<CharacterId, NpcCategory> = {};
  for (const id of npcs) {
    categories[id] = Object.hasOwn(given, id)
      ? (given[id] as NpcCategory)
      : npcCategoryDefault(state, heist, id).category;
  }
  return categories;
}
