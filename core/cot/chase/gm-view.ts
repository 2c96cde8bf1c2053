import type { Dice } from '../../dice/dice.ts';
import type { ActionOption, ActionView, Names } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { refuseIfOver } from './access.ts';
import type { ChaseGmCommand } from './commands.ts';
import { decideChase } from './decide.ts';
import { activeGroups, groupMembers, isIn, targetMembers } from './roster.ts';
import { checkSplit } from './split.ts';
import type { ChaseGroupId, ChaseState } from './types.ts';
import { groupWords, inWords, vehicleWords } from './words.ts';

/**
 * What the GM may do to a running chase outside anyone's turn (the board's controls): declare or end a crowded
 * space (COT-CHASE-6, COT-D-44), rule a vehicle in or out of its full capacity (COT-CHASE-1), rule that a pursuer
 * group falls off (COT-CHASE-13), and why Cover is never re-rolled (COT-D-83). Each option is a command
 * `decideChase` accepts now, checked by `decideChase` itself; splitting the Target (COT-CHASE-3) is chosen member by
 * member, so `splitChoices` gives who may break away and who may follow, and `splitProblem` what is wrong with a
 * choice. Ending the chase (COT-D-46) takes the GM's own words for why.
 */
export function chaseGmActions(state: ChaseState, names: Names): readonly ActionView<ChaseGmCommand>[] {
  const over = refuseIfOver(state);
  if (over) return [];
  return [
    action(state, 'crowded', 'Crowded space', 'COT-CHASE-6', [crowdedOption(state)]),
    action(state, 'capacity', 'Vehicle capacity', 'COT-CHASE-1', capacityOptions(state, names)),
    action(state, 'fall-off', 'A pursuer group falls off', 'COT-CHASE-13', fallOffOptions(state, names)),
    {
      action: 'reroll-cover',
      label: 'Re-roll Cover',
      available: false,
      reason:
        'Nobody re-rolls Cover in a chase: there is no Reposition, only the re-roll on becoming Wounded (COT-D-83)',
      options: [],
      rule: 'COT-CHASE-4',
    },
  ];
}

/** The GM's commands never roll: a die asked for is a bug, not a table's luck. */
const noDice: Dice = {
  roll() {
    throw new Error('A GM command of a chase rolled a die');
  },
};

type Candidate = Omit<ActionOption<ChaseGmCommand>, 'odds'>;

function action(
  state: ChaseState,
  key: string,
  label: string,
  rule: string,
  candidates: readonly Candidate[],
): ActionView<ChaseGmCommand> {
  const options: ActionOption<ChaseGmCommand>[] = [];
  let reason = noneLeft[key] ?? 'Nothing to change';
  for (const candidate of candidates) {
    const decision = decideChase(state, candidate.command, noDice);
    if (decision.ok) options.push({ ...candidate, odds: null });
    else reason = decision.message;
  }
  const available = options.length > 0;
  return { action: key, label, available, reason: available ? null : reason, options, rule };
}

const noneLeft: Readonly<Record<string, string>> = {
  capacity: 'No vehicle is left in the chase',
  'fall-off': 'No pursuer group is left in the chase',
};

function crowdedOption(state: ChaseState): Candidate {
  return state.cramped
    ? {
        label: 'End the crowded space: back to the open road (COT-D-44)',
        command: { type: 'chase/set-conditions', cramped: false },
      }
    : {
        label: 'A crowded space: everyone moves at Muscles velocity',
        command: { type: 'chase/set-conditions', cramped: true },
      };
}

function capacityOptions(state: ChaseState, names: Names): Candidate[] {
  return state.vehicles.filter(isIn).map((vehicle) => {
    const name = vehicleWords(vehicle.id, names);
    return {
      label: vehicle.fullCapacity
        ? `Hold ${name} back from its full capacity: Muscles velocity`
        : `Let ${name} use its full capacity again`,
      command: { type: 'chase/set-conditions', fullCapacity: { [vehicle.id]: !vehicle.fullCapacity } },
    };
  });
}

function fallOffOptions(state: ChaseState, names: Names): Candidate[] {
  return activeGroups(state).map((group) => {
    const who = inWords(groupMembers(state, group.id).map((p) => names(p.id)));
    const verb = group.vehicle === null ? 'fall' : 'falls'; // "the pursuers on foot fall", "the pursuers' Car falls"
    return {
      label: `${capital(groupWords(group.id, names))} ${verb} off the chase${who ? `: ${who}` : ''}`,
      command: { type: 'chase/rule-fall-off', group: group.id },
    };
  });
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Who may split off the Target and who may follow them (COT-CHASE-3), or why no split is possible now. */
export interface SplitChoices {
  readonly possible: boolean;
  /** Why no split is possible now (null when it is). */
  readonly reason: string | null;
  /** The Target's members still in the chase: some of them, not all, may break away. */
  readonly members: readonly CharacterId[];
  /** The pursuer groups still chasing, any of which may follow the breakaway; with none, it gets away. */
  readonly groups: readonly { readonly id: ChaseGroupId; readonly distance: number }[];
}

/** COT-CHASE-3: only a Target on foot of two or more can split; the groups still chasing may follow. */
export function splitChoices(state: ChaseState): SplitChoices {
  const members = targetMembers(state).map((p) => p.id);
  const groups = activeGroups(state).map((g) => ({ id: g.id, distance: g.distance }));
  const refusal =
    refuseIfOver(state) ??
    (members.length < 2
      ? { message: 'The Target is one person: there is nobody to split off' }
      : checkSplit(state, { type: 'chase/split', breakaway: members.slice(0, 1), pursuers: [] }));
  return refusal
    ? { possible: false, reason: refusal.message, members: [], groups: [] }
    : { possible: true, reason: null, members, groups };
}

/** What is wrong with a split the GM is choosing, in words, or null when `decideChase` would accept it. */
export function splitProblem(
  state: ChaseState,
  breakaway: readonly CharacterId[],
  pursuers: readonly ChaseGroupId[],
): string | null {
  const refusal = refuseIfOver(state) ?? checkSplit(state, { type: 'chase/split', breakaway, pursuers });
  return refusal?.message ?? null;
}
