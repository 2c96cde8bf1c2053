import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  characterId,
  decide,
  initiative,
  replay,
  sceneActions,
  seededDice,
  time,
  turnSummary,
} from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  Character,
  Condition,
  Dice,
  LogEntry,
  Scene,
} from '../../../../core/index.ts';
import { heistWith, sheet, skillsWith } from './scene-support.ts';

/**
 * One truth for a character (COT-CHAR-6): whatever mix of sheet edits (the Crew dashboard's `character/update`),
 * scene actions picked from the views, the Job clock passing, undo and redo, the sheet and every running scene
 * agree on each participant's condition — the scene keeps no copy of its own, the Dead take no turn and receive
 * no Bolster (COT-INIT-5/6, COT-TIME-4), and time passing never makes anyone worse (COT-CHAR-7).
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const okafor = characterId('okafor');
const heist = time.sceneId('warehouse');
const people = [vex, ruth, brannigan, okafor] as const;

const cast: Character[] = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2, handToHand: 2, sneak: 2, athletics: 1, resist: 1 }),
    weapons: ['Revolver'],
  }),
  sheet(ruth, 'crew', 'Ruth', { skills: skillsWith({ handToHand: 2, athletics: 2 }) }),
  sheet(brannigan, 'guard', 'Brannigan', { skills: skillsWith({ handToHand: 1, resist: 1 }) }),
  sheet(okafor, 'guard', 'Okafor'),
];

const opening: readonly LogEntry[] = heistWith('One truth', heist, cast);

/** One step of the GM's session. */
type Step =
  | { readonly kind: 'sheet'; readonly who: number; readonly condition: Condition }
  | { readonly kind: 'act'; readonly who: number; readonly pick: number }
  | { readonly kind: 'pass' }
  | { readonly kind: 'initiative' }
  | { readonly kind: 'fight' }
  | { readonly kind: 'chase' }
  | { readonly kind: 'close' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' };

const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.constant({ state: 'unhurt' as const }),
  fc.integer({ min: 1, max: 4 }).map((days) => ({ state: 'wounded' as const, recoveryDays: days })),
  fc.constant({ state: 'dead' as const }),
);
const who = fc.integer({ min: 0, max: people.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('sheet' as const), who, condition }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('act' as const), who, pick: fc.nat({ max: 1000 }) }),
    weight: 8,
  },
  { arbitrary: fc.constant({ kind: 'pass' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'initiative' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'fight' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'chase' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'close' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'undo' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'redo' as const }), weight: 1 },
);

let stamps = 0;
const stamp = <C extends object>(command: C): CampaignCommand =>
  ({ ...command, at: 1_000 + ++stamps, rollId: `p${stamps}` }) as unknown as CampaignCommand;

/** The innermost running scene: a fight broken out of the Heist, else the Heist; null once all closed. */
function playing(state: CampaignState): Scene | null {
  const running = Object.values(state.scenes).filter((s) => s.ended === null);
  return running.find((s) => s.parent !== null) ?? running[0] ?? null;
}

/** Tallies of what the runs actually did, so a run that checked nothing cannot pass unnoticed. */
const played = { sheet: 0, act: 0, pass: 0, dead: 0, undo: 0, fight: 0, chase: 0 };

/** The command a step sends, or null when it has nothing to send now. */
function commandOf(state: CampaignState, next: Step): CampaignCommand | null {
  const scene = playing(state);
  switch (next.kind) {
    case 'sheet':
      return { type: 'character/update', id: people[next.who]!, changes: { condition: next.condition } };
    case 'act': {
      if (!scene) return null;
      const actor = people[next.who]!;
      if (!scene.participants.some((p) => p.characterId === actor)) return null;
      const options = sceneActions(state, scene, actor, 0)
        .filter((view) => view.available)
        .flatMap((view) => view.options);
      const option = options[next.pick % Math.max(1, options.length)];
      return option ? stamp(option.command) : null;
    }
    case 'pass':
      if (!scene) return null;
      return stamp({
        type: scene.turns.initiative ? 'scene/next-turn' : 'scene/end-round',
        sceneId: scene.id,
      });
    case 'initiative':
      return scene ? stamp({ type: 'scene/roll-initiative', sceneId: scene.id }) : null;
    case 'fight': {
      const parent = state.scenes[heist];
      if (!parent || scene !== parent) return null;
      const here = parent.participants.filter(
        (p) => state.characters[p.characterId]?.condition.state !== 'dead',
      );
      return stamp({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: time.sceneId(`fight-${stamps}`),
        name: 'Fight on the dock',
        engine: 'warfare',
        participants: here,
        setup: {
          zone: 'Dock',
          fighters: here.map((p) => ({ characterId: p.characterId, side: p.side, unconscious: false })),
          vehicles: [],
          firstRoundSide: null,
        },
        firstRoundSide: null,
      });
    }
    case 'chase': {
      // The crew run from the Spot, the guards give chase (COT-CHASE-3).
      const parent = state.scenes[heist];
      if (!parent || scene !== parent) return null;
      const here = parent.participants.filter(
        (p) => state.characters[p.characterId]?.condition.state !== 'dead',
      );
      const seat = (p: (typeof here)[number]) => ({
        characterId: p.characterId,
        side: p.side,
        vehicle: null,
        role: 'on-foot' as const,
      });
      return stamp({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: time.sceneId(`chase-${stamps}`),
        name: 'Over the rooftops',
        engine: 'chase',
        participants: here,
        setup: {
          targets: here.filter((p) => p.side === 'crew').map(seat),
          pursuers: here.filter((p) => p.side !== 'crew').map(seat),
          distance: null,
          cramped: false,
        },
        firstRoundSide: null,
      });
    }
    case 'close':
      return scene && scene.parent !== null ? stamp({ type: 'scene/close', sceneId: scene.id }) : null;
    default:
      return null;
  }
}

/** Every object in a scene's engine state that keeps a condition of its own. */
function keptConditions(value: unknown, path = 'state'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => keptConditions(item, `${path}[${index}]`));
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'condition' ? [`${path}.condition`] : keptConditions(inner, `${path}.${key}`),
  );
}

const severity = (c: Condition) => (c.state === 'dead' ? 1000 : c.state === 'wounded' ? c.recoveryDays : 0);

/** What every running scene shows against the sheets: they never disagree. */
function agree(state: CampaignState): void {
  for (const scene of Object.values(state.scenes)) {
    if (scene.ended !== null) continue;
    expect(keptConditions(scene.state), `${scene.name} keeps its own conditions`).toEqual([]);
    const summary = turnSummary(state, scene);
    // Only who may act now is offered a Bolster to give (COT-TIME-4): their offers are all there are. Asked only
    // when someone here is dead on their sheet, the one case where an offer could be wrong.
    const someoneDead = scene.participants.some(
      (p) => state.characters[p.characterId]?.condition.state === 'dead',
    );
    const offers = someoneDead
      ? summary.actors
          .filter((a) => a.mayActNow)
          .flatMap((a) =>
            sceneActions(state, scene, a.id, 0).flatMap((view) =>
              view.action === 'bolster'
                ? view.options.map((o) => (o.command as { recipient: string }).recipient)
                : [],
            ),
          )
      : [];
    const turns = scene.turns.initiative;
    const live = turns ? initiative.liveSlot(turns) : null;
    for (const { characterId: id } of scene.participants) {
      const dead = state.characters[id]?.condition.state === 'dead';
      const actor = summary.actors.find((a) => a.id === id)!;
      expect(actor.absence === 'dead', `${id} in ${scene.name}: dead on the sheet ⇔ dead in the scene`).toBe(
        dead,
      );
      if (!dead) continue;
      played.dead += 1;
      expect(actor.mayActNow).toBe(false);
      expect(offers).not.toContain(id);
      const seat = turns?.participants.find((p) => p.characterId === id);
      if (seat) expect(seat.status).not.toBe('in');
      if (turns && live)
        expect(initiative.claimants(turns, live.side).map((p) => p.characterId)).not.toContain(id);
      const member = scene.turns.free?.members.find((m) => m.characterId === id);
      if (member) expect(member.present).toBe(false);
    }
  }
}

/**
 * Plays the steps as the store would, carrying the state from entry to entry (undo steps back to the state before
 * the last entry, redo folds it again), and checks every state on the way; at the end, the log replays to the
 * state carried.
 */
function run(steps: readonly Step[], dice: Dice): void {
  const done: { readonly entry: LogEntry; readonly state: CampaignState }[] = [];
  const undone: LogEntry[] = [];
  let state = replay(opening);
  let seq = opening.length;
  agree(state);
  for (const next of steps) {
    if (next.kind === 'undo' || next.kind === 'redo') {
      const entry = next.kind === 'undo' ? done.pop()?.entry : undone.pop();
      if (!entry) continue;
      played.undo += 1;
      if (next.kind === 'undo') undone.push(entry);
      else done.push({ entry, state: entry.events.reduce(apply, state) });
      state = done.at(-1)?.state ?? replay(opening);
    } else {
      const command = commandOf(state, next);
      if (!command) continue;
      const decision = decide(state, command, dice);
      if (!decision.ok) continue;
      const before = state;
      state = decision.events.reduce(apply, state);
      const entry = { seq: ++seq, at: seq, command: command.type, events: decision.events, undone: false };
      done.push({ entry, state });
      undone.length = 0;
      played[next.kind === 'initiative' || next.kind === 'close' ? 'pass' : next.kind] += 1;
      // Time passing heals or leaves alone: it never wounds, deepens a wound or kills (COT-CHAR-7).
      if (next.kind === 'pass')
        for (const id of people)
          expect(
            severity(state.characters[id]!.condition),
            `${id} after the clock moved`,
          ).toBeLessThanOrEqual(severity(before.characters[id]!.condition));
    }
    agree(state);
  }
  const log = [
    ...opening,
    ...done.map((d) => d.entry),
    ...undone.map((entry) => ({ ...entry, undone: true })),
  ];
  expect(replay(log)).toEqual(state);
}

describe('sheet and scene never disagree (COT-CHAR-6, COT-INIT-5/6, COT-CHAR-7)', () => {
  it('after any mix of sheet edits, scene actions, clock passing, undo and redo', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 40 }), fc.nat(), (steps, seed) =>
        run(steps, seededDice(`truth-${seed}`)),
      ),
      { numRuns: 30, seed: 17 },
    );
    // Not vacuous: the runs edited sheets, acted, passed time, undid, fought, and checked the Dead.
    expect(played.sheet).toBeGreaterThan(50);
    expect(played.act).toBeGreaterThan(80);
    expect(played.pass).toBeGreaterThan(50);
    expect(played.undo).toBeGreaterThan(25);
    expect(played.fight).toBeGreaterThan(5);
    expect(played.chase).toBeGreaterThan(5);
    expect(played.dead).toBeGreaterThan(50);
  });
});
