import type { Character } from '../characters/index.ts';
import { blankCharacter } from '../characters/index.ts';
import type { CotSettings } from '../settings/index.ts';
import { characterId } from '../../shared/ids.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { noKnowledge, outside, spotLimits } from '../spot/index.ts';
import type {
  Barrier,
  GeneratedCard,
  GuardPost,
  Loot,
  Obstacle,
  Security,
  Spot,
  Zone,
} from '../spot/index.ts';
import type { CardSkill, JobDraw } from './types.ts';

/**
 * The Spot a job becomes (COT-SPOT-1): a chain of zones from the edge to the Strongroom, where the Job's loot lies,
 * each way between them a barrier carrying the Securities the cards made (Vaults on the last way in); Hazardous
 * zones counted from the Strongroom back; guards and cameras posted along the chain; Hidden zones and the Secondary
 * Jobs' rooms off its side. Every zone is on a path from the edge, so every loot can be reached. Laid out in
 * layers left to right (the edge at the left, the deepest zone at the right, side rooms above and below), so no
 * way crosses a zone and no label sits on a name.
 */

/** A card of the draw with the obstacle the mapping gives it (null for the Job and Secondary Jobs). */
export interface MappedCard {
  readonly slot: string;
  readonly deck: 'job' | 'security' | 'heist';
  readonly name: string;
  readonly skill: CardSkill | null;
  readonly obstacle: Obstacle | null;
  /** -1: the Job's own; else the index of the Secondary Job it came with. */
  readonly group: number;
}

export interface BuildInput {
  readonly spotId: string;
  readonly name: string;
  readonly seed: string;
  readonly draw: JobDraw;
  readonly cards: readonly MappedCard[];
  readonly jobPoints: number;
  readonly secondaryPoints: readonly number[];
  readonly heistPointsPerResource: number;
  readonly removed: readonly string[];
  readonly settings: CotSettings;
  readonly takenIds: ReadonlySet<string>;
}

export interface BuiltJob {
  readonly spot: Spot;
  readonly guards: readonly Character[];
}

/** Map units between two layers: room for a way's label of two Securities between two zones' boxes. */
export const layerGap = 300;
/** Securities a way of the chain carries when the chain has room: its label then fits between its zones. */
export const securitiesPerWay = 2;
export const sideGap = 130;
const chainNames = [
  'Lobby',
  'Hall',
  'Corridor',
  'Office',
  'Stairwell',
  'Gallery',
  'Archive',
  'Back room',
  'Landing',
];

/** How many zones the chain has: room for every hazard, two barrier obstacles a way, two side rooms a zone. */
export function chainLength(cards: readonly MappedCard[], sideRooms: number): number {
  const hazards = cards.filter((c) => c.obstacle?.kind === 'hazard').length;
  const onWays = cards.filter((c) => c.group < 0 && isBarrierObstacle(c.obstacle)).length;
  return Math.max(2, hazards, Math.ceil(onWays / 2), Math.ceil(sideRooms / 2));
}

/** Loot worth in Resources: the Heist points divided by the mapping's rate, rounded up. */
export function lootWorth(points: number, perResource: number): number {
  return Math.ceil(points / perResource);
}

export function buildSpot(input: BuildInput): BuiltJob {
  const { cards } = input;
  const hiddenCards = cards.filter((c) => c.obstacle?.kind === 'hidden');
  const sideCount = hiddenCards.length + input.draw.secondary.length;
  const d = chainLength(cards, sideCount);
  const zones: Zone[] = [];
  const zone = (id: string, name: string, x: number, y: number): Zone => {
    const made = { id, name, x, y, hazardous: false, noisy: false, crowded: false, hidden: null };
    zones.push(made);
    return made;
  };
  const chain = Array.from({ length: d }, (_, i) =>
    zone(`z${i + 1}`, chainName(i, d), layerGap * (i + 1), 0),
  );
  const ways: { id: string; ends: [string, string]; securities: Security[] }[] = chain.map((z, i) => ({
    id: `way-${i + 1}`,
    ends: [i === 0 ? outside : chain[i - 1]!.id, z.id],
    securities: [],
  }));
  const nameOf = (id: string) => (id === outside ? 'Outside' : zones.find((z) => z.id === id)!.name);
  const wayWords = (way: { ends: [string, string] }) => `${nameOf(way.ends[0])}–${nameOf(way.ends[1])}`;

  // Side rooms: from the deepest zone back, above then below.
  let sides = 0;
  const sideRoom = (id: string, name: string) => {
    const parent = chain[d - 1 - Math.floor(sides / 2)]!;
    const y = sides % 2 === 0 ? -sideGap : sideGap;
    sides += 1;
    const room = zone(id, name, parent.x, y);
    const way = {
      id: `way-${id}`,
      ends: [parent.id, room.id] as [string, string],
      securities: [] as Security[],
    };
    ways.push(way);
    return { room, way, parent };
  };
  const wings = input.draw.secondary.map((entry, i) => sideRoom(`wing-${i + 1}`, entry.card));
  const becomes = new Map<string, string>();
  for (const [i, card] of hiddenCards.entries()) {
    const rating = (card.obstacle as { rating: number }).rating;
    const { room, parent } = sideRoom(`hidden-${i + 1}`, card.name);
    zones[zones.indexOf(room)] = { ...room, hidden: rating };
    becomes.set(card.slot, `the Hidden zone “${room.name}” (rating ${rating}) off the ${parent.name}`);
  }

  // Securities on the ways: a Secondary Job's on the way into its room; Vaults from the last way in back, then
  // the rest on the least-laden way nearest the edge, at most `securitiesPerWay` a way (the chain has room).
  const chainWays = ways.slice(0, d);
  const place = (card: MappedCard, security: Security): (typeof ways)[number] => {
    const wing = card.group >= 0 ? wings[card.group]!.way : null;
    const deepFirst = [...chainWays].reverse();
    const least = chainWays.reduce((a, b) => (b.securities.length < a.securities.length ? b : a));
    const chosen =
      wing ??
      (security.tag === 'vault' ? deepFirst.find((w) => w.securities.length < securitiesPerWay) : null) ??
      least;
    const way =
      chosen.securities.length < spotLimits.securitiesPerBarrierMax
        ? chosen
        : ways.find((w) => w.securities.length < spotLimits.securitiesPerBarrierMax)!;
    way.securities.push(security);
    return way;
  };
  const onWays = cards
    .filter((card) => isBarrierObstacle(card.obstacle))
    .sort((a, b) => Number(isVault(b.obstacle)) - Number(isVault(a.obstacle)));
  const placed = new Map<string, (typeof ways)[number]>();
  for (const card of onWays) {
    const obstacle = card.obstacle as Extract<Obstacle, { kind: 'security' | 'key' }>;
    const tag = obstacle.kind === 'key' ? 'lock' : obstacle.tag;
    const id = `sec-${card.slot.replaceAll(':', '-')}`;
    placed.set(card.slot, place(card, { id, tag, score: obstacle.score, bypassed: false }));
  }

  // Hazards from the deepest zone back.
  let hazards = 0;
  // Watchers: guards from the deepest zone back, cameras from the entrance on; a Secondary Job's in its room.
  let guardsPosted = 0;
  let camerasPosted = 0;
  const posts: GuardPost[] = [];
  const characters: Character[] = [];
  const taken = new Set(input.takenIds);
  const keys: { card: MappedCard; item: string; way: string }[] = [];
  const carriers: number[] = [];

  for (const card of cards) {
    const obstacle = card.obstacle;
    if (obstacle === null) continue;
    switch (obstacle.kind) {
      case 'security':
      case 'key': {
        const tag = obstacle.kind === 'key' ? 'lock' : obstacle.tag;
        const way = placed.get(card.slot)!;
        const words = `${tagWord(tag)} ${obstacle.score} on the way ${wayWords(way)}`;
        becomes.set(card.slot, words);
        if (obstacle.kind === 'key') keys.push({ card, item: obstacle.item, way: words });
        break;
      }
      case 'hazard': {
        const at = chain[d - 1 - hazards++]!;
        zones[zones.findIndex((z) => z.id === at.id)] = {
          ...zones.find((z) => z.id === at.id)!,
          hazardous: true,
        };
        becomes.set(card.slot, `the ${at.name} is Hazardous`);
        break;
      }
      case 'guard':
      case 'camera': {
        const at =
          card.group >= 0
            ? wings[card.group]!.room
            : obstacle.kind === 'guard'
              ? chain[d - 1 - (guardsPosted++ % d)]!
              : chain[camerasPosted++ % d]!;
        const name = obstacle.kind === 'camera' ? `${card.name} (camera)` : card.name;
        const id = freshId(`${input.spotId}-${slug(name)}`, taken);
        const sheet = blankCharacter(characterId(id), 'guard', name, input.settings);
        if (obstacle.kind === 'guard') carriers.push(characters.length);
        characters.push({
          ...sheet,
          notes: `From the ${card.skill ?? ''} card “${card.name}” of the generated job “${input.draw.job}” (${input.name}).`,
        });
        posts.push({
          guard: characterId(id),
          zone: at.id,
          aware: false,
          awarenessBonus: 0,
          awareness: obstacle.awareness,
          training: obstacle.training,
        });
        const what = obstacle.kind === 'camera' ? 'cameras' : `the guard ${name}`;
        becomes.set(
          card.slot,
          `${what} in the ${at.name} (Awareness ${obstacle.awareness}, Training ${obstacle.training})`,
        );
        break;
      }
      case 'hidden':
        break;
      case 'research':
        becomes.set(
          card.slot,
          `research difficulty ${obstacle.difficulty} before the job (a note on the Spot)`,
        );
        break;
    }
  }

  // Sleight: each key or code goes to a guard (not a camera), in turn; with none, the GM decides who holds it.
  for (const [i, key] of keys.entries()) {
    const index = carriers[i % Math.max(1, carriers.length)];
    const carrier = index === undefined ? undefined : characters[index]!;
    if (index !== undefined && carrier) {
      characters[index] = {
        ...carrier,
        gear: [...(carrier.gear ?? []), { name: key.item, note: `Opens the ${key.way}` }],
      };
    }
    const item = key.item.toLowerCase();
    const holder = carrier
      ? `${carrier.name} carries its ${item}`
      : `no guard to carry its ${item}: the GM decides who does`;
    becomes.set(key.card.slot, `${key.way}; ${holder}`);
  }

  // Loot: the Job's in the Strongroom, each Secondary Job's in its room.
  const deepest = chain[d - 1]!;
  const loot: Loot[] = [
    {
      id: 'loot-job',
      name: input.draw.job,
      zone: deepest.id,
      value: lootWorth(input.jobPoints, input.heistPointsPerResource),
    },
    ...wings.map((wing, i) => ({
      id: `loot-secondary-${i + 1}`,
      name: wing.room.name,
      zone: wing.room.id,
      value: lootWorth(input.secondaryPoints[i] ?? 0, input.heistPointsPerResource),
    })),
  ];
  for (const [i, item] of loot.entries()) {
    const slot = i === 0 ? 'job' : `secondary:${i - 1}`;
    const where = i === 0 ? `the ${deepest.name}` : `its own room off the ${wings[i - 1]!.parent.name}`;
    becomes.set(slot, `the loot “${item.name}”, worth ${resources(item.value)}, in ${where}`);
  }

  const generated: GeneratedCard[] = cards.map((card) => ({
    slot: card.slot,
    deck: card.deck,
    name: card.name,
    skill: card.skill,
    obstacle: card.obstacle,
    becomes: becomes.get(card.slot) ?? '',
  }));
  const spot: Spot = {
    id: input.spotId,
    name: input.name.trim(),
    edge: { name: 'Outside', x: 0, y: 0 },
    zones: Object.fromEntries(zones.map((z) => [z.id, z])),
    barriers: Object.fromEntries(
      ways.map((w): [string, Barrier] => [w.id, { id: w.id, ends: w.ends, securities: w.securities }]),
    ),
    guards: Object.fromEntries(posts.map((p) => [p.guard, p])),
    loot: Object.fromEntries(loot.map((l) => [l.id, l])),
    knowledge: noKnowledge,
    generated: {
      seed: input.seed,
      cards: generated,
      removed: input.removed,
      heistPointsPerResource: input.heistPointsPerResource,
    },
  };
  return { spot, guards: characters };
}

function isVault(obstacle: Obstacle | null): boolean {
  return obstacle?.kind === 'security' && obstacle.tag === 'vault';
}

function isBarrierObstacle(obstacle: Obstacle | null): boolean {
  return obstacle?.kind === 'security' || obstacle?.kind === 'key';
}

function chainName(index: number, length: number): string {
  if (index === length - 1) return 'Strongroom';
  if (index === 0) return 'Entrance';
  return chainNames[index - 1] ?? `Room ${index + 1}`;
}

function tagWord(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

function resources(value: number): string {
  return `${value} Resource${value === 1 ? '' : 's'}`;
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'guard'
  );
}

/** An id not yet taken: the base, else the base with -2, -3… */
function freshId(base: string, taken: Set<string>): CharacterId {
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return characterId(id);
}
