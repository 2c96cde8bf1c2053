import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Obstacle } from '../spot/index.ts';
import type { CardSkill, JobMapping, MappingRow } from './types.ts';

/**
 * The default mapping from the card game's Security cards (and Complications, by their skill) to City of Thieves
 * obstacles, each row with its reason. Scores come from the difficulty scale of COT-DICE-5: 9 (the default
 * difficulty), 12 (hard), 15 (very hard); a step is 3, one kept die in a score (COT-DICE-9, as COT-D-57 reasons).
 * The GM edits it in the generator; the rows used are kept with each generated Spot.
 */

const easy = 9;
const hard = 12;
const veryHard = 15;

const security = (tag: 'vault' | 'structure' | 'height' | 'lock', score: number): Obstacle => ({
  kind: 'security',
  tag,
  score,
});
const guard = (awareness: number, training: number): Obstacle => ({ kind: 'guard', awareness, training });
const camera = (awareness: number): Obstacle => ({ kind: 'camera', awareness, training: easy });
const key = (item: string): Obstacle => ({ kind: 'key', score: hard, item });
const row = (skill: CardSkill, card: string | null, obstacle: Obstacle, reason: string): MappingRow => ({
  skill,
  card,
  obstacle,
  reason,
});

export const defaultMapping: JobMapping = {
  heistPointsPerResource: 3,
  rows: [
    // Engineering: the building itself is the obstacle (COT-SPOT-6: Vault takes Safecracking, Structure Build).
    row(
      'Engineering',
      'Vault Doors',
      security('vault', veryHard),
      'A vault door is a Vault Security; the hardest.',
    ),
    row('Engineering', 'Safe', security('vault', hard), 'A safe is cracked with Safecracking: a Vault.'),
    row(
      'Engineering',
      'Thick Floors',
      security('structure', hard),
      'Going through a floor is Build or Athletics: Structure.',
    ),
    row(
      'Engineering',
      'Remove Roof',
      security('structure', hard),
      'Taking off a roof is building work: Structure.',
    ),
    row(
      'Engineering',
      'Impregnable Room',
      security('structure', veryHard),
      'A room built to keep people out: a very hard Structure.',
    ),
    row(
      'Engineering',
      'Exit Strategy',
      security('structure', easy),
      'A way out to be built: an easy Structure on the way.',
    ),
    row('Engineering', null, security('structure', hard), 'Any other Engineering card: a Structure.'),
    // Acrobat: climbing is Height; sensors one must move through are a Hazardous zone (COT-SPOT-4).
    row('Acrobat', 'Laser Sensors', { kind: 'hazard' }, 'A room of beams to slip through: a Hazardous zone.'),
    row(
      'Acrobat',
      'Floor Plates',
      { kind: 'hazard' },
      'A floor that must not be stepped on: a Hazardous zone.',
    ),
    row('Acrobat', 'Elevator Shaft', security('height', hard), 'A shaft to climb: Height.'),
    row('Acrobat', 'Narrow Ledge', security('height', hard), 'A ledge to edge along: Height.'),
    row(
      'Acrobat',
      'Air Conditioning Ducts',
      security('height', easy),
      'A duct to crawl through: an easy Height.',
    ),
    row('Acrobat', null, security('height', hard), 'Any other Acrobat card: Height.'),
    // Confidence: people to talk past are score-only guards (COT-CHAR-9, COT-GUARD-2).
    row(
      'Confidence',
      'Guards',
      guard(easy, easy),
      'Ordinary guards: Awareness and Training 9, the default difficulty.',
    ),
    row('Confidence', 'Security Detail', guard(easy, hard), 'Trained muscle: Training 12.'),
    row('Confidence', 'Police', guard(easy, hard), 'Police are trained: Training 12.'),
    row(
      'Confidence',
      'Vault Guard',
      guard(hard, hard),
      'Chosen to watch the vault: Awareness and Training 12.',
    ),
    row('Confidence', 'Night Watchman', guard(easy, easy), 'A watchman on his rounds: 9 and 9.'),
    row('Confidence', 'Receptionist', guard(easy, 6), 'Staff who see everyone but fight no one: Training 6.'),
    row('Confidence', 'Manager', guard(hard, 6), 'Knows every face of the staff: Awareness 12, Training 6.'),
    row('Confidence', 'Worker', guard(6, 6), 'Busy staff: Awareness and Training 6.'),
    row('Confidence', 'Owner', guard(hard, 6), 'Knows the place best: Awareness 12.'),
    row('Confidence', 'Boss', guard(veryHard, easy), 'The boss misses nothing: Awareness 15.'),
    row('Confidence', null, guard(easy, easy), 'Any other Confidence card: a guard with 9 and 9.'),
    // Info: what must be found out before the job (COT-SPOT-4 Hidden zones, COT-PREP research).
    row(
      'Info',
      'Underground',
      { kind: 'hidden', rating: veryHard },
      'A way under the Spot no plan shows: a Hidden zone (COT-D-53 rating 15).',
    ),
    row('Info', 'Secrets', { kind: 'hidden', rating: veryHard }, 'A room nobody talks about: a Hidden zone.'),
    row(
      'Info',
      'AI Security System',
      { kind: 'research', difficulty: veryHard },
      'The system’s habits must be studied: research difficulty 15.',
    ),
    row(
      'Info',
      'Rival Thief',
      { kind: 'research', difficulty: hard },
      'Learning the rival’s plan: research difficulty 12.',
    ),
    row(
      'Info',
      'Double Cross',
      { kind: 'research', difficulty: hard },
      'Finding out who will sell the crew out: research difficulty 12.',
    ),
    row('Info', null, { kind: 'research', difficulty: hard }, 'Any other Info card: research difficulty 12.'),
    // Sleight: a Lock whose key or code is on a guard, to palm (COT-SPOT-8) or pick (COT-SPOT-6).
    row('Sleight', 'Acquire Key', key('Key'), 'A locked door whose key a guard carries.'),
    row('Sleight', 'Acquire Codes', key('Door codes'), 'A keypad whose codes a guard carries.'),
    row('Sleight', 'Steal Swipe Card', key('Swipe card'), 'A card reader whose card a guard carries.'),
    row(
      'Sleight',
      'Plant Fakes',
      key('Display-case key'),
      'The loot’s case, opened unseen to leave the fakes.',
    ),
    row(
      'Sleight',
      'Make Switch',
      key('Display-case key'),
      'The loot’s case, opened unseen to make the switch.',
    ),
    row('Sleight', null, key('Key'), 'Any other Sleight card: a Lock whose key a guard carries.'),
    // Tech: watchers. Cameras give their zone an Awareness as a guard would (COT-GUARD-3); scanners bar a door.
    row('Tech', 'Security Cameras', camera(easy), 'Cameras watch a zone: Awareness 9.'),
    row('Tech', 'Surveillance Video', camera(easy), 'Recorded cameras: Awareness 9.'),
    row('Tech', 'High Tech Security', camera(hard), 'A modern system: Awareness 12.'),
    row('Tech', 'Lie Detection Software', camera(hard), 'Watches the staff and visitors: Awareness 12.'),
    row(
      'Tech',
      'Voice Recognition System',
      security('lock', hard),
      'A voice lock bars a door: a Lock (Lockpicking spoofs it).',
    ),
    row('Tech', 'Retinal Scan', security('lock', veryHard), 'An eye scanner bars a door: a Lock 15.'),
    row(
      'Tech',
      'Thumbprint Identification',
      security('lock', hard),
      'A thumbprint reader bars a door: a Lock.',
    ),
    row('Tech', null, camera(easy), 'Any other Tech card: cameras, Awareness 9.'),
  ],
};

/** The row for a card: its own (skill and name), else the row for every other card of its skill; null: none. */
export function rowFor(mapping: JobMapping, skill: CardSkill, card: string): MappingRow | null {
  return (
    mapping.rows.find((r) => r.skill === skill && r.card === card) ??
    mapping.rows.find((r) => r.skill === skill && r.card === null) ??
    null
  );
}

/** A mapping that leaves a card without an obstacle, or holds two rows for one card, is refused. */
export function mappingProblem(
  mapping: JobMapping,
  cards: readonly { name: string; skill: CardSkill }[],
): Rejection | null {
  const seen = new Set<string>();
  for (const r of mapping.rows) {
    const key = `${r.skill}:${r.card ?? ''}`;
    if (seen.has(key)) {
      const which = r.card ?? `every other ${r.skill} card`;
      return reject('jobgen/mapping-twice', `The mapping has two rows for ${which}: keep one`, {
        card: r.card,
      });
    }
    seen.add(key);
  }
  const hole = cards.find((card) => rowFor(mapping, card.skill, card.name) === null);
  if (hole) {
    return reject(
      'jobgen/mapping-hole',
      `The mapping gives the ${hole.skill} card “${hole.name}” no obstacle: add a row for it or for every other ${hole.skill} card`,
      { card: hole.name, skill: hole.skill },
    );
  }
  return null;
}

/** An obstacle in the GM's words: "Vault 15", "a guard (Awareness 12, Training 9)". */
export function obstacleWords(obstacle: Obstacle): string {
  switch (obstacle.kind) {
    case 'security':
      return `${obstacle.tag.charAt(0).toUpperCase()}${obstacle.tag.slice(1)} ${obstacle.score}`;
    case 'key':
      return `Lock ${obstacle.score}, its ${obstacle.item.toLowerCase()} on a guard`;
    case 'hazard':
      return 'a Hazardous zone';
    case 'guard':
      return `a guard (Awareness ${obstacle.awareness}, Training ${obstacle.training})`;
    case 'camera':
      return `cameras (Awareness ${obstacle.awareness})`;
    case 'hidden':
      return `a Hidden zone (rating ${obstacle.rating})`;
    case 'research':
      return `research difficulty ${obstacle.difficulty}`;
  }
}
