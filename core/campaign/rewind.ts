import { ok, reject } from '../shared/result.ts';
import type { Decision } from '../shared/result.ts';
import { sameData } from '../shared/same.ts';
import { nameProblem } from './campaign.ts';
import { timeline } from './schema.ts';
import type { SnapshotProblem } from './schema-timeline.ts';
import type { CampaignCommand, CampaignEvent, CampaignState } from './types.ts';

/**
 * Issue 22: going back to an earlier entry, and copying the campaign from one. The store rebuilds the state after
 * the entry (its nearest checkpoint and the few entries after it) and hands it in the command; the command's
 * schema has checked it part by part (schema-timeline.ts) before these run.
 */

type Command<T extends CampaignCommand['type']> = Extract<CampaignCommand, { readonly type: T }>;

/**
 * Restores the campaign as it was after entry `toSeq`, as one new entry that Undo takes back. What is not rewound:
 * the campaign's name (the library's names stay unique, and a name is the campaign's, not a moment of its story).
 */
export function rewindCampaign(
  state: CampaignState,
  command: Command<'campaign/rewind'>,
): Decision<CampaignEvent> {
  if (sameData({ ...command.state, name: state.name }, state))
    return reject(
      'campaign/rewind-same',
      `The campaign is already as it was after entry ${command.toSeq.toLocaleString('en')}: nothing to restore.`,
    );
  return ok([{ type: 'campaign/rewound', toSeq: command.toSeq, state: command.state }]);
}

/** A new campaign, a copy of another as it was after entry `from.seq`, under its own name. */
export function forkCampaign(command: Command<'campaign/fork'>): Decision<CampaignEvent> {
  const problem = nameProblem(command.name);
  if (problem) return problem;
  return ok([
    { type: 'campaign/forked', name: command.name.trim(), from: command.from, state: command.state },
  ]);
}

/**
 * The first problem of a state carried in an entry (a rewind's or a fork's snapshot), its path under `state`; null
 * when it is a state Heistbox could have written (schema-timeline.ts). Never throws.
 */
export function snapshotProblem(value: unknown): SnapshotProblem | null {
  return timeline.snapshotProblem(value);
}

/**
 * A rewind's snapshot against the state its log builds after entry `toSeq` (`expected`): the same, or why not. The
 * name is the campaign's own and is not compared.
 */
export function rewindMismatch(
  snapshot: CampaignState,
  expected: CampaignState,
  toSeq: number,
): string | null {
  if (sameData(snapshot, expected)) return null;
  return `the state it goes back to is not the campaign as its log had it after entry ${toSeq.toLocaleString('en')}`;
}
