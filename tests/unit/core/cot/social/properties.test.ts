import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Character, Loyalty } from '../../../../../core/cot/characters/types.ts';
import {
  applySocial,
  buildUpSkills,
  decideSocial,
  emotionKind,
  emotionOf,
  replaySocial,
  socialActions,
  socialEffects,
  socialEventSchema,
} from '../../../../../core/cot/social/index.ts';
import type {
  LeanOnto,
  Question,
  SocialCommand,
  SocialEvent,
  SocialSettings,
  SocialState,
} from '../../../../../core/cot/social/index.ts';
import type { CotSettings } from '../../../../../core/cot/settings/index.ts';
import { opposedOdds, poolOdds } from '../../../../../core/dice/odds.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import { context, id, loyalty, sheet, startCall } from './support.ts';

// ── Arbitrary calls: two crew against one or two NPCs, random sheets and table settings ───────────────

const words = ['Crew', 'Job', 'Money', 'Police', 'Germans', 'Spouse'];
const relations = ['Devoted', 'Fear', 'Hatred', 'Desire'];

const loyaltiesArb = (min: number) =>
  fc
    .uniqueArray(fc.tuple(fc.constantFrom(...relations), fc.constantFrom(...words)), {
      minLength: min,
      maxLength: 3,
      selector: ([, subject]) => subject,
    })
    .map((list): Loyalty[] => list.map(([relation, subject], i) => loyalty(relation, subject, i === 0)));

const skill = fc.integer({ min: 0, max: 2 });
const sheetArb = (name: string, crew: boolean) =>
  fc
    .record({
      it: fc.integer({ min: 1, max: 3 }),
      muscle: fc.integer({ min: 1, max: 3 }),
      sizeUp: skill,
      intimidate: skill,
      con: skill,
      impress: skill,
      manipulate: skill,
      convince: skill,
      loyalties: loyaltiesArb(crew ? 1 : 0),
      wounded: fc.boolean(),
    })
    .map(({ it, muscle, loyalties, wounded, ...skills }) =>
      sheet(name, { kind: crew ? 'crew' : 'npc', it, muscle, skills, loyalties, wounded }),
    );

const settingsArb: fc.Arbitrary<Partial<CotSettings & SocialSettings>> = fc.record({
  loyaltyAlterLimit: fc.constantFrom('per_target', 'per_aggressor'),
  negativeStateFollowThrough: fc.constantFrom('others', 'nobody'),
  followThroughDefence: fc.constantFrom('opposed_roll', 'passive_score'),
  stateAfterSuccess: fc.constantFrom('clear', 'keep'),
  socialKnowledge: fc.constantFrom('side', 'character'),
  poolFloor: fc.constantFrom('1k1', 'auto_fail'),
  opposedTieWinner: fc.constantFrom('actor', 'defender'),
  successOnEqual: fc.boolean(),
  catastropheSetsDifficulty: fc.boolean(),
  woundPenalty: fc.constantFrom('none', '-1k0'),
  leanOntoPerRoll: fc.constantFrom(0, 1),
  leanOntoOthers: fc.constantFrom('known', 'held'),
});

/** One step of a run: whose turn, which of their options or GM moves, and a seed for the dice. */
const stepArb = fc.record({
  actor: fc.nat(3),
  pick: fc.nat(10_000),
  gm: fc.nat(9),
  seed: fc.nat(),
  focus: fc.boolean(),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;
const priority = ['follow-through', 'lean-into', 'build-up', 'alter-loyalty', 'set-agenda', 'read-room'];

const worldArb = fc.record({
  sheets: fc.tuple(
    sheetArb('Ruth', true),
    sheetArb('Bram', true),
    sheetArb('Dolan', false),
    sheetArb('Vic', false),
  ),
  settings: settingsArb,
  steps: fc.array(stepArb, { minLength: 5, maxLength: 30 }),
});

const people = ['ruth', 'bram', 'dolan', 'vic'].map(id);
const sides: Readonly<Record<string, string>> = { ruth: 'crew', bram: 'crew', dolan: 'docks', vic: 'docks' };

// ── The candidate space: every command shape the rules could be asked, built apart from the view ───────

const refOf = (l: Loyalty) => ({ relation: l.relation, subject: l.subject });

/** No Lean Onto, or one: the actor's (on anyone's Loyalty) or the defender's (on anyone's): the view's universe. */
function leanChoices(ctx: EngineContext): { leanOnto?: LeanOnto; defenderLeanOnto?: LeanOnto }[] {
  const all = people.flatMap((who) => ctx.characters[who]!.loyalties.map((l) => ({ of: who, ...refOf(l) })));
  return [{}, ...all.map((lean) => ({ leanOnto: lean })), ...all.map((lean) => ({ defenderLeanOnto: lean }))];
}

/** Every subject of every sheet's Loyalties: the subjects a Read Room may ask about (COT-D-74 b). */
function subjects(ctx: EngineContext): string[] {
  return [...new Set(people.flatMap((who) => ctx.characters[who]!.loyalties.map((l) => l.subject)))];
}

function agendaCandidates(ctx: EngineContext, actor: CharacterId, target: CharacterId): SocialCommand[] {
  const name = ctx.names(target);
  return ctx.characters[target]!.loyalties.flatMap((l): SocialCommand[] => [
    {
      type: 'social/set-agenda',
      actor,
      target,
      text: `Make ${l.relation}: ${l.subject} ${name}'s Prime Loyalty`,
      change: { kind: 'swap', loyalty: refOf(l) },
    },
    ...ctx.characters[actor]!.loyalties.map((m): SocialCommand => ({
      type: 'social/set-agenda',
      actor,
      target,
      text: `Replace ${name}'s ${l.relation}: ${l.subject} with ${m.relation}: ${m.subject}`,
      change: { kind: 'replace', loyalty: refOf(l), with: refOf(m) },
    })),
  ]);
}

function candidates(ctx: EngineContext, actor: CharacterId): SocialCommand[] {
  const questions: (Question | undefined)[] = [
    undefined,
    { kind: 'prime' },
    { kind: 'impeding' },
    ...subjects(ctx).map((subject) => ({ kind: 'subject', subject }) as const),
  ];
  const list: SocialCommand[] = [];
  for (const target of people) {
    for (const lean of leanChoices(ctx)) {
      for (const question of questions)
        list.push({ type: 'social/read-room', actor, target, ...(question ? { question } : {}), ...lean });
      for (const skill of buildUpSkills) {
        list.push({ type: 'social/build-up', actor, target, skill, ...lean });
        list.push({ type: 'social/follow-through', actor, target, skill, ...lean });
      }
    }
    for (const skill of buildUpSkills)
      for (const l of ctx.characters[target]!.loyalties)
        list.push({ type: 'social/follow-through', actor, target, skill, leanInto: refOf(l) });
    list.push(...agendaCandidates(ctx, actor, target));
  }
  return list;
}

/** The GM's moves: reveal a target, judge an agenda, a disguise, an agenda in the table's words. */
function gmMove(state: SocialState, ctx: EngineContext, n: number): SocialCommand {
  const crew = people[n % 2]!;
  const npc = people[2 + ((n >> 1) % 2)]!;
  switch (n % 6) {
    case 0:
      return { type: 'social/reveal-target', target: npc, learner: crew };
    case 1:
      return { type: 'social/reveal-target', target: crew, learner: npc };
    case 2: {
      const impeding = ctx.characters[npc]!.loyalties.filter((_, i) => (n + i) % 2 === 0).map((l) => ({
        relation: l.relation,
        subject: l.subject,
      }));
      return { type: 'social/judge-agenda', target: npc, side: 'crew', impeding };
    }
    case 3:
      return {
        type: 'social/present-identity',
        character: crew,
        identity: `disguise ${state.participants.length + n}`,
      };
    case 4:
      return { type: 'social/reveal-identity', target: npc, character: crew };
    default:
      return { type: 'social/set-agenda', actor: crew, target: npc, text: 'lend us the car' };
  }
}

/** What the scene layer does with effects: the sheets follow the call. */
function withEffects(ctx: EngineContext, events: readonly SocialEvent[]): EngineContext {
  const characters = { ...ctx.characters };
  for (const effect of events.flatMap(socialEffects)) {
    if (effect.kind === 'loyalties')
      characters[effect.character] = { ...characters[effect.character]!, loyalties: effect.loyalties };
    if (effect.kind === 'presented-identity')
      characters[effect.character] = { ...characters[effect.character]!, presentedIdentity: effect.identity };
  }
  return { ...ctx, characters };
}

/** A command as text whatever the order of its keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, canonical(v)]),
  );
}
const key = (command: SocialCommand) => JSON.stringify(canonical(command));

/** Checks the view against decide for one actor: the same commands, and the odds of the pools decide rolls. */
function checkView(ctx: EngineContext, state: SocialState, actor: CharacterId, seed: number): void {
  const options = socialActions(ctx, state, actor).flatMap((a) => a.options);
  const offered = new Map(options.map((o) => [key(o.command), o]));
  const accepted = candidates(ctx, actor).filter((c) => decideSocial(ctx, state, c, seededDice(seed)).ok);
  const a = new Set(accepted.map(key));
  const missing = [...a].filter((k) => !offered.has(k));
  const extra = [...offered.keys()].filter((k) => !a.has(k));
  expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  for (const option of options) {
    const decision = decideSocial(ctx, state, option.command, seededDice(seed));
    expect(decision.ok).toBe(true);
    if (!decision.ok) continue;
    const event = decision.events[0]!;
    if (!('roll' in event) || option.odds === null) continue;
    if (event.roll === null) continue; // the defence forfeited: nothing of the actor's pool was rolled
    const expected =
      event.roll.roll === null
        ? 0
        : event.defence === null
          ? poolOdds(event.roll.pool, (event as { score: number }).score, {
              successOnEqual: state.rules.successOnEqual,
            }).success
          : event.defence.roll === null
            ? 1
            : opposedOdds(event.roll.pool, event.defence.pool, {
                tieWinner: state.rules.opposedTieWinner,
                catastropheSetsDifficulty: state.rules.catastropheSetsDifficulty,
              }).success;
    expect(option.odds.headline.probability).toBe(expected);
  }
}

interface Run {
  readonly state: SocialState;
  readonly events: readonly SocialEvent[];
  readonly ctx: EngineContext;
}

/** Plays the steps: each an option of the actor's view, or a GM move; checks the locked-builder rule on the way. */
function play(
  sheets: readonly Character[],
  settings: Partial<CotSettings & SocialSettings>,
  steps: readonly Step[],
  check: (r: Run, actor: CharacterId, seed: number) => void,
): Run {
  let ctx = context(sheets, settings);
  let state = startCall(
    ctx,
    people.map((p) => [p, sides[p]!] as const),
  );
  const events: SocialEvent[] = [];
  for (const step of steps) {
    const actor = people[step.actor]!;
    check({ state, events, ctx }, actor, step.seed);
    // an open action first, then one of its options, so pushing an agenda is as likely as reading the room
    // or, on a focused step, the action furthest along the way to an agenda
    const open = socialActions(ctx, state, actor).filter((a) => a.available);
    const furthest = priority
      .map((p) => open.find((a) => a.action.startsWith(p)))
      .find((a) => a !== undefined);
    const chosen = step.focus ? furthest : open[step.pick % Math.max(1, open.length)];
    const command =
      step.gm < 2 || !chosen
        ? gmMove(state, ctx, step.pick)
        : chosen.options[step.seed % chosen.options.length]!.command;
    const decision = decideSocial(ctx, state, command, seededDice(step.seed));
    if (!decision.ok) continue;
    for (const event of decision.events) {
      if (event.type === 'social/followed-through') {
        const before = emotionOf(state, event.target)!;
        const negative = emotionKind(before.state) === 'negative';
        const own = before.setter.character === event.actor && before.setter.identity === event.identity;
        expect(negative && (own || state.rules.negativeStateFollowThrough === 'nobody')).toBe(false); // COT-SOC-11
      }
      state = applySocial(state, event);
      events.push(event);
    }
    ctx = withEffects(ctx, decision.events);
  }
  return { state, events, ctx };
}

describe('Social Call properties', () => {
  it('the view offers exactly the commands decide accepts, with the odds of the pools decide rolls', () => {
    fc.assert(
      fc.property(worldArb, ({ sheets, settings, steps }) => {
        play(sheets, settings, steps.slice(0, 16), ({ state, ctx }, actor, seed) =>
          checkView(ctx, state, actor, seed),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('never alters more than one Loyalty per call per target (or per aggressor); a locked builder never Follows Through', () => {
    fc.assert(
      fc.property(worldArb, ({ sheets, settings, steps }) => {
        const { state } = play(sheets, settings, steps, () => undefined);
        const by = state.rules.loyaltyAlterLimit === 'per_target' ? 'target' : 'by';
        const counts = new Map<string, number>();
        for (const a of state.alterations) counts.set(a[by], (counts.get(a[by]) ?? 0) + 1);
        expect([...counts.values()].every((n) => n <= 1)).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it('replaying the log (fold apply) gives the same state, also after an export through the event schema', () => {
    fc.assert(
      fc.property(worldArb, ({ sheets, settings, steps }) => {
        const { state, events, ctx } = play(sheets, settings, steps, () => undefined);
        const start = startCall(
          context(sheets, settings),
          people.map((p) => [p, sides[p]!] as const),
        );
        expect(events.reduce(applySocial, start)).toEqual(state);
        const exported = JSON.parse(JSON.stringify(events)) as unknown[];
        const imported = exported.map((e) => v.parse(socialEventSchema, e));
        expect(imported.reduce(applySocial, start)).toEqual(state);
        expect(replaySocial([])).toBeNull();
        // Loyalty lists stay legal: at most four, one Prime when there are any (COT-SOC-1)
        for (const who of people) {
          const list = ctx.characters[who]!.loyalties;
          expect(list.length).toBeLessThanOrEqual(4);
          if (list.length > 0) expect(list.filter((l) => l.prime)).toHaveLength(1);
        }
      }),
      { numRuns: 120 },
    );
  });
});
