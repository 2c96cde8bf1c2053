import { spotLimits } from '../spot/index.ts';
import type { Obstacle } from '../spot/index.ts';
import type { CardSkill, JobMapping, MappingRow } from './types.ts';

/**
 * Editing the mapping in the generator: the obstacles a row may choose (each with its starting numbers), the
 * numbers a chosen obstacle has (with their limits) and the edits themselves. The panel offers these and nothing
 * else; `job/generate` refuses a mapping that leaves a drawn card without a row.
 */

export interface ObstacleOption {
  readonly key: string;
  readonly label: string;
  readonly obstacle: Obstacle;
}

export const obstacleOptions: readonly ObstacleOption[] = [
  { key: 'vault', label: 'Vault on a way', obstacle: { kind: 'security', tag: 'vault', score: 12 } },
  {
    key: 'structure',
    label: 'Structure on a way',
    obstacle: { kind: 'security', tag: 'structure', score: 12 },
  },
  { key: 'height', label: 'Height on a way', obstacle: { kind: 'security', tag: 'height', score: 12 } },
  { key: 'lock', label: 'Lock on a way', obstacle: { kind: 'security', tag: 'lock', score: 12 } },
  { key: 'key', label: 'Lock, its key on a guard', obstacle: { kind: 'key', score: 12, item: 'Key' } },
  { key: 'hazard', label: 'Hazardous zone', obstacle: { kind: 'hazard' } },
  { key: 'guard', label: 'Guard', obstacle: { kind: 'guard', awareness: 9, training: 9 } },
  { key: 'camera', label: 'Cameras', obstacle: { kind: 'camera', awareness: 9, training: 9 } },
  { key: 'hidden', label: 'Hidden zone', obstacle: { kind: 'hidden', rating: 15 } },
  { key: 'research', label: 'Research difficulty', obstacle: { kind: 'research', difficulty: 12 } },
];

/** The option an obstacle is. */
export function obstacleKey(obstacle: Obstacle): string {
  return obstacle.kind === 'security' ? obstacle.tag : obstacle.kind;
}

/** A number of an obstacle the GM may change, with its limits. */
export interface ObstacleNumber {
  readonly field: 'score' | 'awareness' | 'training' | 'rating' | 'difficulty';
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
}

/** The numbers of an obstacle: a Security Score, a guard's Awareness and Training, a rating, a difficulty. */
export function obstacleNumbers(obstacle: Obstacle): readonly ObstacleNumber[] {
  const score = { min: spotLimits.scoreMin, max: spotLimits.scoreMax };
  const guard = { min: 0, max: spotLimits.guardScoreMax };
  switch (obstacle.kind) {
    case 'security':
    case 'key':
      return [{ field: 'score', label: 'Score', value: obstacle.score, ...score }];
    case 'hazard':
      return [];
    case 'guard':
    case 'camera':
      return [
        { field: 'awareness', label: 'Awareness', value: obstacle.awareness, ...guard },
        { field: 'training', label: 'Training', value: obstacle.training, ...guard },
      ];
    case 'hidden':
      return [{ field: 'rating', label: 'Rating', value: obstacle.rating, ...score }];
    case 'research':
      return [{ field: 'difficulty', label: 'Difficulty', value: obstacle.difficulty, ...score }];
  }
}

/** The mapping with a row's obstacle changed to another option (its starting numbers). */
export function chooseObstacle(mapping: JobMapping, index: number, key: string): JobMapping {
  const option = obstacleOptions.find((o) => o.key === key);
  if (!option) throw new RangeError(`No obstacle option “${key}”`);
  return withRow(mapping, index, (row) => ({ ...row, obstacle: option.obstacle }));
}

/** The mapping with one number of a row's obstacle set, kept within its limits; a non-number changes nothing. */
export function setObstacleNumber(
  mapping: JobMapping,
  index: number,
  field: ObstacleNumber['field'],
  value: number,
): JobMapping {
  return withRow(mapping, index, (row) => {
    const number = obstacleNumbers(row.obstacle).find((n) => n.field === field);
    if (!number || !Number.isFinite(value)) return row;
    const fitted = Math.min(number.max, Math.max(number.min, Math.round(value)));
    return { ...row, obstacle: { ...row.obstacle, [field]: fitted } as Obstacle };
  });
}

/** The mapping without a row. */
export function removeRow(mapping: JobMapping, index: number): JobMapping {
  return { ...mapping, rows: mapping.rows.filter((_, i) => i !== index) };
}

/** The mapping with a row for a card (or every other card of a skill) added, when it has none yet. */
export function addRow(mapping: JobMapping, skill: CardSkill, card: string | null): JobMapping {
  if (mapping.rows.some((r) => r.skill === skill && r.card === card)) return mapping;
  const row: MappingRow = { skill, card, obstacle: obstacleOptions[0]!.obstacle, reason: 'Set by the GM.' };
  return { ...mapping, rows: [...mapping.rows, row] };
}

/** The bounds of Heist points per Resource of loot. */
export const heistPointsPerResourceLimits = { min: 1, max: 1000 } as const;

/** Heist points per Resource of loot, a whole number within its limits. */
export function setHeistPointsPerResource(mapping: JobMapping, value: number): JobMapping {
  if (!Number.isFinite(value)) return mapping;
  const { min, max } = heistPointsPerResourceLimits;
  return { ...mapping, heistPointsPerResource: Math.min(max, Math.max(min, Math.round(value))) };
}

function withRow(mapping: JobMapping, index: number, change: (row: MappingRow) => MappingRow): JobMapping {
  const rows = mapping.rows.map((row, i) => (i === index ? change(row) : row));
  return { ...mapping, rows };
}
