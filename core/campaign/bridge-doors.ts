import { bypassOnTable, openDoor, securityLabel } from '../bridge/index.ts';
import type { BypassSkill } from '../cot/heist/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import type { Dice } from '../dice/dice.ts';
import { rollPool } from '../dice/roll.ts';
import { bridgeSettingsOf } from '../bridge/index.ts';
import { rollId } from '../shared/ids.ts';
import type { RollId } from '../shared/ids.ts';
import { isRejection, ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import type { DoorAttempt } from './bridge-fights.ts';
import { bypassRoll, fightOnTable, sheetOf, tableDoors } from './bridge-table.ts';
import type { TableDoor } from './bridge-table.ts';
import { SceneStep } from './scenes/builder.ts';
import { decideScene } from './scenes/decide.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * A Use at a door of a bridged fight's table (BRG-D-20, D-36): one bypass attempt at one Security — the COT roll
 * of a character against its Score, a skill check for a model without a sheet — or, once nothing is left to
 * bypass, the Use that opens the door. The model's action is spent in its skirmish (a Use that interacts, HST-ACT-4;
 * its whole activation with `bridge_bypass_time` = `whole_activation`), and the result is kept on the fight for the
 * write-back (BRG-D-46). Refused, storing nothing, for an exit that is no door or is open, a model that cannot act,
 * a fight that is over.
 */

export interface BypassAtDoor {
  readonly type: 'bridge/bypass';
  /** The fight's id (its skirmish scene's). */
  readonly fight: string;
  readonly model: string;
  /** The exit's name on the table (the link's `exits`). */
  readonly exit: string;
  /** The Security tried; absent: the Use opens the unlocked door. */
  readonly security?: string;
  /** The skill a COT character rolls (COT-SPOT-6); absent: the better pool, never Explosives. */
  readonly skill?: BypassSkill;
  readonly at: number;
  readonly rollId: RollId;
}

/** The exit by its name, if it is a way with something left to do. */
function doorOf(doors: readonly TableDoor[], name: string, fight: string): TableDoor | Rejection {
  const door = doors.find((exit) => exit.name === name);
  if (!door)
    return reject('bridge/no-exit', `${fight}'s table has no exit "${name}" (BRG-D-2)`, { exit: name });
  if (door.state === 'open')
    return reject('bridge/open', `"${name}" is open: there is nothing to bypass or open (BRG-D-36)`, {
      exit: name,
    });
  return door;
}

export function bypassAtDoor(
  state: CampaignState,
  command: BypassAtDoor,
  dice: Dice,
): Decision<CampaignEvent> {
  const playing = fightOnTable(state, command.fight);
  if (isRejection(playing)) return playing;
  const { fight, skirmish } = playing;
  const door = doorOf(tableDoors(state, fight), command.exit, fight.name);
  if (isRejection(door)) return door;
  const model = Object.hasOwn(skirmish.models, command.model) ? skirmish.models[command.model]! : null;
  if (!model)
    return reject('bridge/unknown-model', `${fight.name} has no model "${command.model}"`, {
      model: command.model,
    });
  const step = new SceneStep(state, command.at, command.rollId, dice);
  const label = command.security === undefined ? `Open "${door.name}"` : `Bypass at "${door.name}"`;
  const attempt = command.security === undefined ? opening(door) : tryDoor(state, step, door, command, dice);
  if (attempt !== null && isRejection(attempt)) return attempt;
  // BRG-D-20, D-37: an Explosives bypass or a catastrophe is loud: it ends a surprise window (BRG-D-14).
  const loud = attempt !== null && (attempt.skill === 'explosives' || attempt.catastrophe);
  const spent = spendUse(step, fight.scene!, command, label, loud);
  if (spent) return spent;
  step.push({
    type: 'bridge/door-used',
    fight: command.fight,
    model: command.model,
    exit: door.name,
    barrier: door.barrier,
    attempt,
  });
  return ok(step.events);
}

/** BRG-D-36, HST-ACT-4: the Use that opens a closed door: null, the door's `attempt`. */
function opening(door: TableDoor): null | Rejection {
  const opened = openDoor(door);
  if (!isRejection(opened)) return null;
  const left = door.securities.filter((s) => !s.bypassed).map(securityLabel);
  return reject(
    'bridge/locked',
    `"${door.name}" is ${door.words}: bypass ${left.join(' and ')} before it opens (BRG-D-36)`,
    { exit: door.name },
  );
}

/** BRG-D-20: one roll at one Security, a COT pool or a skill check. */
function tryDoor(
  state: CampaignState,
  step: SceneStep,
  door: TableDoor,
  command: BypassAtDoor,
  dice: Dice,
): DoorAttempt | Rejection {
  const security = door.securities.find((s) => s.id === command.security);
  if (!security)
    return reject('bridge/no-security', `"${door.name}" has no Security "${command.security}"`, {
      security: command.security ?? '',
    });
  if (security.bypassed)
    return reject('bridge/bypassed', `${securityLabel(security)} is bypassed already (COT-D-54)`, {
      security: security.id,
    });
  const fight = state.bridge.fights[command.fight]!;
  const sheet = sheetOf(state, fight, command.model);
  const model = (step.scene(fight.scene!).state as { models: Record<string, { skill: number }> }).models[
    command.model
  ]!;
  const plan = bypassRoll(state, sheet, model.skill, security, command.skill);
  if (isRejection(plan)) return plan;
  if (plan.kind === 'check') {
    const face = dice.roll(10);
    const bypassed = face <= plan.effective;
    return {
      security: security.id,
      skill: null,
      roll: null,
      check: { face, effective: plan.effective },
      bypassed,
      catastrophe: false,
    };
  }
  const roll = rollPool(plan.pool, dice);
  const attempt = bypassOnTable(door, security.id, roll, state.settings);
  if (isRejection(attempt)) return attempt;
  return {
    security: security.id,
    skill: plan.skill,
    roll,
    check: null,
    bypassed: attempt.success,
    catastrophe: attempt.catastrophe,
  };
}

/**
 * The Use in the skirmish (HST-ACT-4): a Use that interacts, without the engine's own check (the bridge rolls),
 * loud when the attempt was (it ends a surprise window);
 * with `bridge_bypass_time` = `whole_activation` the model's activation ends with it (BRG-D-36). The engine
 * refuses a model that cannot act now.
 */
function spendUse(
  step: SceneStep,
  scene: SceneId,
  command: BypassAtDoor,
  label: string,
  loud: boolean,
): Rejection | null {
  const act = (inner: object, suffix: string): Rejection | null => {
    const decision = decideScene(
      step.state,
      {
        type: 'scene/act',
        sceneId: scene,
        engine: 'skirmish',
        command: inner,
        at: command.at,
        rollId: rollId(`${command.rollId}-${suffix}`),
      } as never,
      step.dice,
    );
    if (!decision.ok) return decision;
    for (const event of decision.events) step.push(event);
    return null;
  };
  const used = act(
    {
      type: 'skirmish/act',
      model: command.model,
      action: { kind: 'use', use: { what: 'interact', label, check: false, ...(loud ? { loud } : {}) } },
    },
    'use',
  );
  if (used) return used;
  if (bridgeSettingsOf(step.state.settings).bridgeBypassTime !== 'whole_activation') return null;
  const skirmish = step.scene(scene).state as { activation: { model: string } | null };
  if (skirmish.activation?.model !== command.model) return null;
  return act({ type: 'skirmish/end-activation', model: command.model }, 'end');
}
