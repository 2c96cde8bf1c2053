import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  characterId,
  decide,
  apply,
  parsePlayerView,
  playerViews,
  playersOf,
  rollId,
  seededDice,
} from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  Character,
  LogEntry,
  RollRecord,
  Scene,
  Spot,
} from '../../../../core/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';

/**
 * The three invariants of the players' screen (issue 21), over simulated campaigns (Heists on a Spot, Drops, Gang
 * Warfare, chases, dice-tray rolls) with random GM choices of what to show:
 * (1) a change that touches only GM-only data changes nothing in any projection;
 * (2) no string planted in a GM-only field appears anywhere in what the players receive;
 * (3) every projection passes the view's schema.
 */

const engines = new Map<string, number>();
afterAll(() => {
  // A property run that met no Heist or fight would have checked little: the simulated campaigns must reach them.
  expect(engines.get('heist') ?? 0).toBeGreaterThan(0);
  expect(engines.get('warfare') ?? 0).toBeGreaterThan(0);
});

const rolling = (entry: LogEntry) => entry.events.some((event) => event.type === 'dice/rolled');

/** A campaign part way, its latest roll entries, and some of the GM's choices of what the players see. */
const campaign = fc
  .record({
    seed: fc.integer({ min: 1, max: 400 }),
    length: fc.integer({ min: 40, max: 260 }),
    choices: fc.array(fc.nat(), { maxLength: 8 }),
  })
  .map(({ seed, length, choices }) => {
    const { entries, state } = simulateCampaign({ entries: length, seed });
    return { state: choose(state, choices), rolls: entries.filter(rolling).slice(-12) };
  });

/** The GM's show/hide commands picked by `choices`, those decide accepts applied. */
function choose(start: CampaignState, choices: readonly number[]): CampaignState {
  let state = start;
  for (const choice of choices) {
    const options = commandsFor(state);
    const command = options[choice % Math.max(1, options.length)];
    if (!command) continue;
    const decision = decide(state, command, seededDice('players'));
    if (decision.ok) state = decision.events.reduce<CampaignState>((s, e) => apply(s, e), state);
  }
  return state;
}

function commandsFor(state: CampaignState): CampaignCommand[] {
  const commands: CampaignCommand[] = [];
  for (const scene of Object.values(state.scenes)) {
    commands.push({ type: 'players/show-scene', sceneId: scene.id, shown: false });
    if (scene.engine === 'heist' && scene.state !== null) {
      const spotId = scene.state.spot.id;
      for (const person of scene.state.drop.characters)
        commands.push({
          type: 'players/reveal',
          target: { kind: 'guard', spotId, id: person.id },
          shown: true,
        });
      for (const zone of Object.keys(scene.state.spot.zones))
        commands.push({ type: 'players/reveal', target: { kind: 'zone', spotId, id: zone }, shown: true });
    }
  }
  for (const character of Object.values(state.characters)) {
    commands.push({ type: 'players/show-character', characterId: character.id, look: 'named' });
    commands.push({ type: 'players/show-character', characterId: character.id, look: 'presented' });
    commands.push({ type: 'players/show-character', characterId: character.id, look: 'hidden' });
  }
  commands.push({ type: 'settings/change', changes: { playerOpponents: 'named' } });
  commands.push({ type: 'settings/change', changes: { playerSheets: 'own', playerCover: 'number' } });
  return commands;
}

/**
 * The campaign with every GM-only field rewritten to `token`-strings (and GM-only numbers moved): non-crew
 * characters' names and true identities (unless the GM revealed who they are), every sheet's notes, the names of
 * zones the crew does not know and of loot nobody revealed, Security Scores, guards' Awareness and Training and
 * whether they are Aware, fighters' and runners' names and pools.
 */
function plant(state: CampaignState, token: string): CampaignState {
  const players = playersOf(state);
  let n = 0;
  const secret = () => `${token}${++n}`;
  const named = (id: string) => players.characters[id] === 'named';
  const characters = Object.fromEntries(
    Object.entries(state.characters).map(([id, c]): [string, Character] => [
      id,
      c.kind === 'crew'
        ? { ...c, notes: secret() }
        : {
            ...c,
            notes: secret(),
            mysticismTradition: secret(),
            name: named(id) ? c.name : secret(),
            trueIdentity: named(id) ? c.trueIdentity : secret(),
          },
    ]),
  );
  const spot = (s: Spot, carried: ReadonlySet<string> = new Set()): Spot => {
    const revealed = new Set<string>(players.spots[s.id]?.loot ?? []);
    return {
      ...s,
      zones: Object.fromEntries(
        Object.entries(s.zones).map(([id, z]) => [
          id,
          Object.hasOwn(s.knowledge.zones, id) ? z : { ...z, name: secret() },
        ]),
      ),
      barriers: Object.fromEntries(
        Object.entries(s.barriers).map(([id, b]) => [
          id,
          { ...b, securities: b.securities.map((sec) => ({ ...sec, score: sec.score + 5 })) },
        ]),
      ),
      loot: Object.fromEntries(
        Object.entries(s.loot).map(([id, l]) => [
          id,
          revealed.has(id) || carried.has(id) ? l : { ...l, name: secret(), value: l.value + 1 },
        ]),
      ),
      guards: Object.fromEntries(
        Object.entries(s.guards).map(([id, g]) => [
          id,
          { ...g, aware: !g.aware, awarenessBonus: g.awarenessBonus + 2, awareness: 17, training: 13 },
        ]),
      ),
    };
  };
  const crew = (id: string) => state.characters[characterId(id)]?.kind === 'crew';
  const scenes = Object.fromEntries(
    Object.entries(state.scenes).map(([id, scene]): [string, Scene] => {
      const turns = scene.turns.initiative
        ? {
            ...scene.turns,
            initiative: {
              ...scene.turns.initiative,
              participants: scene.turns.initiative.participants.map((p) =>
                crew(p.characterId) ? p : { ...p, name: secret() },
              ),
            },
          }
        : scene.turns;
      if (scene.state === null) return [id, { ...scene, turns }];
      switch (scene.engine) {
        case 'heist': {
          const heist = scene.state;
          return [
            id,
            {
              ...scene,
              turns,
              state: {
                ...heist,
                spot: spot(heist.spot, new Set(Object.keys(heist.carried))),
                drop: {
                  ...heist.drop,
                  characters: heist.drop.characters.map((c) =>
                    crew(c.id)
                      ? c
                      : {
                          ...c,
                          name: named(c.id) ? c.name : secret(),
                          aware: !c.aware,
                          training: c.training + 4,
                          awarenessBonus: c.awarenessBonus + 1,
                        },
                  ),
                },
              },
            },
          ];
        }
        case 'warfare':
          return [
            id,
            {
              ...scene,
              turns,
              state: {
                ...scene.state,
                fighters: scene.state.fighters.map((f) => (crew(f.id) ? f : { ...f, name: secret() })),
              },
            },
          ];
        case 'chase':
          return [
            id,
            {
              ...scene,
              turns,
              state: {
                ...scene.state,
                participants: scene.state.participants.map((p) =>
                  crew(p.id) ? p : { ...p, name: secret() },
                ),
              },
            },
          ];
        default:
          return [id, { ...scene, turns }];
      }
    }),
  ) as CampaignState['scenes'];
  const spots = Object.fromEntries(Object.entries(state.spots).map(([id, s]) => [id, spot(s)]));
  return { ...state, characters, spots, scenes };
}

/** Rolls only the GM may see: a secret roll of a crew member, and a roll of someone not of the crew. */
function gmRolls(state: CampaignState, token: string, seq: number): LogEntry[] {
  const crew = Object.values(state.characters).find((c) => c.kind === 'crew');
  const npc = Object.values(state.characters).find((c) => c.kind !== 'crew');
  const roll = (id: string, characterId: RollRecord['characterId'], secret: boolean): RollRecord => ({
    id: rollId(id),
    at: 1,
    characterId,
    label: `${token} label`,
    skill: 'sneak',
    basePool: { rolled: 3, kept: 2 },
    modifiers: [],
    rolled: {
      pool: { rolled: 3, kept: 2 },
      faces: [6, 5, 1],
      keptIndices: [0, 1],
      kept: [6, 5],
      total: 11,
      catastrophe: false,
    },
    against: 'score',
    againstLabel: `${token} against`,
    opponent: null,
    difficulty: 13,
    success: false,
    margin: -2,
    catastrophe: false,
    note: `${token} note`,
    ...(secret ? { secret: true as const } : {}),
  });
  const entry = (n: number, record: RollRecord): LogEntry => ({
    seq: seq + n,
    at: 1,
    command: 'dice/roll',
    events: [{ type: 'dice/rolled', roll: record }],
    undone: false,
  });
  return [
    ...(crew ? [entry(1, roll(`${token}-secret`, crew.id, true))] : []),
    ...(npc ? [entry(2, roll(`${token}-npc`, npc.id, false))] : []),
  ];
}

const lastSeq = (rolls: readonly LogEntry[]) => rolls.at(-1)?.seq ?? 0;

describe('the players’ screen, over simulated campaigns', () => {
  it('(1) does not change when only GM-only data does', () => {
    fc.assert(
      fc.property(campaign, ({ state, rolls }) => {
        const before = playerViews(state, rolls);
        const after = playerViews(plant(state, 'gm-only-'), [
          ...rolls,
          ...gmRolls(state, 'gm', lastSeq(rolls)),
        ]);
        expect(after).toEqual(before);
        for (const scene of Object.values(state.scenes))
          engines.set(scene.engine, (engines.get(scene.engine) ?? 0) + 1);
      }),
      { numRuns: 60, seed: 21 },
    );
  });

  it('(2) never carries a string planted in a GM-only field', () => {
    fc.assert(
      fc.property(campaign, ({ state, rolls }) => {
        const planted = plant(state, 'ZQXSECRET');
        const views = playerViews(planted, [...rolls, ...gmRolls(state, 'ZQXSECRET', lastSeq(rolls))]);
        expect(JSON.stringify(views)).not.toContain('ZQXSECRET');
      }),
      { numRuns: 60, seed: 22 },
    );
  });

  it('(3) passes the view’s schema, every audience', () => {
    fc.assert(
      fc.property(campaign, ({ state, rolls }) => {
        for (const view of Object.values(playerViews(state, rolls)))
          expect(parsePlayerView(view)).toEqual(view);
      }),
      { numRuns: 40, seed: 23 },
    );
  });
});
