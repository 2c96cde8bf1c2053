import { describe, expect, it } from 'vitest';
import {
  addRow,
  addSecondary,
  chooseObstacle,
  defaultMapping,
  drawJob,
  drawOfGenerated,
  generateJob,
  heistCardGame,
  jobgenForm,
  mappingOfGenerated,
  obstacleNumbers,
  removeRow,
  setHeistPointsPerResource,
  setObstacleNumber,
} from '../../../../../core/cot/jobgen/index.ts';
import type { JobDraw } from '../../../../../core/cot/jobgen/index.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { isRejection } from '../../../../../core/shared/result.ts';
import { deepFreeze } from '../../campaign/support.ts';

const draw = deepFreeze(drawJob('K7Q2M9XD', heistCardGame) as JobDraw);
const mapping = deepFreeze(defaultMapping);

describe('jobgenForm', () => {
  it('lists the Job and each Security card with what it becomes on the Spot the command would build', () => {
    const form = jobgenForm(draw, mapping, [], defaultSettings);
    expect(form.job).toEqual({ name: 'Ocean Liner', security: 12, heistPoints: 12 });
    expect(form.cards).toHaveLength(13);
    expect(form.cards[0]).toMatchObject({ kind: 'Job', numbers: 'Security 12 · Heist 12', removable: false });
    const vault = form.cards.find((c) => c.name === 'Vault Doors')!;
    expect(vault).toMatchObject({ skill: 'Engineering', obstacle: 'Vault 15' });
    expect(vault.becomes).toBe('Vault 15 on the way Lobby–Strongroom');
    expect(form.problem).toBeNull();
    expect(form.left.security).toBe(38 - 12);
  });

  it('says why the job would be refused when the mapping leaves a card without an obstacle', () => {
    const holed = { ...mapping, rows: mapping.rows.filter((r) => r.skill !== 'Engineering') };
    const form = jobgenForm(draw, holed, [], defaultSettings);
    expect(form.problem).toMatch(/Engineering card “Safe” no obstacle/);
    expect(form.cards.find((c) => c.name === 'Safe')?.obstacle).toBe('no obstacle');
  });

  it('offers only the Complications and Secondary Jobs still in the decks and not in the job', () => {
    const withRevenge = addSecondary(draw, heistCardGame, 'Revenge Job') as JobDraw;
    const form = jobgenForm(withRevenge, mapping, ['heist:Challenge'], defaultSettings);
    expect(form.secondaryJobs).not.toContain('Revenge Job');
    expect(form.secondaryJobs).not.toContain('Challenge');
    expect(form.cards.find((c) => c.kind === 'Secondary Job')).toMatchObject({ removable: true });
  });
});

describe('editing the mapping', () => {
  it('changes a row’s obstacle to another option with its starting numbers, and its numbers within limits', () => {
    const index = mapping.rows.findIndex((r) => r.card === 'Boss');
    const camera = chooseObstacle(mapping, index, 'camera');
    expect(camera.rows[index]!.obstacle).toEqual({ kind: 'camera', awareness: 9, training: 9 });
    const raised = setObstacleNumber(camera, index, 'awareness', 500);
    expect(raised.rows[index]!.obstacle).toMatchObject({ awareness: 99 });
    expect(obstacleNumbers(raised.rows[index]!.obstacle).map((n) => n.field)).toEqual([
      'awareness',
      'training',
    ]);
    expect(mapping.rows[index]!.obstacle).toMatchObject({ kind: 'guard', awareness: 15 });
  });

  it('takes a row out and adds one back, never two for one card', () => {
    const index = mapping.rows.findIndex((r) => r.card === 'Safe');
    const without = removeRow(mapping, index);
    expect(without.rows).toHaveLength(mapping.rows.length - 1);
    const back = addRow(without, 'Engineering', 'Safe');
    expect(back.rows.at(-1)).toMatchObject({ skill: 'Engineering', card: 'Safe' });
    expect(addRow(back, 'Engineering', 'Safe')).toBe(back);
    expect(setHeistPointsPerResource(mapping, 0).heistPointsPerResource).toBe(1);
  });

  it('a GM’s row changes what a card becomes on the Spot', () => {
    const index = mapping.rows.findIndex((r) => r.card === 'Vault Doors');
    const softer = setObstacleNumber(mapping, index, 'score', 18);
    const form = jobgenForm(draw, softer, [], defaultSettings);
    expect(form.cards.find((c) => c.name === 'Vault Doors')?.becomes).toBe(
      'Vault 18 on the way Lobby–Strongroom',
    );
  });
});

describe('a generated Spot opened in the generator again', () => {
  it('gives back the draw and a mapping that builds the same Spot', () => {
    const job = addSecondary(draw, heistCardGame, 'Steal Jewels') as JobDraw;
    const index = mapping.rows.findIndex((r) => r.card === 'Safe');
    const tuned = setObstacleNumber(mapping, index, 'score', 20);
    const context = { spots: {}, characterIds: new Set<string>(), settings: defaultSettings };
    const command = {
      type: 'job/generate' as const,
      spotId: 'a',
      name: 'A',
      draw: job,
      mapping: tuned,
      removed: [],
    };
    const first = generateJob(context, command);
    if (isRejection(first)) throw new Error(first.message);
    const generated = first.spot.generated!;
    expect(drawOfGenerated(generated)).toEqual(job);
    const again = generateJob(context, {
      ...command,
      draw: drawOfGenerated(generated),
      mapping: mappingOfGenerated(generated),
    });
    if (isRejection(again)) throw new Error(again.message);
    expect(again.spot).toEqual(first.spot);
  });
});
