import { describe, expect, it } from 'vitest';
import { describeEntry } from '../../../../core/campaign/describe.ts';
import { strayEvent } from '../../../../core/campaign/command-events.ts';
import { execute, redo, replay, undo } from '../../../../core/campaign/log.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/campaign/types.ts';
import { defaultMapping, drawJob, heistCardGame } from '../../../../core/cot/jobgen/index.ts';
import type { GenerateJob, JobDraw } from '../../../../core/cot/jobgen/index.ts';
import { campaignFileText, parseCampaignFile } from '../../../../core/campaign/file.ts';
import { deepFreeze, fixedDice, play } from './support.ts';

/** `job/generate` (issue 19): the heist generator's job as one entry of the campaign's log. */

const draw = drawJob('K7Q2M9XD', heistCardGame) as JobDraw;

function generate(fields: Partial<GenerateJob> = {}): CampaignCommand {
  return deepFreeze({
    type: 'job/generate',
    spotId: 'liner',
    name: 'The Ocean Liner',
    draw,
    mapping: defaultMapping,
    removed: [],
    ...fields,
  });
}

function campaign(): readonly LogEntry[] {
  return deepFreeze(play([{ type: 'campaign/create', name: 'Jobs' }]));
}

function run(entries: readonly LogEntry[], command: CampaignCommand): readonly LogEntry[] {
  const result = execute(entries, command, fixedDice(), 5_000);
  if (!result.ok) throw new Error(result.message);
  return result.entries;
}

describe('job/generate', () => {
  it('adds the Spot and its score-only guards in one entry, named by its Job for Undo', () => {
    const entries = run(campaign(), generate());
    expect(entries).toHaveLength(2);
    const entry = entries[1]!;
    expect(entry.command).toBe('job/generate');
    expect(strayEvent(entry.command, entry.events)).toBeNull();
    const state = replay(entries);
    const spot = state.spots['liner']!;
    expect(spot.generated?.seed).toBe('K7Q2M9XD');
    expect(spot.generated?.cards[0]).toMatchObject({ slot: 'job', name: 'Ocean Liner' });
    for (const post of Object.values(spot.guards)) expect(state.characters[post.guard]?.kind).toBe('guard');
    expect(describeEntry(state, entry)).toBe('generate the job “Ocean Liner” as the Spot “The Ocean Liner”');
  });

  it('is undone and redone as one step, and the replay equals the state step by step', () => {
    const before = campaign();
    const after = run(before, generate());
    const undone = undo(after);
    expect(replay(undone)).toEqual(replay(before));
    expect(replay(redo(undone))).toEqual(replay(after));
  });

  it('gives its guards ids no other character has, when generated twice', () => {
    const twice = run(run(campaign(), generate()), generate({ spotId: 'liner-2', name: 'Again' }));
    const state = replay(twice);
    const guards = Object.values(state.spots).flatMap((s) => Object.keys(s.guards));
    expect(new Set(guards).size).toBe(guards.length);
    expect(Object.keys(state.characters)).toHaveLength(guards.length);
  });

  it.each([
    [
      'a seed that is not a seed',
      generate({ spotId: 'other', draw: { ...draw, seed: 'NOT A SEED' } }),
      'jobgen/not-a-seed',
    ],
    [
      'a card from a deck the GM emptied',
      generate({
        spotId: 'other',
        removed: heistCardGame.security.map((c) => `security:${c.name}`),
      }),
      'jobgen/unknown-card',
    ],
    [
      'a mapping with a hole',
      generate({
        spotId: 'other',
        mapping: { ...defaultMapping, rows: defaultMapping.rows.filter((r) => r.skill !== 'Tech') },
      }),
      'jobgen/mapping-hole',
    ],
    ['a Spot id taken', generate({ spotId: 'liner' }), 'spot/duplicate-id'],
  ])('refuses %s and stores nothing', (_what, command, code) => {
    const entries = run(campaign(), generate());
    const result = execute(entries, command, fixedDice(), 6_000);
    expect(result).toMatchObject({ ok: false, code });
    expect(replay(entries).spots['liner']?.name).toBe('The Ocean Liner');
  });

  it('refuses a malformed command by its schema, naming the field', () => {
    const result = execute(
      campaign(),
      { ...generate(), draw: { ...draw, security: 'Safe' } } as never,
      fixedDice(),
      1,
    );
    expect(result).toMatchObject({ ok: false, code: 'command/invalid' });
    expect((result as { message: string }).message).toMatch(/draw\.security/);
  });

  it('exports and imports back with its generation', () => {
    const entries = run(campaign(), generate());
    const parsed = parseCampaignFile(campaignFileText('Jobs', 10, entries, 20));
    expect(parsed).toMatchObject({ ok: true });
    expect(parsed).toMatchObject({ log: entries, state: replay(entries) });
  });
});
