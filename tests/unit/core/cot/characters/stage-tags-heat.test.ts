import { describe, expect, it } from 'vitest';
import { heatAfterQuietDays } from '../../../../../core/cot/characters/heat.ts';
import {
  playingStages,
  rollStageRuling,
  stageTagRuling,
} from '../../../../../core/cot/characters/stage-tags.ts';
import type { StagedScene } from '../../../../../core/cot/characters/stage-tags.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';

describe('stageTagRuling (COT-CHAR-4, COT-D-10 enforce_stage_tags)', () => {
  it('TV-COT-CHAR-4-a: Lookout roll during Prep (stakeout) -> allowed; with `warn` the UI shows a note', () => {
    expect(stageTagRuling('lookout', 'prep', defaultSettings)).toEqual({
      kind: 'note',
      message: 'Lookout is a Heist skill, used here in a Prep stage',
    });
  });

  it('lets a skill in its own stage pass without a word, whatever the setting', () => {
    for (const enforceStageTags of ['warn', 'off', 'block'] as const) {
      expect(stageTagRuling('lookout', 'heist', { enforceStageTags })).toEqual({ kind: 'fits' });
    }
  });

  it('says nothing under `off` and refuses under `block`', () => {
    expect(stageTagRuling('lookout', 'prep', { enforceStageTags: 'off' })).toEqual({ kind: 'fits' });
    expect(stageTagRuling('lookout', 'prep', { enforceStageTags: 'block' })).toEqual({
      kind: 'refused',
      message: 'Lookout is a Heist skill, used here in a Prep stage: this table keeps skills to their stages',
    });
  });
});

describe('playingStages and rollStageRuling (COT-CHAR-4, COT-D-10)', () => {
  const vex = 'vex' as CharacterId;
  const scene = (id: string, stage: StagedScene['stage'], parent: string | null = null): StagedScene => ({
    id,
    stage,
    parent,
    participants: [{ characterId: vex }],
    ended: null,
  });

  it('plays the stages of the innermost running scenes the character is in', () => {
    expect(playingStages([], vex)).toEqual([]);
    expect(playingStages([scene('h', 'heist'), scene('f', 'action', 'h')], vex)).toEqual(['action']);
    expect(playingStages([scene('p', 'prep'), scene('c', 'social')], vex)).toEqual(['prep', 'social']);
    expect(playingStages([{ ...scene('p', 'prep'), ended: 'done' }], vex)).toEqual([]);
    expect(playingStages([{ ...scene('p', 'prep'), participants: [] }], vex)).toEqual([]);
  });

  it('lets a skill through when it suits any stage played, or when no stage is played', () => {
    const block = { enforceStageTags: 'block' } as const;
    expect(rollStageRuling('lookout', [], block)).toEqual({ kind: 'fits' });
    expect(rollStageRuling('lookout', ['prep', 'heist'], block)).toEqual({ kind: 'fits' });
    expect(rollStageRuling('lookout', ['prep', 'social'], block)).toEqual(
      stageTagRuling('lookout', 'prep', block),
    );
  });
});

describe('heatAfterQuietDays (COT-D-15 heat_decay_days)', () => {
  it('never cools Heat under the default', () => {
    expect(heatAfterQuietDays(4, 0, 365, defaultSettings)).toBe(4);
  });

  it('takes 1 Heat per full N quiet days, counted across steps, never below 0', () => {
    const every7 = { heatDecayDays: 7 };
    expect(heatAfterQuietDays(4, 0, 6, every7)).toBe(4);
    expect(heatAfterQuietDays(4, 0, 14, every7)).toBe(2);
    expect(heatAfterQuietDays(heatAfterQuietDays(4, 0, 5, every7), 5, 9, every7)).toBe(3);
    expect(heatAfterQuietDays(1, 0, 70, every7)).toBe(0);
  });

  it('refuses counts that are not whole numbers ≥ 0, or that run backwards', () => {
    expect(() => heatAfterQuietDays(-1, 0, 1, defaultSettings)).toThrow(RangeError);
    expect(() => heatAfterQuietDays(1, 0.5, 1, defaultSettings)).toThrow(RangeError);
    expect(() => heatAfterQuietDays(1, 3, 2, defaultSettings)).toThrow(RangeError);
  });
});
