import type { ActionOption, ActionView } from '../../engine/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { activeSide, modelOf, onTable } from '../actions/access.ts';
import type { SkirmishCommand } from '../commands.ts';
import { decideSkirmish } from '../actions/decide.ts';
import { checkActionOdds, shotPlanOdds } from './odds.ts';
import { checkOdds } from '../actions/skill.ts';
import { identificationModifier } from '../shots/visibility.ts';
import type { SkirmishOdds } from './odds.ts';
import { breakFreeOdds, strikeOdds } from './melee-odds.ts';
import { planAct } from '../actions/plan-act.ts';
import { planReact } from '../reactions/react.ts';
import { actionRollsCheck } from '../actions/resolve-action.ts';
import { spotOnOdds } from '../grenades/throwing.ts';
import { actionCardPasses, cardsOnAction } from '../table/window-cards.ts';
import type { SideId, SkirmishState } from '../types.ts';
import { counted } from '../../shared/words.ts';
import { activeCandidates, reactiveCandidates } from './view-candidates.ts';
import type { Candidates } from './view-candidates.ts';
import { sideCandidates } from './view-side.ts';

/**
 * The view (the heart of the dashboard): for a model — the active one, or one that may react — every action
 * with whether it is possible now, why not in the game's words, its ready-made accepted commands and their
 * exact odds; for a side — starting and ending its turn, resolving reactions, cards, reserves. Acceptance is
 * judged by the same planning functions (or decide itself) that handle the command.
 */

export type SkirmishActionView = ActionView<SkirmishCommand>;

/** Dice that always show 1: decide is deterministic about acceptance, so any face does to ask "accepted?". */
const probeDice: Dice = { roll: () => 1 };

function throwOdds(
  state: SkirmishState,
  command: Extract<SkirmishCommand, { type: 'skirmish/act' }>,
): SkirmishOdds | null {
  const action = command.action;
  if (action.kind !== 'throw') return null;
  const model = state.models[command.model]!;
  const plus = (command.checks ?? 0) + (command.lean === true ? 1 : 0); // BRG-D-17, COT-SOC-4
  const p = spotOnOdds(action.throw, model.skill + plus);
  return {
    headline: { label: 'Lands on the spot', probability: p },
    outcomes: [
      { key: 'on-spot', label: 'Lands on the spot', probability: p, tone: 'good' },
      { key: 'deviates', label: 'Deviates 1d6"', probability: 1 - p, tone: 'neutral' },
    ],
    detail: `${counted(action.throw.chokePoints, 'choke point')}, ${action.throw.inAimZone ? 'spot in the aim zone' : 'spot outside the aim zone'}`,
  };
}

/** A reaction shot that fires only if its identification check allows it (HST-VIS-2): its odds scaled. */
function withIdentification(odds: SkirmishOdds, fires: number): SkirmishOdds {
  return {
    headline: { label: odds.headline.label, probability: odds.headline.probability * fires },
    outcomes: [
      { key: 'holds', label: 'Does not fire (identification)', probability: 1 - fires, tone: 'neutral' },
      ...odds.outcomes.map((o) => ({ ...o, probability: o.probability * fires })),
    ],
    detail: `fires ${(fires * 100).toFixed(1)}% after identification · ${odds.detail}`,
  };
}

/** Whose skill a check is against, and the carried +1s spent on it (BRG-D-17). */
function checkDetail(name: string, checks: number, lean: boolean): string {
  const plus = [checks > 0 ? `+${checks} carried` : '', lean ? '+1 Lean Onto' : ''].filter(Boolean);
  return plus.length > 0 ? `${name}'s skill ${plus.join(' ')} (BRG-D-17)` : `${name}'s skill`;
}

type Verdict =
  | { readonly ok: true; readonly odds: SkirmishOdds | null }
  | { readonly ok: false; readonly message: string };

/** Whether decide accepts the command now, and its odds. */
export function judgeCommand(state: SkirmishState, command: SkirmishCommand, at: number): Verdict {
  if (command.type === 'skirmish/act') {
    const plan = planAct(state, command);
    if ('ok' in plan) return plan;
    const cards = cardsOnAction(state, command);
    if (cards && 'ok' in cards) return cards;
    const model = state.models[command.model]!;
    if (plan.shot) return { ok: true, odds: shotPlanOdds(state, plan.shot) };
    if (plan.strike) return { ok: true, odds: strikeOdds(state, plan.strike) }; // BRG-D-11
    if (plan.breakFree) return { ok: true, odds: breakFreeOdds(state, plan.breakFree) }; // BRG-D-16
    if (actionRollsCheck(command.action)) {
      const carded = actionCardPasses(state, command.cards); // HST-PRESS-5: passes unrolled
      return {
        ok: true,
        odds: carded
          ? checkActionOdds('Succeeds', 10, 'a Heist card makes it pass without a roll')
          : checkActionOdds(
              'Succeeds',
              model.skill + plan.checks + (plan.lean ? 1 : 0),
              checkDetail(model.name, plan.checks, plan.lean),
            ),
      };
    }
    return { ok: true, odds: throwOdds(state, command) };
  }
  if (command.type === 'skirmish/react') {
    const plan = planReact(state, command);
    if ('ok' in plan) return plan;
    if (!plan.shot) return { ok: true, odds: null };
    const odds = shotPlanOdds(state, plan.shot);
    if (!plan.identification) return { ok: true, odds };
    const modifier = identificationModifier(
      plan.shot.visibility,
      plan.model,
      state.scenario.visibility.darkness,
    );
    const passes = checkOdds(plan.model.skill + modifier); // HST-VIS-2
    return {
      ok: true,
      odds: withIdentification(odds, plan.identification === 'open-fire' ? passes : 1 - passes),
    };
  }
  const decision = decideSkirmish(state, command, probeDice, at);
  return decision.ok ? { ok: true, odds: null } : decision;
}

function judge(state: SkirmishState, candidates: Candidates, at: number): SkirmishActionView {
  const options: ActionOption<SkirmishCommand>[] = [];
  let reason: string | null = null;
  for (const { label, command } of candidates.commands) {
    const verdict = judgeCommand(state, command, at);
    if (verdict.ok) options.push({ label, command, odds: verdict.odds });
    else reason ??= verdict.message;
  }
  return {
    action: candidates.action,
    label: candidates.label,
    available: options.length > 0,
    reason: options.length > 0 ? null : (reason ?? candidates.none),
    options,
    rule: candidates.rule,
  };
}

function freeCandidates(modelId: string): Candidates[] {
  return [
    {
      action: 'take-cover',
      label: 'Take cover (free)',
      rule: 'HST-ACT-11',
      commands: [{ label: 'Take cover', command: { type: 'skirmish/take-cover', model: modelId } }],
      none: '',
    },
    {
      action: 'drop',
      label: 'Drop what is in hand (free)',
      rule: 'HST-ACT-12',
      commands: [
        { label: 'Drop it', command: { type: 'skirmish/free-action', model: modelId, kind: 'drop' } },
      ],
      none: '',
    },
    {
      action: 'speak',
      label: 'Speak (free)',
      rule: 'HST-ACT-12',
      commands: [
        {
          label: 'Say something',
          command: { type: 'skirmish/free-action', model: modelId, kind: 'speak', words: '' },
        },
      ],
      none: '',
    },
  ];
}

function modelView(state: SkirmishState, id: string, at: number): SkirmishActionView[] {
  const model = modelOf(state, id)!;
  if (state.phase.kind === 'over' || !onTable(model)) return [];
  if (state.window) {
    return state.window.actor === id ? [] : reactiveCandidates(state, model).map((c) => judge(state, c, at));
  }
  const active = model.side === activeSide(state) && state.phase.kind === 'turn';
  const candidates = [...(active ? activeCandidates(state, model) : []), ...freeCandidates(id)];
  return candidates.map((c) => judge(state, c, at));
}

/** Every action `actor` (a model id, or a side id) could take now. `at`: now, epoch ms (for the clocks). */
export function skirmishView(state: SkirmishState, actor: string, at: number): SkirmishActionView[] {
  if (modelOf(state, actor)) return modelView(state, actor, at);
  if (state.scenario.sides.some((s) => s.id === actor)) {
    return sideCandidates(state, actor as SideId).map((c) => judge(state, c, at));
  }
  return [];
}
