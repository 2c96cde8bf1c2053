import type { ActionView, ActorId, MapTarget, OptionText } from '../../engine/index.ts';
import { costOf, withOptionTexts } from '../../engine/index.ts';
import { characterLimits, spotLimits } from '../limits/index.ts';
import { purposeMax } from './schema.ts';
import { skillTable } from '../characters/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { researchOdds } from '../prep/index.ts';
import type { HeistEnv, ResearchGoal } from '../prep/index.ts';
import { secretsCost, switchCost, withTraining } from '../foresight/index.ts';
import { barriersBetween, outside } from '../spot/index.ts';
import { dropKind, fists } from '../gear/index.ts';
import { isRejection } from '../../shared/result.ts';
import { bypassOdds, checkOdds, dropActionOdds, moveOdds, palmOdds } from './odds-actions.ts';
import { bypassSurelyAlerts, planBypass } from './bypass.ts';
import { planDropAttack } from './drop-route.ts';
import { inWords, securityLabel } from './labels.ts';
import { moveSurelyAlerts, planMove } from './move.ts';
import { planPalm } from './palm.ts';
import { atSpot, placeOf } from './roster.ts';
import { planSecrets, planSwitch } from './schemes-rolls.ts';
import { planSkill } from './skill.ts';
import type { HeistCommand, HeistState } from './types.ts';
import type { Alerted } from './alerts.ts';
import * as candidates from './view-candidates.ts';
import { checked, costing, judge, rollFree } from './view-judge.ts';
import { escapeAction } from './view-alarm.ts';

/**
 * Every action an actor could take now (COT-SPOT-2, COT-DROP, COT-FORE-3..9), possible or not, why not, its
 * ready-made commands and their exact odds. Each candidate is checked by the very `plan…` function `decide`
 * runs (or, for an action without a roll, by `decide` itself with dice that must not roll), so the options are
 * exactly the commands `decide` accepts and the odds those of the pool it rolls.
 */
export function heistView(
  env: HeistEnv,
  state: HeistState,
  actor: ActorId,
): readonly ActionView<HeistCommand>[] {
  const at = atSpot(state, actor as DropCharacter['id']);
  if (!at) return [];
  const common = [dropAction(env, state, at), ...helpless(env, state, at), respond(env, state, at)];
  if (!state.crew.includes(at.id)) {
    return at.kind === 'guard' ? [callForHelp(env, state, at), ...common] : common;
  }
  return [
    moveAction(env, state, at),
    bypassAction(env, state, at),
    ...common,
    palmAction(env, state, at),
    lootAction(env, state, at),
    skillAction(env, state, at),
    ...schemeActions(env, state, at),
    ...(state.alarm?.sounded ? [escapeAction(env, state, at)] : []),
  ];
}

function moveAction(env: HeistEnv, state: HeistState, at: DropCharacter) {
  return judge(
    { action: 'move', label: 'Move', rule: 'COT-SPOT-3', none: 'Nowhere to go from here' },
    candidates.moveCandidates(state, at).map((c) => {
      // Training buys dice for a roll: only a move that rolls (unseen past a guard, or a Hazardous zone) takes it.
      const plain = planMove(env, state, c);
      return !isRejection(plain) && plain.prepared !== null ? withTraining(env.ctx, at.id, c) : c;
    }),
    (c) =>
      checked(
        planMove(env, state, c),
        (plan) => moveOdds(env, plan),
        (plan) => alertWarning(state, moveSurelyAlerts(env, state, plan)),
      ),
    (c) => {
      const where =
        c.to === outside
          ? `out to ${candidates.placeName(state, c.to)}`
          : c.to === placeOf(at)
            ? `across ${candidates.placeName(state, c.to)}`
            : `to ${candidates.placeName(state, c.to)}`;
      return `${c.stealth ? 'Sneak' : 'Go'} ${where}${c.skill ? ` by ${skillTable[c.skill].label}` : ''}`;
    },
    (c) => moveTargets(state, placeOf(at), c.to),
  );
}

/** A move's place on the map: the zone it goes to (or crosses, or Outside) and the barriers it would cross. */
function moveTargets(state: HeistState, from: string, to: string): MapTarget[] {
  const zone: MapTarget = { kind: 'zone', id: to };
  if (to === from) return [zone];
  return [
    zone,
    ...barriersBetween(state.spot, from, to).map((b): MapTarget => ({ kind: 'barrier', id: b.id })),
  ];
}

/**
 * "Brannigan will become Aware; Vex will be Discovered": what a move or a bypass surely sets off, said before it is
 * made (null: nothing whatever the dice).
 */
function alertWarning(state: HeistState, alerted: Alerted): string | null {
  const names = (ids: readonly string[]) =>
    inWords(ids.map((id) => atSpot(state, id as DropCharacter['id'])?.name ?? id));
  const parts = [
    ...(alerted.aware.length > 0 ? [`${names(alerted.aware)} will become Aware`] : []),
    ...(alerted.discovered.length > 0 ? [`${names(alerted.discovered)} will be Discovered`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : null;
}

/** A person on the map. */
function person(id: string): MapTarget[] {
  return [{ kind: 'person', id }];
}

function bypassAction(env: HeistEnv, state: HeistState, at: DropCharacter) {
  return judge(
    { action: 'bypass', label: 'Bypass', rule: 'COT-SPOT-5', none: 'No Security stands in the way here' },
    candidates.bypassCandidates(env, state, at).map((c) => withTraining(env.ctx, at.id, c)),
    (c) =>
      checked(
        planBypass(env, state, c),
        (plan) => bypassOdds(env, plan, c.skill),
        (plan) => alertWarning(state, bypassSurelyAlerts(env, state, plan, c)),
      ),
    (c) => {
      const security = state.spot.barriers[c.barrier]!.securities.find((s) => s.id === c.security)!;
      return `${securityLabel(security)} with ${skillTable[c.skill].label}${c.stealth ? ', unseen' : ''}`;
    },
    (c) => [{ kind: 'barrier', id: c.barrier }],
  );
}

function dropAction(env: HeistEnv, state: HeistState, at: DropCharacter) {
  return judge(
    { action: 'drop', label: 'Get the Drop', rule: 'COT-DROP-1', none: 'Nobody here to Get the Drop on' },
    candidates.dropCandidates(state, at).map((c) => withTraining(env.ctx, at.id, c)),
    (c) => {
      const planned = planDropAttack(env, state, c);
      return isRejection(planned) ? planned : { odds: dropActionOdds(state, planned.command) };
    },
    (c) => dropLabel(state, at, c),
    (c) => person(c.target),
  );
}

/** "Subdue Brannigan (Training 6) with bare hands", "Murder Okafor (Training 8) with the Revolver" (COT-DROP-2). */
function dropLabel(
  state: HeistState,
  at: DropCharacter,
  command: { readonly target: string; readonly weapon?: string },
): string {
  const target = atSpot(state, command.target as DropCharacter['id']);
  const weapon = at.weapons.find((w) => w.name === command.weapon) ?? fists;
  const kind = dropKind(weapon) === 'subdue' ? 'Subdue' : 'Murder';
  const means = weapon.name === fists.name ? 'bare hands' : `the ${weapon.name}`;
  return `${kind} ${target?.name ?? command.target} (Training ${target?.training ?? '?'}) with ${means}`;
}

function helpless(env: HeistEnv, state: HeistState, at: DropCharacter) {
  const people = candidates.helplessHere(state, at);
  const name = (id: string) => atSpot(state, id as DropCharacter['id'])?.name ?? id;
  return (['drop/wake', 'drop/finish-off'] as const).map((type) =>
    judge(
      {
        action: type === 'drop/wake' ? 'wake' : 'finish-off',
        label: type === 'drop/wake' ? 'Wake' : 'Finish off',
        rule: 'COT-DROP-9',
        none: 'Nobody here is Unconscious',
      },
      people.map((target) => ({ type, actor: at.id, target: target.id })),
      rollFree(env, state),
      (c) => `${type === 'drop/wake' ? 'Wake' : 'Finish off'} ${name(c.target)}`,
      (c) => person(c.target),
    ),
  );
}

/**
 * The response of the Aware target of a Drop (COT-DROP-5, COT-D-29): their free choice, before any other turn,
 * each option saying what it does. Offered to the target; the GM chooses for an NPC.
 */
export function respond(env: HeistEnv, state: HeistState, at: DropCharacter): ActionView<HeistCommand> {
  const due = state.drop.pending.find((p) => p.target === at.id);
  const zone = at.zone === null ? 'the zone' : candidates.placeName(state, at.zone);
  const attacker = due ? (atSpot(state, due.attacker)?.name ?? due.attacker) : '';
  const words = {
    flee: `Flee the Spot; ${attacker} may give chase`,
    'call-for-help': `Call for Help: guards in ${zone} become Aware, the others +${env.rules.callForHelpBonus} Awareness`,
    'square-up': `Square Up: Gang Warfare in ${zone}${due?.firstRoundSide ? ', their side leading round 1' : ''}`,
  } as const;
  return judge(
    { action: 'respond', label: 'Respond to the Drop', rule: 'COT-DROP-5', none: 'No Drop to respond to' },
    due
      ? (['flee', 'call-for-help', 'square-up'] as const).map((response) => ({
          type: 'drop/respond' as const,
          target: at.id,
          response,
        }))
      : [],
    rollFree(env, state),
    (c) => words[c.response],
  );
}

function callForHelp(env: HeistEnv, state: HeistState, at: DropCharacter) {
  return judge(
    { action: 'call-for-help', label: 'Call for Help', rule: 'COT-GUARD-6', none: '' },
    [{ type: 'heist/call-for-help' as const, guard: at.id }],
    rollFree(env, state),
    () => 'Call for Help',
  );
}

function palmAction(env: HeistEnv, state: HeistState, at: DropCharacter) {
  return judge(
    { action: 'palm', label: 'Palming', rule: 'COT-SPOT-8', none: 'Nobody here to lift from or plant on' },
    candidates
      .othersHere(state, at)
      .flatMap((victim) =>
        (['lift', 'plant'] as const).map((action) => ({
          type: 'heist/palm' as const,
          actor: at.id,
          victim: victim.id,
          action,
          item: 'something',
        })),
      )
      .map((c) => withTraining(env.ctx, at.id, c)),
    (c) => checked(planPalm(env, state, c), (plan) => palmOdds(env, plan)),
    (c) => `${c.action === 'lift' ? 'Lift from' : 'Plant on'} ${atSpot(state, c.victim)?.name ?? c.victim}`,
    (c) => person(c.victim),
  );
}

function lootAction(env: HeistEnv, state: HeistState, at: DropCharacter) {
  const here = Object.values(state.spot.loot).filter(
    (loot) => loot.zone === at.zone && !Object.hasOwn(state.carried, loot.id),
  );
  return judge(
    { action: 'take-loot', label: 'Take loot', rule: 'COT-SPOT-2', none: 'No loot lies here' },
    here.map((loot) => ({ type: 'heist/take-loot' as const, actor: at.id, loot: loot.id })),
    rollFree(env, state),
    (c) => `Take ${state.spot.loot[c.loot]!.name}`,
    (c) => [
      { kind: 'loot', id: c.loot },
      { kind: 'zone', id: state.spot.loot[c.loot]!.zone },
    ],
  );
}

function skillAction(env: HeistEnv, state: HeistState, at: DropCharacter) {
  return withOptionTexts(skillView(env, state, at), () => [
    { path: 'purpose', label: 'What the roll is for', max: purposeMax, optional: true },
  ]);
}

function skillView(env: HeistEnv, state: HeistState, at: DropCharacter) {
  return judge(
    { action: 'skill', label: 'Use a skill', rule: 'COT-SPOT-8', none: '' },
    candidates.skillCandidates(at).map((c) => withTraining(env.ctx, at.id, c)),
    (c) => checked(planSkill(env, state, c), (plan) => checkOdds(env, plan.prepared, c.skill, c.difficulty)),
    (c) => `${skillTable[c.skill].label} vs ${c.difficulty}`,
  );
}

function schemeActions(env: HeistEnv, state: HeistState, at: DropCharacter): ActionView<HeistCommand>[] {
  const name = (id: string) => atSpot(state, id as DropCharacter['id'])?.name ?? id;
  return [
    judge(
      { action: 'ambush', label: 'Ambush', rule: 'COT-FORE-4', none: 'The crew knows no zone to go to' },
      candidates.ambushCandidates(state, at.id),
      rollFree(env, state),
      (c) => `${name(c.character)} to ${candidates.placeName(state, c.to)}`,
      (c) => [{ kind: 'zone', id: c.to }],
    ),
    withOptionTexts(
      judge(
        {
          action: 'blueprint',
          label: 'Blueprint',
          rule: 'COT-FORE-8',
          none: 'The crew knows no two places to join',
        },
        candidates.blueprintCandidates(state, at.id),
        rollFree(env, state),
        (c) =>
          `A Hidden zone between ${candidates.placeName(state, c.between[0])} and ${candidates.placeName(state, c.between[1])}`,
        (c) => c.between.map((place): MapTarget => ({ kind: 'zone', id: place })),
      ),
      () => [{ path: 'name', label: 'Name of the passage', max: spotLimits.nameMax, optional: false }],
    ),
    withOptionTexts(
      judge(
        { action: 'secrets', label: 'Secrets', rule: 'COT-FORE-6', none: '' },
        candidates.secretsCandidates(state, at.id).map((c) => ownTraining(env, at, c)),
        (c) =>
          costing(
            checked(planSecrets(env, state, c), (plan) =>
              plan.kind === 'research'
                ? researchOdds(plan.plan, env.rules)
                : checkOdds(env, plan.prepared, 'mysticism', plan.difficulty),
            ),
            // COT-FORE-6, COT-PREP-3: Connections still pays its Reputation
            costOf({ foresight: secretsCost, reputation: c.roll.method === 'connections' ? 1 : 0 }),
          ),
        (c) =>
          `${name(c.roller)}: ${c.roll.method === 'mysticism' ? 'Mysticism' : `${c.roll.method === 'planning' ? 'Planning' : 'Connections'} for ${goalLabel(state, c.roll.goal)}`}`,
      ),
      (c) =>
        c.type === 'heist/secrets' && c.roll.method === 'mysticism'
          ? [purposeText('What the reading is for')]
          : [],
    ),
    withOptionTexts(
      judge(
        { action: 'switch', label: 'Switch', rule: 'COT-FORE-9', none: '' },
        candidates.switchCandidates(state, at.id).map((c) => ownTraining(env, at, c)),
        (c) =>
          costing(
            checked(planSwitch(env, state, c), (plan) =>
              checkOdds(env, plan.prepared, c.roll.kind === 'disguise' ? 'con' : 'forgery', plan.difficulty),
            ),
            costOf({ foresight: switchCost }),
          ),
        (c) => `${name(c.roller)}: ${c.roll.kind === 'disguise' ? 'a disguise (Con)' : 'a Forgery'}`,
      ),
      (c) =>
        c.type !== 'heist/switch'
          ? []
          : c.roll.kind === 'disguise'
            ? [
                {
                  path: 'roll.identity',
                  label: 'Who the disguise passes for',
                  max: characterLimits.labelMax,
                  optional: false,
                },
              ]
            : [purposeText('What the Forgery is')],
    ),
    judge(
      { action: 'cache', label: 'Cache', rule: 'COT-FORE-7', none: '' },
      candidates.cacheCandidates(state, at.id),
      rollFree(env, state),
      (c) => `${c.resources} Resource after the fact, gear to ${name(c.recipient)}`,
    ),
  ];
}

/**
 * A scheme roll with the Training the GM is buying for the actor's next roll (COT-FORE-5), when the actor rolls
 * it: the turn panel buys dice for its actor's own roll, so a roll another crew member makes is offered without.
 */
function ownTraining<C extends { readonly roller: string }>(env: HeistEnv, at: DropCharacter, command: C): C {
  return command.roller === at.id ? withTraining(env.ctx, at.id, command) : command;
}

function goalLabel(state: HeistState, goal: ResearchGoal): string {
  switch (goal.kind) {
    case 'layout':
      return 'the Layout';
    case 'hidden':
      return 'Hidden zones';
    case 'mark':
      return `the Mark ${atSpot(state, goal.person)?.name ?? goal.person}`;
    case 'itinerary':
      return goal.subject.kind === 'spot' ? `the Itinerary of ${state.spot.name}` : 'an Itinerary';
  }
}

/** A free-text purpose of a roll (a Mysticism reading, a Forgery), as the command's schema takes it. */
function purposeText(label: string): OptionText {
  return { path: 'roll.purpose', label, max: purposeMax, optional: true };
}
