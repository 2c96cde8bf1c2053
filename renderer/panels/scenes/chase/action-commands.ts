import { chase } from '../../../../core/index.ts';
import type { CharacterId, PoolModifier } from '../../../../core/index.ts';

/**
 * From the GM's choice on the chase dashboard to the command the engine runs, and its exact odds before the
 * roll. The chase view offers ready-made commands for each action (each weapon and defender, each boarder);
 * the GM picks one and may set the obstacle's difficulty, a crash check, or who rolls for a tied group.
 */

/** What the GM has picked: who, which action, which of its ready-made commands, and the options. */
export interface Choice {
  readonly actor: CharacterId;
  readonly action: chase.ChaseActionKind;
  readonly variant: number;
  /** The obstacle's difficulty (COT-CHASE-6); at least the table's minimum. */
  readonly difficulty: number;
  /** The GM calls for a crash check after a vehicle attack or a Ram (COT-WAR-4). */
  readonly risky: boolean;
  /** Who rolls for the actor's group when several tie for the best chase pool (COT-D-92); null: the first. */
  readonly roller: CharacterId | null;
}

/** What the dashboard shows for the choice before the roll. */
export type Preview =
  | { readonly kind: 'refused'; readonly command: chase.ChaseActionCommand | null; readonly reason: string }
  | {
      readonly kind: 'ready';
      /** The command to dispatch (the scene layer adds the actor's Bolsters itself). */
      readonly command: chase.ChaseActionCommand;
      readonly odds: chase.ChaseOdds;
      /** True when the action is the Takedown or Ram a successful Close allows at once (COT-CHASE-9). */
      readonly followUp: boolean;
    };

/** Whether a crash check can follow: a vehicle attack or a Ram (COT-WAR-4). */
export function canBeRisky(command: chase.ChaseActionCommand): boolean {
  return (
    command.type === 'chase/ram' || (command.type === 'chase/attack' && command.means.kind === 'vehicle')
  );
}

/** Whether one member rolls for a whole group in this command, so the side may pick among equals (COT-D-92). */
export function isGroupRoll(command: chase.ChaseActionCommand): boolean {
  return ['chase/accelerate', 'chase/shake', 'chase/close', 'chase/takedown'].includes(command.type);
}

/** The command for the choice, or null when the action offers none now. */
export function commandFor(
  view: chase.ChaseActionView,
  choice: Pick<Choice, 'variant' | 'difficulty' | 'risky' | 'roller'>,
): chase.ChaseActionCommand | null {
  let command = view.commands[choice.variant] ?? view.commands[0];
  if (!command) return null;
  if (command.type === 'chase/shake' && command.manoeuvre.kind === 'obstacle') {
    command = { ...command, manoeuvre: { kind: 'obstacle', difficulty: choice.difficulty } };
  }
  if (
    choice.risky &&
    (command.type === 'chase/ram' || command.type === 'chase/attack') &&
    canBeRisky(command)
  ) {
    command = { ...command, risky: true };
  }
  if (choice.roller !== null) {
    const rollers = [choice.roller];
    switch (command.type) {
      case 'chase/accelerate':
      case 'chase/shake':
      case 'chase/close':
      case 'chase/takedown':
        command = { ...command, rollers };
    }
  }
  return command;
}

/** Whether the command is the follow-up a successful Close allows (COT-CHASE-9): it takes no turn of its own. */
export function isFollowUp(state: chase.ChaseState, command: chase.ChaseActionCommand): boolean {
  return (
    (command.type === 'chase/takedown' || command.type === 'chase/ram') &&
    state.followUp?.actor === command.actor
  );
}

/**
 * The command as the scene layer runs it: on a turn of its own, the actor's pending Bolsters join every rolled
 * action (COT-TIME-4), so the odds shown are the odds rolled.
 */
export function asRun(
  command: chase.ChaseActionCommand,
  bolsters: readonly PoolModifier[],
): chase.ChaseActionCommand {
  if (bolsters.length === 0) return command;
  switch (command.type) {
    case 'chase/escape':
    case 'chase/fall-off':
    case 'chase/reroll-cover':
      return command;
    default:
      return { ...command, modifiers: { ...(command.modifiers ?? {}), [command.actor]: bolsters } };
  }
}

/** The preview of a choice: its exact odds, or the reason the engine would refuse it. */
export function previewOf(
  state: chase.ChaseState,
  participant: chase.ChaseParticipantView,
  choice: Choice,
  bolsters: readonly PoolModifier[],
): Preview {
  const view = participant.actions.find((a) => a.action === choice.action);
  if (!view) return { kind: 'refused', command: null, reason: `${participant.name} cannot do that` };
  const command = commandFor(view, choice);
  if (!command) return { kind: 'refused', command: null, reason: view.reason ?? 'Not available now' };
  const followUp = isFollowUp(state, command);
  const result = chase.chaseActionOdds(state, asRun(command, followUp ? [] : bolsters));
  if (!result.ok) return { kind: 'refused', command, reason: result.message };
  return { kind: 'ready', command, odds: result.odds, followUp };
}

/** A pursuer group's Distance before and after an action, for the result's words. */
export interface DistanceMove {
  readonly group: chase.ChaseGroupId;
  readonly from: number;
  readonly to: number;
}

/** The Distances an action changed, from a snapshot taken before it. */
export function distanceMoves(
  before: Readonly<Record<string, number>>,
  groups: readonly chase.ChaseGroupView[],
): readonly DistanceMove[] {
  return groups.flatMap((group) => {
    const from = Object.hasOwn(before, group.id) ? before[group.id] : undefined;
    return from === undefined || from === group.distance
      ? []
      : [{ group: group.id, from, to: group.distance }];
  });
}
