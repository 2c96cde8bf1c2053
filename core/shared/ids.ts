/** Branded ids: a CharacterId is never mistaken for a CampaignId. */
export type CampaignId = string & { readonly __brand: 'CampaignId' };
export type CharacterId = string & { readonly __brand: 'CharacterId' };
export type RollId = string & { readonly __brand: 'RollId' };

export const campaignId = (value: string): CampaignId => value as CampaignId;
export const characterId = (value: string): CharacterId => value as CharacterId;
export const rollId = (value: string): RollId => value as RollId;
