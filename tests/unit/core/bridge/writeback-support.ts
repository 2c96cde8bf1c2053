import { bridge, characterId } from '../../../../core/index.ts';
import type { Character, CharacterId, Spot, skirmish } from '../../../../core/index.ts';
import { accepted, coat, settings, sheet, table, vest, w } from './support.ts';

/**
 * The worked example of bridge.md §6 (TV-BRG-E2E-a/b) as the write-back reads it: the Loading bay of a Spot
 * with guards G1..G6, Ruth and Big Tony converted from their sheets, and builders for a fight's result.
 */

export const bay = 'bay';
export const street = 'street';
export const office = 'office';
export const corridor = 'corridor';
export const vault = 'vault';

export const zone = (id: string, name: string) => ({
  id,
  name,
  x: 0,
  y: 0,
  hazardous: false,
  noisy: false,
  crowded: false,
  hidden: null,
});

const post = (guard: string, at: string, aware = false) => ({
  guard: characterId(guard),
  zone: at,
  aware,
  awarenessBonus: 0,
  awareness: null,
  training: 11,
});

/** The Spot of §6: Loading bay between Street, Office and the Vault corridor (Lock 12), the Vault beyond. */
export function heistSpot(awareInBay = true): Spot {
  return {
    id: 'warehouse',
    name: 'Warehouse',
    edge: { name: 'the docks', x: 0, y: 0 },
    zones: {
      [bay]: zone(bay, 'Loading bay'),
      [street]: zone(street, 'Street'),
      [office]: zone(office, 'Office'),
      [corridor]: zone(corridor, 'Vault corridor'),
      [vault]: zone(vault, 'Vault'),
    },
    barriers: {
      'bay-street': { id: 'bay-street', ends: [bay, street], securities: [] },
      'bay-office': { id: 'bay-office', ends: [bay, office], securities: [] },
      'bay-corridor': {
        id: 'bay-corridor',
        ends: [bay, corridor],
        securities: [{ id: 'lock', tag: 'lock', score: 12, bypassed: false }],
      },
      'corridor-vault': {
        id: 'corridor-vault',
        ends: [corridor, vault],
        securities: [{ id: 'door', tag: 'vault', score: 14, bypassed: false }],
      },
      'street-outside': { id: 'street-outside', ends: [street, 'outside'], securities: [] },
    },
    guards: {
      g1: post('g1', bay, awareInBay),
      g2: post('g2', bay, awareInBay),
      g3: post('g3', office),
      g4: post('g4', corridor),
      g5: post('g5', vault),
      g6: post('g6', street),
    },
    loot: {},
    knowledge: { zones: {}, marks: [], itineraries: [] },
  };
}

export const ruthSheet: Character = {
  ...sheet('Ruth', { muscle: 2, shooting: 3, resist: 2, weapons: [w.pistol], armour: coat }),
  presentedIdentity: 'delivery girl',
  foresight: 2,
};
export const tonySheet: Character = {
  ...sheet('Big Tony', { muscle: 4, shooting: 2, resist: 3, weapons: [w.tommy, w.revolver], armour: vest }),
  id: characterId('tony'),
};
export const guardSheet = (n: number): Character =>
  sheet(`G${n}`, { kind: 'guard', muscle: 3, resist: 2, weapons: [w.revolver] });

export const sheets: Record<string, Character> = Object.fromEntries(
  [ruthSheet, tonySheet, ...[1, 2, 3, 4, 5, 6].map(guardSheet)].map((c) => [c.id, c]),
);

/** A character's conversion: score-only guards from Training 11 (BRG-D-6). */
export function converted(character: Character): bridge.Conversion {
  const training = character.kind === 'guard' ? 11 : null;
  return accepted(bridge.modelOf(character, settings, table, { training }));
}

/** A fresh weapon state for a profile's weapon, with its end values. */
export function weapon(
  load: skirmish.WeaponLoad | null,
  end: Partial<skirmish.WeaponState> = {},
): skirmish.WeaponState | null {
  if (!load) return null;
  return {
    ...load,
    counters: 0,
    progress: 0,
    magazineOut: false,
    jammed: false,
    failedClears: 0,
    broken: false,
    dropped: false,
    ...end,
  };
}

/** A model's end: on the table from the start, unhurt, its weapons loaded as they started. */
export function modelEnd(
  id: string,
  side: string,
  profile: skirmish.ModelProfile,
  given: Partial<bridge.ModelResult> = {},
): bridge.ModelResult {
  return {
    id,
    name: profile.name,
    side,
    profile,
    arrived: 0,
    left: null,
    killed: null,
    woken: null,
    wounded: false,
    stunned: false,
    casualty: false,
    armour: [],
    weapons: { long: weapon(profile.long), sidearm: weapon(profile.sidearm) },
    grenades: {
      frag: profile.grenades.frag ?? 0,
      flashbang: profile.grenades.flashbang ?? 0,
      smoke: profile.grenades.smoke ?? 0,
      teargas: profile.grenades.teargas ?? 0,
    },
    surrendered: false,
    heldBy: null,
    vehicle: null,
    half: null,
    ...given,
  };
}

/** A fight's result with the given models, ended after `rounds` game rounds. */
export function fightOf(
  models: readonly bridge.ModelResult[],
  given: Partial<bridge.FightResult> = {},
): bridge.FightResult {
  return {
    id: 'sk-e2e',
    ended: true,
    sides: ['crew', 'guards'],
    active: 'guards',
    rounds: { begun: 8, finished: 8 },
    models: Object.fromEntries(models.map((model) => [model.id, model])),
    vehicles: {},
    noise: { fired: false, grenades: false, explosivesBypass: false, vehicleExploded: false, melee: false },
    live: [],
    sight: [],
    loot: [],
    bypasses: [],
    calls: [],
    foresight: {},
    resources: 0,
    positions: {},
    ...given,
  };
}

/** The start snapshot of a sheet at the Spot. */
export function snapshot(character: Character, given: Partial<bridge.ModelStart> = {}): bridge.ModelStart {
  return {
    name: character.name,
    kind: character.kind,
    condition: character.condition,
    unconscious: false,
    restrainedBy: null,
    aware: character.kind === 'crew',
    discovered: false,
    presentedIdentity: character.presentedIdentity,
    witnessed: [],
    foresight: character.foresight,
    zone: bay,
    ...given,
  };
}

/** The link of a converted character. */
export function linked(
  character: Character,
  category: bridge.Category,
  start: Partial<bridge.ModelStart> = {},
): bridge.ModelLink {
  const conversion = converted(character);
  return {
    who: 'character',
    character: character.id,
    category,
    start: snapshot(character, start),
    conversion: { record: conversion.record, loadout: conversion.loadout },
  };
}

/** The §6 fight's link: the Loading bay, its exits, Ruth, Tony and the guards on or coming to the table. */
export function e2eLink(given: Partial<bridge.FightLink> = {}): bridge.FightLink {
  return {
    origin: 'bridged',
    stage: 'heist',
    spot: 'warehouse',
    zones: [bay],
    exits: { Street: street, Office: office, 'Vault corridor': corridor },
    models: {
      ruth: linked(ruthSheet, 'crew', { discovered: true }),
      tony: linked(tonySheet, 'crew'),
      g1: linked(sheets.g1!, 'other', { aware: true }),
      g2: linked(sheets.g2!, 'other', { aware: true }),
      g3: linked(sheets.g3!, 'other', { zone: office }),
      g4: linked(sheets.g4!, 'other', { zone: corridor }),
      g6: linked(sheets.g6!, 'other', { zone: street }),
    },
    vehicles: {},
    continues: null,
    ...given,
  };
}

/** The campaign as §6 has it: Heat 3, no mapping records yet. */
export function e2eCampaign(given: Partial<bridge.CampaignFacts> = {}): bridge.CampaignFacts {
  return {
    characters: sheets as Record<CharacterId, Character>,
    records: {},
    spot: heistSpot(),
    unconscious: [],
    crew: { heat: 3, resources: 5 },
    writtenBack: null,
    ...given,
  };
}

const profileOf = (character: Character) => converted(character).profile;

/**
 * TV-BRG-E2E-b: Ruth fires first in round 1; after 8 game rounds Tony is Wounded + Stunned after a passed armour
 * check, Ruth Stunned with a dry pistol, G1 killed, G2 Wounded with a dry revolver; G3, G4 and G6 never deployed.
 */
export function e2eFight(given: Partial<bridge.FightResult> = {}): bridge.FightResult {
  const ruth = profileOf(ruthSheet);
  const tony = profileOf(tonySheet);
  const guard = (n: number) => profileOf(sheets[`g${n}`]!);
  return fightOf(
    [
      modelEnd('ruth', 'crew', ruth, {
        stunned: true,
        weapons: { long: null, sidearm: weapon(ruth.sidearm, { reloads: 0, counters: 1 }) },
      }),
      modelEnd('tony', 'crew', tony, {
        wounded: true,
        stunned: true,
        armour: [{ wounded: false, passed: true }],
        weapons: {
          long: weapon(tony.long, { reloads: 1, counters: 2 }),
          sidearm: weapon(tony.sidearm, { reloads: 1, counters: 0 }),
        },
      }),
      modelEnd('g1', 'guards', guard(1), { killed: 8 }),
      modelEnd('g2', 'guards', guard(2), {
        wounded: true,
        weapons: { long: null, sidearm: weapon(guard(2).sidearm, { reloads: 0, counters: 1 }) },
      }),
      modelEnd('g3', 'guards', guard(3), { arrived: null }),
      modelEnd('g4', 'guards', guard(4), { arrived: null }),
      modelEnd('g6', 'guards', guard(6), { arrived: null }),
    ],
    {
      noise: { fired: true, grenades: false, explosivesBypass: false, vehicleExploded: false, melee: false },
      ...given,
    },
  );
}

/** The proposal's lines as `[id, change]` pairs, for exact comparisons. */
export function changesOf(proposal: bridge.WriteBackProposal): Record<string, bridge.LineChange> {
  return Object.fromEntries(proposal.lines.map((line) => [line.id, line.change]));
}
