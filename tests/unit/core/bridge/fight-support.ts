import { characterId, drop, heist, warfare } from '../../../../core/index.ts';
import type { Character, CharacterId, Spot, bridge, initiative } from '../../../../core/index.ts';
import { sheet, table, vest, coat, w } from './support.ts';

/**
 * The worked example's Spot and people (bridge.md §6): a harbour warehouse whose Loading bay opens on the
 * Street (and Outside beyond it), an Office, and a Vault corridor behind a Lock 12 leading to the Vault; guards
 * at their posts, the crew where a vector puts them.
 */

export const id = {
  ruth: characterId('ruth'),
  tony: characterId('big tony'),
  sal: characterId('sal'),
  vera: characterId('vera'),
  g1: characterId('g1'),
  g2: characterId('g2'),
  g3: characterId('g3'),
  g4: characterId('g4'),
  g5: characterId('g5'),
  g6: characterId('g6'),
  g7: characterId('g7'),
} as const;

type Zone = Spot['zones'][string];

export function zone(zoneId: string, name: string, tags: Partial<Omit<Zone, 'id' | 'name'>> = {}): Zone {
  return {
    id: zoneId,
    name,
    x: 0,
    y: 0,
    hazardous: false,
    noisy: false,
    crowded: false,
    hidden: null,
    ...tags,
  };
}

type Barrier = Spot['barriers'][string];

export function barrier(
  barrierId: string,
  ends: readonly [string, string],
  securities: Barrier['securities'] = [],
): Barrier {
  return { id: barrierId, ends, securities };
}

export const lock12 = { id: 'lock-12', tag: 'lock', score: 12, bypassed: false } as const;

/** Score-only guards at their posts (COT-CHAR-9): Training 11, G6 Training 9. */
const posts: readonly (readonly [CharacterId, string, number])[] = [
  [id.g1, 'bay', 11],
  [id.g2, 'bay', 11],
  [id.g3, 'office', 11],
  [id.g4, 'corridor', 11],
  [id.g5, 'vault', 11],
  [id.g6, 'street', 9],
];

export function warehouse(change: Partial<Spot> = {}): Spot {
  return {
    id: 'warehouse',
    name: 'Harbour warehouse',
    edge: { name: 'Outside', x: 0, y: 0 },
    zones: {
      street: zone('street', 'Street'),
      bay: zone('bay', 'Loading bay'),
      office: zone('office', 'Office'),
      corridor: zone('corridor', 'Vault corridor'),
      vault: zone('vault', 'Vault'),
    },
    barriers: {
      'b-out': barrier('b-out', ['outside', 'street']),
      'b-street': barrier('b-street', ['street', 'bay']),
      'b-office': barrier('b-office', ['bay', 'office']),
      'b-corridor': barrier('b-corridor', ['bay', 'corridor'], [lock12]),
      'b-vault': barrier(
        'b-vault',
        ['corridor', 'vault'],
        [{ id: 'vault-15', tag: 'vault', score: 15, bypassed: false }],
      ),
    },
    guards: Object.fromEntries(
      posts.map(([guard, post, training]) => [
        guard,
        { guard, zone: post, aware: false, awarenessBonus: 0, awareness: null, training },
      ]),
    ),
    loot: {},
    knowledge: {
      zones: { street: 'layout', bay: 'layout', office: 'layout', corridor: 'layout', vault: 'layout' },
      marks: [],
      itineraries: [],
    },
    ...change,
  };
}

/** The sheets: Ruth, Big Tony, Sal and Vera of the crew, guards G1..G7 with revolvers. */
export function sheets(): Record<CharacterId, Character> {
  const crew = [
    sheet('Ruth', { muscle: 2, shooting: 3, resist: 2, weapons: [w.pistol], armour: coat }),
    sheet('Big Tony', { muscle: 4, shooting: 2, resist: 3, weapons: [w.tommy, w.revolver], armour: vest }),
    sheet('Sal', { muscle: 3, shooting: 2, weapons: [w.pistol] }),
    sheet('Vera', { muscle: 2, shooting: 2, weapons: [w.revolver] }),
  ];
  const guards = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'].map((name) =>
    sheet(name, { kind: 'guard', muscle: 3, shooting: 2, resist: 2, weapons: [w.revolver] }),
  );
  return Object.fromEntries([...crew, ...guards].map((character) => [character.id, character]));
}

/** Someone at the Spot. */
export interface At {
  readonly id: CharacterId;
  readonly zone: string | null;
  readonly side?: string;
  readonly aware?: boolean;
  readonly discovered?: boolean;
  readonly unconscious?: boolean;
}

const crewIds: readonly CharacterId[] = [id.ruth, id.tony, id.sal, id.vera];

/** A running Heist at the Spot with these people (the crew's side `crew`, everyone else's `house`). */
export function heistAt(
  spot: Spot,
  people: readonly At[],
  all: Record<CharacterId, Character> = sheets(),
  change: Partial<heist.HeistState> = {},
): heist.HeistState {
  const characters = people.map((at) =>
    drop.dropCharacter(
      all[at.id]!,
      {
        side: at.side ?? (crewIds.includes(at.id) ? heist.crewSide : heist.houseSide),
        zone: at.zone,
        ...(at.aware !== undefined ? { aware: at.aware } : {}),
        ...(at.discovered !== undefined ? { discovered: at.discovered } : {}),
        ...(at.unconscious !== undefined ? { unconscious: at.unconscious } : {}),
      },
      table,
    ),
  );
  return {
    spot,
    drop: { rules: drop.dropRules(table), zones: [], characters, heat: 0, pending: [] },
    crew: people.filter((at) => crewIds.includes(at.id)).map((at) => at.id),
    carried: {},
    engaged: [],
    quietRounds: 0,
    breakouts: [],
    ended: null,
    ...change,
  };
}

/** The worked example's people: Ruth and Big Tony with G1 and G2 in the Loading bay, the other guards at posts. */
export function example(change: { readonly aware?: boolean } = {}): At[] {
  const aware = change.aware ?? false;
  return [
    { id: id.ruth, zone: 'bay' },
    { id: id.tony, zone: 'bay' },
    { id: id.g1, zone: 'bay', aware },
    { id: id.g2, zone: 'bay', aware },
    { id: id.g3, zone: 'office' },
    { id: id.g4, zone: 'corridor' },
    { id: id.g5, zone: 'vault' },
    { id: id.g6, zone: 'street' },
  ];
}

/** A Gang Warfare fighter as the engine holds it. */
export function fighter(
  character: Character,
  side: string,
  change: Partial<warfare.Fighter> = {},
): warfare.Fighter {
  return {
    id: character.id,
    name: character.name,
    side,
    kind: character.kind,
    pools: {
      handToHand: { rolled: 2, kept: 2 },
      shooting: { rolled: 2, kept: 2 },
      explosives: { rolled: 2, kept: 2 },
      resist: { rolled: 2, kept: 2 },
      athletics: { rolled: 2, kept: 2 },
      driving: { rolled: 2, kept: 2 },
    },
    weapons: [],
    condition: character.condition,
    unconscious: false,
    coverScore: 10,
    restrainedBy: null,
    presence: 'fighting',
    ...change,
  };
}

/** A Gang Warfare in `zone` with these fighters. */
export function fightOf(zoneId: string, fighters: readonly warfare.Fighter[]): warfare.WarfareState {
  return {
    zone: zoneId,
    rules: warfare.warfareRules(table),
    fighters,
    vehicles: [],
    flights: [],
    chases: [],
    firstRoundSide: null,
    ended: null,
  };
}

/** COT initiative with these slots (side, total), in the order given, all from round 1. */
export function initiativeWith(
  sides: readonly { readonly id: string; readonly label: string; readonly crew: boolean }[],
  slots: readonly (readonly [string, number])[],
  firstRoundSide: string | null = null,
): initiative.Initiative {
  return {
    scene: 'warfare',
    settings: { initiativeTie: 'crew_first', rerollInitiativeEachRound: false },
    sides: sides.map((side) => ({ ...side, id: side.id as initiative.SideId })),
    participants: [],
    slots: slots.map(([side, total], index) => ({
      id: index,
      side: side as initiative.SideId,
      createdBy: characterId(`roller-${index}`),
      roll: {
        pool: { rolled: 1, kept: 1 },
        faces: [total],
        keptIndices: [0],
        kept: [total],
        total,
        catastrophe: false,
      },
      fromRound: 1,
      removeAfterRound: null,
    })),
    nextSlotId: slots.length,
    round: 1,
    order: [],
    uses: [],
    acting: null,
    focus: null,
    firstRoundSide: firstRoundSide as initiative.SideId | null,
    tieRanks: [],
  };
}

/** A value that must not be a rejection. */
export function proposed(
  value: bridge.FightProposal | { readonly ok: false; readonly message: string },
): bridge.FightProposal {
  if ('ok' in value) throw new Error(`rejected: ${value.message}`);
  return value;
}

/** The proposal's model of a character. */
export function modelFor(proposal: bridge.FightProposal, character: CharacterId): bridge.ProposedModel {
  const found =
    proposal.models.find((model) => model.character === character) ??
    proposal.arrivals.find((arrival) => arrival.model.character === character)?.model;
  if (!found) throw new Error(`no model for ${character}`);
  return found;
}

/** A deep freeze, so a slip that changes an input throws. */
export function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
