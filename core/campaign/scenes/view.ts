import { bolster } from '../../cot/time/index.ts';
import { pendingFor } from '../../cot/time/index.ts';
import type { TrainingPurchase } from '../../cot/world/index.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import { applyInitiative } from '../../cot/initiative/index.ts';
import { decideInitiative } from '../../cot/initiative/index.ts';
import { allowance, claimants, claimsThisRound, describeSlot, liveSlot } from '../../cot/initiative/index.ts';
import type { Initiative } from '../../cot/initiative/index.ts';
import { stillToAct, turnsTaken } from '../../cot/time/index.ts';
import { dueScenes } from '../../cot/time/index.ts';
import { stageLabels } from '../../cot/time/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { capabilityOf } from '../../engine/index.ts';
import type { Absence, ActionView, Names } from '../../engine/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { namesIn } from '../describe.ts';
import type { CampaignState } from '../types.ts';
import { sceneRound } from './clock.ts';
import { engineContext } from './context.ts';
import { absenceIn, absenceWords } from './absence.ts';
import type { Scene, UnstampedSceneCommand } from './types.ts';

/**
 * What a scene dashboard shows, decided here so the panels only draw it: whose turn it is and who may act,
 * each participant's standing, and the actions the scene's engine offers an actor, with their reasons and odds.
 */

/**
 * Every action open (or not) to `actor` now, each option a ready scene command: the engine's actions with their
 * exact odds (none before the engine started or after the scene ended), then giving up the turn to Bolster
 * someone or to Wait (COT-TIME-4) in scenes that pass turns by initiative or round.
 */
export function sceneActions(
  state: CampaignState,
  scene: Scene,
  actor: CharacterId,
  at: number,
  /** The GM's modifiers for the actor's roll (a situational +1k0), so the odds shown are the odds rolled. */
  modifiers: readonly PoolModifier[] = [],
  /** Foresight Training bought for the actor's roll (COT-FORE-5): the engines whose rolls take it add it. */
  training?: TrainingPurchase,
): readonly ActionView<UnstampedSceneCommand>[] {
  if (scene.state === null || scene.ended !== null) return [];
  const engine = engineOf(scene.engine);
  if (engine.ended(scene.state, namesIn(state, scene)) !== null) return []; // over: nothing left but to close it
  const gm =
    modifiers.length > 0 || training ? { actor, modifiers, ...(training ? { training } : {}) } : undefined;
  const ctx = engineContext(state, scene, at, gm);
  const state0 = scene.state;
  const me = turnSummary(state, scene).actors.find((a) => a.id === actor) ?? null;
  const held = engine.turns === 'initiative' && me?.mayActNow ? heldBack(state, scene, actor) : null;
  // Turns are the scene's: outside the actor's turn only a free action (a scheme, COT-FORE-3) or a follow-up of
  // the turn they took (COT-CHASE-9) stays open, and a turn whose end would close a round the Job clock holds
  // back waits with it (COT-TIME-3).
  const takesNoTurn = (command: unknown) =>
    engine.actorOf(state0, command as never) === null ||
    engine.isFollowUp?.(state0, command as never) === true;
  const inTurn = (command: unknown) =>
    engine.turns === 'engine' || me === null || (me.mayActNow && held === null) || takesNoTurn(command);
  const own = engine.view(ctx, scene.state, actor).map((view): ActionView<UnstampedSceneCommand> => {
    const open = view.options.filter((option) => inTurn(option.command));
    const shut = view.available && open.length === 0;
    return {
      ...view,
      available: view.available && !shut,
      reason: shut ? (held ?? me?.why ?? view.reason) : view.reason,
      options: open.map((option) => ({
        ...option,
        // The engine's text fields are fields of the command the scene carries.
        ...(option.texts
          ? { texts: option.texts.map((text) => ({ ...text, path: `command.${text.path}` })) }
          : {}),
        command: {
          type: 'scene/act',
          sceneId: scene.id,
          engine: scene.engine,
          command: option.command,
          ...(modifiers.length > 0 ? { modifiers } : {}),
        } as UnstampedSceneCommand,
      })),
    };
  });
  // COT-TIME-4: Bolster and Wait, in the scenes of an engine that declares them, which pass turns by initiative.
  const gives = engine.turns === 'initiative' && capabilityOf(engine, 'bolster') !== undefined;
  return gives ? [...own, ...giveUpTurn(state, scene, actor, held)] : own;
}

/**
 * COT-TIME-3: why the actor's turn must wait — it would end a round of this scene while the Job clock has
 * another scene play first (a fight's Action rounds before the Heist's) — or null.
 */
function heldBack(state: CampaignState, scene: Scene, actor: CharacterId): string | null {
  const due = dueScenes(state.clock);
  const first = due[0];
  if (!first || due.some((other) => other.id === scene.id)) return null;
  if (!state.clock.running.some((other) => other.id === scene.id) || !endsRound(scene, actor)) return null;
  return `${scene.name}'s round would end: ${first.label} plays its ${stageLabels[first.stage]} round first (COT-TIME-3)`;
}

/** Dice for asking the initiative what a turn's end does; what they show does not matter. */
const anyDice: Dice = { roll: () => 1 };

/** Whether the actor's turn, taken now, ends the round (COT-INIT-5, COT-TIME-5). */
function endsRound(scene: Scene, actor: CharacterId): boolean {
  const initiative = scene.turns.initiative;
  if (initiative) {
    let now = initiative;
    if (!now.acting) {
      const slot = liveSlot(now);
      if (!slot) return false;
      const claim = { type: 'initiative/claim-slot', slotId: slot.id, characterId: actor } as const;
      const claimed = decideInitiative(now, claim, anyDice);
      if (!claimed.ok) return false;
      now = claimed.events.reduce(applyInitiative, now);
    }
    const ended = decideInitiative(now, { type: 'initiative/end-turn' }, anyDice);
    return ended.ok && ended.events.some((event) => event.type === 'initiative/round-ended');
  }
  const free = scene.turns.free;
  return (
    free !== null &&
    stillToAct(free).every((id) => id === actor) &&
    turnsTaken(free, actor) + 1 >= free.turnsEach
  );
}

/** COT-TIME-4: Bolster (each recipient the rules allow) or Wait, both spending the actor's turn. */
function giveUpTurn(
  state: CampaignState,
  scene: Scene,
  actor: CharacterId,
  held: string | null,
): ActionView<UnstampedSceneCommand>[] {
  const me = turnSummary(state, scene).actors.find((a) => a.id === actor);
  if (!me) return [];
  const names = namesIn(state, scene);
  const why = me.mayActNow ? held : me.why;
  const recipients = scene.participants.filter((p) => absenceIn(state, scene, p.characterId) === null);
  const refusals: string[] = [];
  const options = recipients.flatMap((p) => {
    const tried = bolster(
      state.bolsters,
      { type: 'time/bolster', giver: actor, recipient: p.characterId },
      state.settings,
      names,
    );
    if (!tried.ok) refusals.push(tried.message);
    return tried.ok
      ? [
          {
            label: `Bolster ${names(p.characterId)}: +1k0 on their next roll`,
            command: { type: 'scene/bolster', sceneId: scene.id, giver: actor, recipient: p.characterId },
            odds: null,
          } as const,
        ]
      : [];
  });
  const bolsterReason =
    why ?? (options.length === 0 ? (refusals[0] ?? 'Nobody here can be Bolstered') : null);
  return [
    {
      action: 'bolster',
      label: 'Bolster',
      available: bolsterReason === null,
      reason: bolsterReason,
      options: bolsterReason === null ? options : [],
      rule: 'COT-TIME-4',
    },
    {
      action: 'wait',
      label: 'Wait',
      available: why === null,
      reason: why,
      options:
        why === null
          ? [
              {
                label: `${names(actor)} waits`,
                command: { type: 'scene/wait', sceneId: scene.id, characterId: actor },
                odds: null,
              },
            ]
          : [],
      rule: 'COT-TIME-4',
    },
  ];
}

/** A participant as the turn panel shows them. */
export interface SceneActor {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: string;
  readonly absence: Absence | null;
  /** May take a turn right now (their side's slot is live, or they have not had their turn this round). */
  readonly mayActNow: boolean;
  /** Why not, when not: "Vex has had their turn this round", "It is Ruth's turn". */
  readonly why: string | null;
  /** Bolster dice waiting for their next roll (COT-TIME-4). */
  readonly bolsters: number;
}

/** The turn as a sentence, and who may act. */
export interface TurnSummary {
  /** The round the scene is playing: one counter per scene. */
  readonly round: number;
  /** "Round 2 · next slot 14 (Guards): Brannigan or Okafor", "Round 1 · without initiative: 2 still to act". */
  readonly text: string;
  readonly acting: CharacterId | null;
  readonly actors: readonly SceneActor[];
  /** How the engine says the scene's business ended ("Vex escapes"), before the GM closes it; else null. */
  readonly over: string | null;
}

/** Whose turn it is in a scene and what each participant may do now (COT-INIT-5, COT-TIME-5). */
export function turnSummary(state: CampaignState, scene: Scene): TurnSummary {
  const names: Names = namesIn(state, scene);
  const round = sceneRound(state.clock, scene.id);
  const initiative = scene.turns.initiative;
  const free = scene.turns.free;
  const live = initiative ? liveSlot(initiative) : null;
  const allowed = new Set<string>(
    initiative
      ? initiative.acting
        ? [initiative.acting.characterId]
        : live
          ? claimants(initiative, live.side).map((p) => p.characterId)
          : []
      : free
        ? free.members.filter((m) => stillToAct(free).includes(m.characterId)).map((m) => m.characterId)
        : scene.participants.map((p) => p.characterId),
  );
  const acting = initiative?.acting?.characterId ?? free?.acting ?? null;
  const over =
    scene.ended === null && scene.state !== null ? engineOf(scene.engine).ended(scene.state, names) : null;
  const actors = scene.participants.map((p): SceneActor => {
    const absence = absenceIn(state, scene, p.characterId);
    const mayActNow =
      scene.ended === null &&
      over === null &&
      absence === null &&
      allowed.has(p.characterId) &&
      (acting === null || acting === p.characterId);
    return {
      id: p.characterId,
      name: names(p.characterId),
      side: p.side,
      absence,
      mayActNow,
      why: mayActNow
        ? null
        : over !== null
          ? `Over: ${over}`
          : whyNot(scene, p.characterId, absence, acting, names),
      bolsters: pendingFor(state.bolsters, p.characterId).length,
    };
  });
  let text: string;
  if (scene.ended !== null) text = `Ended: ${scene.ended}`;
  else if (over !== null) text = `Over: ${over}. Close the scene to go on`;
  else if (initiative && acting) text = `Round ${round} · ${names(acting)} is taking a turn`;
  else if (initiative && live) {
    const who = [...allowed].map(names);
    text = `Round ${round} · next slot ${describeSlot(initiative, live)}: ${who.length > 0 ? who.join(' or ') : 'nobody can take it'}`;
  } else if (initiative) text = `Round ${round} · every slot is used`;
  else if (free) text = `Round ${round} · without initiative: ${allowed.size} still to act`;
  else text = `Round ${round}`;
  return { round, text, acting, actors, over };
}

function whyNot(
  scene: Scene,
  id: CharacterId,
  absence: Absence | null,
  acting: CharacterId | null,
  names: Names,
): string {
  if (scene.ended !== null) return `${scene.name} has ended`;
  if (absence) return `${names(id)} ${absenceWords[absence]}`;
  if (acting && acting !== id) return `It is ${names(acting)}'s turn`;
  const initiative = scene.turns.initiative;
  if (initiative) return initiativeWhyNot(initiative, id, names);
  return `${names(id)} has had their turn this round`;
}

/** Why someone able to act cannot take the live slot now (COT-INIT-5, COT-INIT-6, COT-INIT-7). */
function initiativeWhyNot(initiative: Initiative, id: CharacterId, names: Names): string {
  const participant = initiative.participants.find((p) => p.characterId === id);
  if (!participant) return `${names(id)} has no slot in this round`;
  if (participant.status !== 'in')
    return `${names(id)} gave up their slot when they left (${participant.status}, COT-INIT-6)`;
  if (participant.fromRound > initiative.round)
    return `${names(id)} joined this round and acts from round ${participant.fromRound} (COT-INIT-6)`;
  if (claimsThisRound(initiative, id) >= allowance(initiative, id))
    return allowance(initiative, id) === 0
      ? `${names(id)} gave their turn to the Focus Round (COT-INIT-7)`
      : `${names(id)} has already acted in round ${initiative.round} (COT-INIT-5)`;
  const live = liveSlot(initiative);
  if (!live) return `Every slot of round ${initiative.round} is used`;
  return `The live slot, ${describeSlot(initiative, live)}, is another side's (COT-INIT-5)`;
}
