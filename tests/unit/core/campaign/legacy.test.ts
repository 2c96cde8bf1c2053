import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  apply,
  chase,
  decide,
  gearOf,
  heist,
  knownScene,
  parseCampaignFile,
  rollsIn,
  upcastEntry,
  warfare,
} from '../../../../core/index.ts';
import type { CampaignState } from '../../../../core/index.ts';

/**
 * Files written before scenes were played by registered engines (Heistbox 0.1–0.3.0) read as they did: the
 * same sheets, crew, clock, Bolsters and rolls, and every open fight, chase and Heist with the same state — as its
 * rules read it today: each participant's condition from their sheet, its only home (COT-CHAR-6), where the old
 * scene kept a copy.
 */

const fixture = (path: string) => new URL(`../../../fixtures/${path}`, import.meta.url);
const read = (path: string) =>
  path.endsWith('.json')
    ? readFileSync(fixture(path), 'utf8')
    : gunzipSync(readFileSync(fixture(path))).toString('utf8');

interface Expected {
  readonly characters: CampaignState['characters'];
  readonly crew: CampaignState['crew'];
  readonly session: number;
  readonly clockNow: number;
  readonly bolsters: CampaignState['bolsters'];
  readonly rolls: number;
  readonly scenes: readonly { readonly id: string; readonly ended: string | null }[];
  readonly openScenes?: readonly Record<string, unknown>[];
}

describe.each([
  ['v1/long-con.heistbox.json', 'v1/long-con.expected.json'],
  ['v2/mid-chase.heistbox', 'v2/mid-chase.expected.json'],
  ['v2/mid-fight.heistbox', 'v2/mid-fight.expected.json'],
])('%s, written by an older Heistbox', (file, expectedFile) => {
  const parsed = parseCampaignFile(read(file));
  const expected = JSON.parse(read(expectedFile)) as Expected;
  if (!parsed.ok) throw new Error(`${parsed.message} (${parsed.path})`);
  const state = parsed.state;

  it('reads to the same sheets, crew, session, clock, Bolsters and roll log', () => {
    expect(state.characters).toEqual(expected.characters);
    expect(state.crew).toEqual(expected.crew);
    expect(state.session).toBe(expected.session);
    expect(state.clock.now).toBe(expected.clockNow);
    expect(state.bolsters).toEqual(expected.bolsters);
    expect(rollsIn(parsed.log)).toHaveLength(expected.rolls);
  });

  it('reads sheets stored without a gear list as holding no other gear, which an edit then adds (COT-FORE-7)', () => {
    const characters = Object.values(state.characters);
    expect(characters.length).toBeGreaterThan(0);
    for (const character of characters) expect(gearOf(character)).toEqual([]);
    const first = characters[0]!;
    const rope = { name: 'Rope', note: '50 ft' };
    const decision = decide(
      state,
      { type: 'character/update', id: first.id, changes: { gear: [rope] } },
      {
        roll: () => 1,
      },
    );
    expect(
      decision.ok ? gearOf(decision.events.reduce(apply, state).characters[first.id]!) : decision,
    ).toEqual([rope]);
  });

  it('keeps every scene, each with the engine of its old kind and how it ended', () => {
    for (const scene of expected.scenes) {
      expect(knownScene(state, scene.id)?.ended ?? null).toBe(scene.ended);
    }
  });

  it('an open fight, chase or Heist has the state and initiative it had', () => {
    for (const old of expected.openScenes ?? []) {
      const now = state.scenes[old.id as keyof typeof state.scenes]!;
      expect(now.turns.initiative).toEqual(old.initiative);
      if (old.warfare) {
        if (now.engine !== 'warfare' || !now.state) throw new Error(`${now.name} is no fight`);
        expect(warfare.fightIn(state, now.state)).toEqual({ ...old.warfare, chases: [] }); // 0.4: the chases a Leave called for
      }
      if (old.chase) {
        if (now.engine !== 'chase' || !now.state) throw new Error(`${now.name} is no chase`);
        expect(chase.chaseIn(state, now.state)).toEqual(old.chase);
      }
      if (old.drop) {
        if (now.engine !== 'heist' || !now.state) throw new Error(`${now.name} is no Heist`);
        // Where the old Heist's copy had gone stale (in mid-fight, Ruth died in the fight that broke out and the
        // Heist still said Unhurt), it reads her sheet now, as the file's sheets say: Dead.
        const drop = old.drop as { readonly characters: readonly { readonly id: string }[] };
        const sheets = expected.characters as Record<string, { readonly condition: unknown }>;
        expect(heist.heistIn(state, now.state).drop).toEqual({
          ...drop,
          characters: drop.characters.map((c) => ({ ...c, condition: sheets[c.id]!.condition })),
        });
      }
    }
  });

  it('keeps no condition in a scene: the sheets hold them (COT-CHAR-6)', () => {
    for (const scene of Object.values(state.scenes)) {
      expect(JSON.stringify(scene.state ?? null)).not.toContain('"condition"');
    }
  });
});

describe('upcastEntry', () => {
  it('renames the old scene commands and leaves today’s entries and unknown shapes as they are', () => {
    const today = { seq: 2, at: 1, command: 'scene/act', events: [{ type: 'dice/rolled' }], undone: false };
    expect(upcastEntry(today)).toEqual(today);
    expect(upcastEntry('nonsense')).toBe('nonsense');
    expect(upcastEntry({ ...today, command: 'scene/start-warfare' })).toMatchObject({
      command: 'scene/start-child',
    });
    expect(
      upcastEntry({
        ...today,
        command: 'scene/drop',
        events: [
          {
            type: 'scene/changed',
            sceneId: 's',
            module: 'drop',
            event: { type: 'drop/heat-raised', amount: 1 },
          },
        ],
      }),
    ).toEqual({
      ...today,
      command: 'scene/act',
      events: [
        {
          type: 'scene/changed',
          sceneId: 's',
          module: 'heist',
          event: { type: 'heist/drop', event: { type: 'drop/heat-raised', amount: 1 } },
        },
      ],
    });
  });
});
