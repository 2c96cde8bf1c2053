import type { Dice } from '../../dice/dice.ts';
import type { ActorId, ConformanceOutcome } from '../../engine/index.ts';
import type { EngineConformance, EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { between, createSheet, sampleSheet } from '../characters/index.ts';
import { foresightCap } from '../characters/index.ts';
import { sampleSpot } from '../spot/index.ts';
import { heistEnv } from './env.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { ResearchResult } from './research-roll.ts';
import type { PrepCommand, PrepEvent, PrepSetup, PrepState } from './types.ts';
import { prepSkills } from './types.ts';
import {
  blueprintCandidates,
  cacheCandidates,
  researchCandidates,
  skillCandidates,
} from './view-candidates.ts';

/**
 * Prep in the conformance suite: a crew of one to three with Reputation, Foresight and Resources to spend, the
 * Heist's bank to research with its guards and a clerk; every research, roll and scheme for anyone (Prep offers
 * them only to the crew, and Connections only with Reputation to pay); and which row of the odds each roll came to.
 */

const prepSkillsUsed = [
  'planning',
  'connections',
  'sneak',
  'build',
  'forgery',
  'con',
  'appraisal',
  'mysticism',
] as const;

function sample(dice: Dice) {
  const top = between(dice, 1, 3); // ratings of this sample's sheets: 1 makes pools of a die or two
  const crew = Array.from({ length: between(dice, 1, 3) }, (_, n) => {
    const sheet = sampleSheet(dice, {
      top,
      id: `crew-${n + 1}`,
      kind: 'crew',
      name: `Crew ${n + 1}`,
      skills: prepSkillsUsed,
      reputation: between(dice, 0, 2),
    });
    return { ...sheet, foresight: Math.min(foresightCap(sheet), between(dice, 0, 2)) };
  });
  const guards = Array.from({ length: between(dice, 0, 2) }, (_, n) =>
    sampleSheet(dice, {
      top,
      id: `guard-${n + 1}`,
      kind: 'guard',
      name: `Guard ${n + 1}`,
      skills: ['lookout'],
    }),
  );
  const clerk = sampleSheet(dice, { top, id: 'clerk', kind: 'npc', name: 'The clerk', skills: ['lookout'] });
  return {
    campaign: [
      ...[...crew, ...guards, clerk].map(createSheet),
      { type: 'crew/adjust', changes: { resources: between(dice, 0, 2) } },
      ...sampleSpot(dice, guards),
    ],
    name: 'Casing the bank',
    draft: {
      sides: [{ id: 'crew', label: 'Crew', crew: true }],
      participants: crew.map((c) => ({ characterId: c.id, side: 'crew', zone: '' })),
      spotId: null,
    },
  };
}

/**
 * COT-PREP-1..9, COT-FORE-1/7/8: every research on every Spot, every Prep skill, banking, a task, Cache and
 * Blueprint for the actor, whoever they are; research on a Spot that does not exist; Cache to someone outside
 * the crew.
 */
function candidates(ctx: EngineContext, state: PrepState, actor: ActorId): PrepCommand[] {
  const id = actor as CharacterId;
  const env = heistEnv(ctx);
  return [
    ...researchCandidates(env, id),
    {
      type: 'prep/research',
      researcher: id,
      spotId: 'nowhere',
      method: 'planning',
      goal: { kind: 'layout' },
    },
    { type: 'prep/bank-foresight', character: id },
    ...skillCandidates(id),
    ...prepSkills
      .filter((skill) => skill !== 'con')
      .map((skill): PrepCommand => ({
        type: 'prep/skill',
        character: id,
        skill,
        difficulty: 9,
        purpose: '',
        identity: 'a mask',
      })),
    { type: 'prep/task', character: id, task: 'a task' },
    ...cacheCandidates([...state.crew, ...Object.keys(ctx.characters)] as CharacterId[], id),
    ...blueprintCandidates(Object.values(ctx.spots), id),
  ];
}

/** COT-DICE-6, COT-DICE-7: a catastrophe first, then success or failure. */
function checked(check: PoolCheck, success: boolean): ConformanceOutcome {
  if (check.roll?.catastrophe === true) return { key: 'catastrophe', headline: false };
  return { key: success ? 'success' : 'failure', headline: success };
}

/** COT-PREP-1..8: learned or not, and for a stakeout, seen or not. */
function research(ctx: EngineContext, result: ResearchResult): ConformanceOutcome {
  const suffix = result.stakeout === null ? '' : result.stakeout.unseen ? '-unseen' : '-seen';
  const catastrophe = result.catastrophe && heistEnv(ctx).rules.researchCatastrophe === 'default';
  const key = `${catastrophe ? 'catastrophe' : result.success ? 'learned' : 'nothing'}${suffix}`;
  return { key, headline: !catastrophe && result.success };
}

/** The row of Prep's odds a roll came to (odds.ts, odds-banking.ts, spot/odds.ts). */
function outcome(ctx: EngineContext, events: readonly PrepEvent[]): ConformanceOutcome | null {
  for (const event of events) {
    switch (event.type) {
      case 'prep/researched':
        return research(ctx, event.result);
      case 'prep/foresight-banked':
        // COT-FORE-1, COT-FORE-2: what the sheet gains, after the cap.
        return { key: `bank-${event.banked}`, headline: event.banked > 0 };
      case 'prep/skill-rolled':
        return checked(event.check, event.success);
      default:
        continue;
    }
  }
  return null;
}

export const prepConformance: EngineConformance<PrepState, PrepCommand, PrepEvent, PrepSetup> = {
  sample,
  candidates,
  outcome: (ctx, _state, _command, events) => outcome(ctx, events),
};
