import * as v from 'valibot';
import { flag, idText, integer, list, object, text } from '../shared/schema-kit.ts';
import type { Frozen, Same } from '../shared/schema-kit.ts';
import { ok, reject } from '../shared/result.ts';
import type { Decision } from '../shared/result.ts';
import type { CampaignState } from './types.ts';

/**
 * The GM's edits to a session's printed recap (issue 22): a title, notes of their own, and lines of the recap
 * rewritten or left out. Kept as a logged command, so an edit is undone, exported and imported like any other; it
 * changes no part of the state: the latest active `recap/edit` of a session is found again through the log's
 * `[campaignId+command+seq]` index (renderer/db/recap.ts). Each edit holds the whole of the GM's changes, so the
 * latest one is all a print needs.
 */
export interface RecapEdit {
  /** The recap's title; '' for the one the recap gives ("Session 3"). */
  readonly title: string;
  /** The GM's own words, printed under the title; '' for none. */
  readonly notes: string;
  /** Lines the GM changed, by the key the recap gives each line: a new wording, or left out (`shown: false`). */
  readonly lines: readonly RecapLineEdit[];
}

export interface RecapLineEdit {
  readonly key: string;
  readonly text: string;
  readonly shown: boolean;
}

/** How much an edit may hold: bounded, so a stored entry stays small. */
export const recapLimits = {
  titleMax: 200,
  notesMax: 4_000,
  lineMax: 1_000,
  linesMax: 500,
  // A scene's line is keyed by its id (up to 200 characters) after `scenes:`.
  keyMax: 240,
} as const;

/** No edit yet: the recap as the log tells it. */
export const noRecapEdit: RecapEdit = { title: '', notes: '', lines: [] };

export interface RecapEditCommand {
  readonly type: 'recap/edit';
  readonly session: number;
  readonly edit: RecapEdit;
}

export interface RecapEditedEvent {
  readonly type: 'recap/edited';
  readonly session: number;
  readonly edit: RecapEdit;
}

const recapEditSchema = object({
  title: text(recapLimits.titleMax),
  notes: text(recapLimits.notesMax),
  lines: list(
    object({
      key: idText(recapLimits.keyMax),
      text: text(recapLimits.lineMax),
      shown: flag,
    }),
    recapLimits.linesMax,
  ),
});

const session = integer(1, 100_000);

export const recapCommandSchema = object({
  type: v.literal('recap/edit'),
  session,
  edit: recapEditSchema,
});

export const recapEventSchema = object({
  type: v.literal('recap/edited'),
  session,
  edit: recapEditSchema,
});

/** Edits the recap of a session already started; a session to come has nothing to recap. */
export function editRecap(state: CampaignState, command: RecapEditCommand): Decision<RecapEditedEvent> {
  if (command.session > state.session) {
    return reject(
      'recap/unknown-session',
      state.session === 0
        ? `There is no session ${command.session} yet: no session has started`
        : `There is no session ${command.session} yet: the latest is session ${state.session}`,
      { session: command.session },
    );
  }
  const keys = new Set<string>();
  for (const line of command.edit.lines) {
    if (keys.has(line.key)) {
      return reject('recap/line-twice', `The recap's line "${line.key}" is edited twice in one edit`, {
        key: line.key,
      });
    }
    keys.add(line.key);
  }
  return ok([{ type: 'recap/edited', session: command.session, edit: command.edit }]);
}

/**
 * A recap edit folded into the state: nothing changes (the edit lives in the log).
 * @throws Error for an edit of a session not yet started: a forged log.
 */
export function applyRecapEdit(state: CampaignState, event: RecapEditedEvent): CampaignState {
  if (event.session > state.session) {
    throw new Error(`The recap of session ${event.session} was edited before that session started`);
  }
  return state;
}

const schemasMatchTypes: [
  Same<Frozen<v.InferOutput<typeof recapCommandSchema>>, RecapEditCommand>,
  Same<Frozen<v.InferOutput<typeof recapEventSchema>>, RecapEditedEvent>,
] = [true, true];
void schemasMatchTypes;
