import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  characterId,
  decide,
  apply,
  spot as spotRules,
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
import type { StoredDropCharacter } from '../../../../core/cot/heist/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';

/**
 * The three invariants of the players' screen (issue 21), over simulated campaigns (Heists on a Spot, Drops, Gang
 * Warfare, chases, dice-tray rolls) with random GM choices of what to show:
 * (1) a change that touches only GM-only data changes nothing in any projection;
 * (2) no string planted in a GM-only field appears anywhere in what the players receive;
 * (3) every projection passes the view's schema.
 */

const engines = new Map<string, number>();
/** How many views drew loot, and people not of the crew: the keys of both must have been checked. */
const drawn = { loot: 0, people: 0 };
afterAll(() => {
  expect(drawn.loot).toBeGreaterThan(0);
  expect(drawn.people).toBeGreaterThan(0);
  // A property run that met no Heist or fight would have checked little: the simulated campaigns must reach them.
  expect(engines.get('heist') ?? 0).toBeGreaterThan(0);
  expect(engines.get('warfare') ?? 0).toBeGreaterThan(0);
});

const rolling = (entry: LogEntry) => entry.events.some((event) => event.type === 'dice/rolled');

/** Where to add something the crew cannot see (its place in its list), or whether to take one away instead. */
const unseenChange = fc.record({ at: fc.nat({ max: 40 }), remove: fc.boolean() });
const unseenChanges = fc.record({
  zone: unseenChange,
  guard: unseenChange,
  loot: unseenChange,
  npc: unseenChange,
});
type UnseenChanges = typeof unseenChanges extends fc.Arbitrary<infer T> ? T : never;

/** A copy of `record` with `value` put at place `at` (modulo its length + 1): keys after it move down one. */
function insertAt<T>(
  record: Readonly<Record<string, T>>,
  at: number,
  id: string,
  value: T,
): Record<string, T> {
  const entries = Object.entries(record);
  entries.splice(at % (entries.length + 1), 0, [id, value]);
  return Object.fromEntries(entries);
}

function without<T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));
}

/** The `at`-th (modulo their number) of `items`, or undefined when there is none. */
const pick = <T>(items: readonly T[], at: number): T | undefined => items[at % Math.max(1, items.length)];

/**
 * The campaign with one thing more or less of each kind the crew cannot see (its names `token`-strings): a Hidden
 * zone the crew has not found (with a door to a zone on their map) on each Heist's Spot, a guard nobody revealed in
 * a zone on the crew's map (one of the campaign's people too), a piece of loot nobody revealed, and an NPC the crew
 * never meets. Each is put at a random place in its list, so anything numbered by place among all would move.
 */
function unseen(state: CampaignState, changes: UnseenChanges, token: string): CampaignState {
  const players = playersOf(state);
  const referenced = JSON.stringify([state.scenes, state.spots, state.bridge, players]);
  let characters: Record<string, Character> = { ...state.characters };
  const template = Object.values(state.characters)[0];
  if (!changes.npc.remove && template) {
    const npc: Character = { ...template, id: characterId('unseen-npc'), kind: 'npc', name: `${token}npc` };
    characters = insertAt(characters, changes.npc.at, npc.id, npc);
  } else {
    const lonely = Object.values(characters).filter(
      (c) => c.kind !== 'crew' && !referenced.includes(JSON.stringify(c.id)),
    );
    const gone = pick(lonely, changes.npc.at);
    if (gone) characters = without(characters, gone.id);
  }
  const scenes = Object.fromEntries(
    Object.entries(state.scenes).map(([id, scene]): [string, Scene] => {
      if (scene.engine !== 'heist' || scene.state === null) return [id, scene];
      const heist = scene.state;
      let spot = heist.spot;
      const onMap = spotRules.onCrewMap(spot);
      const seenZone = Object.keys(spot.zones).find((zone) => onMap(zone));
      const reveals = players.spots[spot.id];
      const carried = new Set(Object.keys(heist.carried));
      let people: StoredDropCharacter[] = [...heist.drop.characters];
      // A Hidden zone the crew has not found, and a door from it to their map.
      if (!changes.zone.remove && seenZone !== undefined) {
        const zone = { ...spot.zones[seenZone]!, id: 'unseen-zone', name: `${token}zone`, hidden: 4 };
        const door = { id: 'unseen-door', ends: ['unseen-zone', seenZone] as const, securities: [] };
        spot = {
          ...spot,
          zones: insertAt(spot.zones, changes.zone.at, zone.id, zone),
          barriers: insertAt(spot.barriers, changes.zone.at, door.id, door),
        };
      } else {
        const standing = new Set([
          ...people.map((p) => p.zone),
          ...Object.values(spot.loot).map((l) => l.zone),
          ...Object.values(spot.guards).map((g) => JSON.stringify(g)),
        ]);
        const unfound = Object.values(spot.zones).filter(
          (z) => z.hidden !== null && !spotRules.knowsZone(spot, z.id) && !standing.has(z.id),
        );
        const gone = pick(unfound, changes.zone.at);
        if (gone && !JSON.stringify(spot.guards).includes(JSON.stringify(gone.id)))
          spot = {
            ...spot,
            zones: without(spot.zones, gone.id),
            barriers: Object.fromEntries(
              Object.entries(spot.barriers).filter(([, b]) => !b.ends.includes(gone.id)),
            ),
          };
      }
      // A guard nobody revealed, standing where the crew's map reaches.
      const model = people.find((p) => characters[p.id]?.kind !== 'crew') ?? people[0];
      if (!changes.guard.remove && model && seenZone !== undefined) {
        const guardId = characterId('unseen-guard');
        const guard = {
          ...model,
          id: guardId,
          kind: 'guard' as const,
          name: `${token}guard`,
          zone: seenZone,
        };
        people.splice(changes.guard.at % (people.length + 1), 0, guard);
        const sheet = characters[model.id] ?? template;
        if (sheet)
          characters = insertAt<Character>(characters, changes.guard.at, guardId, {
            ...sheet,
            id: guardId,
            kind: 'guard',
            name: `${token}guard`,
          });
      } else {
        const unrevealed = people.filter(
          (p) =>
            characters[p.id]?.kind !== 'crew' &&
            !(reveals?.guards ?? []).includes(p.id) &&
            players.characters[p.id] === undefined &&
            !Object.values(heist.carried).includes(p.id),
        );
        const gone = pick(unrevealed, changes.guard.at);
        if (gone) people = people.filter((p) => p.id !== gone.id);
      }
      // A piece of loot nobody revealed.
      if (!changes.loot.remove && seenZone !== undefined) {
        const piece = { id: 'unseen-loot', name: `${token}loot`, zone: seenZone, value: 4 };
        spot = { ...spot, loot: insertAt(spot.loot, changes.loot.at, piece.id, piece) };
      } else {
        const hidden = Object.values(spot.loot).filter(
          (l) => !(reveals?.loot ?? []).includes(l.id) && !carried.has(l.id),
        );
        const gone = pick(hidden, changes.loot.at);
        if (gone) spot = { ...spot, loot: without(spot.loot, gone.id) };
      }
      return [id, { ...scene, state: { ...heist, spot, drop: { ...heist.drop, characters: people } } }];
    }),
  ) as CampaignState['scenes'];
  return { ...state, characters: characters as CampaignState['characters'], scenes };
}

/** A campaign part way, its latest roll entries, and some of the GM's choices of what the players see. */
const campaign = fc
  .record({
    seed: fc.integer({ min: 1, max: 400 }),
    length: fc.integer({ min: 40, max: 260 }),
    choices: fc.array(fc.nat(), { maxLength: 8 }),
    unseen: unseenChanges,
  })
  .map(({ seed, length, choices, unseen }) => {
    const { entries, state } = simulateCampaign({ entries: length, seed });
    return { state: choose(withLoot(state), choices), rolls: entries.filter(rolling).slice(-12), unseen };
  });

/**
 * The simulated campaigns lay out no loot: two pieces on each running Heist's Spot (and the campaign's Spot it
 * copies), for the GM to reveal and the crew to see, so that what keys loot is checked too.
 */
function withLoot(state: CampaignState): CampaignState {
  const scenes = Object.fromEntries(
    Object.entries(state.scenes).map(([id, scene]): [string, Scene] => {
      if (scene.engine !== 'heist' || scene.state === null) return [id, scene];
      const zones = Object.keys(scene.state.spot.zones);
      const loot = {
        ...scene.state.spot.loot,
        ledger: { id: 'ledger', name: 'The ledger', zone: zones.at(-1) ?? 'outside', value: 3 },
        pearls: { id: 'pearls', name: 'The pearls', zone: zones[0] ?? 'outside', value: 5 },
      };
      const spot = { ...scene.state.spot, loot };
      return [id, { ...scene, state: { ...scene.state, spot } }];
    }),
  ) as CampaignState['scenes'];
  const spots = { ...state.spots };
  for (const scene of Object.values(scenes))
    if (scene.engine === 'heist' && scene.state !== null && Object.hasOwn(spots, scene.state.spot.id))
      spots[scene.state.spot.id] = { ...spots[scene.state.spot.id]!, loot: scene.state.spot.loot };
  return { ...state, scenes, spots };
}

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
      for (const loot of Object.keys(scene.state.spot.loot))
        commands.push({ type: 'players/reveal', target: { kind: 'loot', spotId, id: loot }, shown: true });
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
 * zones the crew does not know and of loot nobody revealed, every piece of loot's id (the GM's), Security Scores, guards' Awareness and Training and
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
  const lootId = (spotId: string, id: string) => `${token}loot-${spotId}-${id}`;
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
      // Every piece's id is the GM's (it may name the piece: `ledger`), shown or not: renamed.
      loot: Object.fromEntries(
        Object.entries(s.loot).map(([id, l]) => [
          lootId(s.id, id),
          revealed.has(id) || carried.has(id)
            ? { ...l, id: lootId(s.id, id) }
            : { ...l, id: lootId(s.id, id), name: secret(), value: l.value + 1 },
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
                carried: Object.fromEntries(
                  Object.entries(heist.carried).map(([loot, who]) => [lootId(heist.spot.id, loot), who]),
                ),
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
  const reveals = Object.fromEntries(
    Object.entries(players.spots).map(([id, r]) => [
      id,
      { ...r, loot: r.loot.map((loot) => lootId(id, loot)) },
    ]),
  );
  return { ...state, characters, spots, scenes, players: { ...players, spots: reveals } };
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
      fc.property(campaign, ({ state, rolls, unseen: changes }) => {
        const before = playerViews(state, rolls);
        const after = playerViews(plant(unseen(state, changes, 'gm-only-'), 'gm-only-'), [
          ...rolls,
          ...gmRolls(state, 'gm', lastSeq(rolls)),
        ]);
        expect(after).toEqual(before);
        for (const view of Object.values(before)) {
          if (view.people.length > 0) drawn.people += 1;
          if (view.scenes.some((scene) => scene.body?.engine === 'heist' && scene.body.loot.length > 0))
            drawn.loot += 1;
        }
        for (const scene of Object.values(state.scenes))
          engines.set(scene.engine, (engines.get(scene.engine) ?? 0) + 1);
      }),
      { numRuns: 60, seed: 21 },
    );
  });

  it('(2) never carries a string planted in a GM-only field', () => {
    fc.assert(
      fc.property(campaign, ({ state, rolls, unseen: changes }) => {
        const planted = plant(unseen(state, changes, 'ZQXSECRET'), 'ZQXSECRET');
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
