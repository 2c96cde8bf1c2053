import type { Dice } from '../dice/dice.ts';
import { importFight } from './bridge-import.ts';
import { changeOwnLoyalty } from './own-loyalty.ts';
import { ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import {
  adjustCrew,
  changeSettings,
  createCampaign,
  passDowntime,
  renameCampaign,
  startSession,
} from './campaign.ts';
import { addCharacter, copyCharacter, deleteCharacter, updateCharacter } from './characters.ts';
import { proposeWriteBack, writeBack } from './bridge-decide.ts';
import { trainOnTable } from './bridge-train.ts';
import { schemaProblems } from './issues.ts';
import { playSkirmish } from './bridge-open.ts';
import { bypassAtDoor } from './bridge-doors.ts';
import { ambushOnTable, cacheOnTable } from './bridge-schemes.ts';
import { rollDice } from './roll.ts';
import { decideScene } from './scenes/decide.ts';
import { sheetEditReachesScenes } from './scenes/sheets.ts';
import { commandProblem } from './command-schema.ts';
import { eventSchema } from './schema.ts';
import { isSpotCommand } from '../cot/spot/index.ts';
import { decideSpot } from '../cot/spot/index.ts';
import { generateJobEntry } from './jobgen.ts';
import { decidePlayers } from './players-decide.ts';
import { secretRolls } from './secret-rolls.ts';
import { editRecap } from './recap-edit.ts';
import { forkCampaign, rewindCampaign } from './rewind.ts';
import type { CampaignCommand, CampaignEvent, CampaignState } from './types.ts';

/**
 * Decides a GM command against the campaign: the events to store, or a rejection that stores nothing.
 * Pure: the only randomness is `dice`, times and ids come in the command. `campaign/create` needs no
 * campaign (`state` null); every other command needs one.
 *
 * Every event is checked against the import schema before it is returned, so whatever is stored can be
 * exported and imported again; an event outside it (text too long, a stray field) is refused as `command/invalid`.
 * A decision with no event at all (a guard already Aware alerted again) is refused as `command/no-change`: an
 * entry without events could never be imported back, and there is nothing to undo.
 */
export function decide(
  state: CampaignState | null,
  command: CampaignCommand,
  dice: Dice,
): Decision<CampaignEvent> {
  const malformed = commandProblem(command);
  if (malformed) return malformed;
  let decision: Decision<CampaignEvent>;
  try {
    decision = secretRolls(command, route(state, command, dice));
  } catch (error) {
    // A rules step met something it never should (a bug, or a hostile command that passed its schema): refuse
    // it, naming what went wrong, and store nothing, rather than let the GM see a crash.
    const reason = error instanceof Error ? error.message : String(error);
    return reject('command/failed', `This could not be done (${reason}). Nothing was changed.`);
  }
  if (!decision.ok) return decision;
  if (decision.events.length === 0) return nothingToChange(command);
  const problems = decision.events.flatMap((event, index) =>
    schemaProblems(eventSchema, event, `events[${index}]`),
  );
  const first = problems[0];
  if (first) return reject('command/invalid', `${first.field}: ${first.message}`, { problems });
  return decision;
}

function nothingToChange(command: CampaignCommand): Rejection {
  return reject('command/no-change', `Nothing to change: ${command.type} would record nothing`, {
    command: command.type,
  });
}

function route(state: CampaignState | null, command: CampaignCommand, dice: Dice): Decision<CampaignEvent> {
  if (command.type === 'campaign/create' || command.type === 'campaign/fork') {
    if (state !== null) return reject('campaign/exists', `The campaign "${state.name}" already exists`);
    return command.type === 'campaign/create' ? createCampaign(command) : forkCampaign(command);
  }
  if (state === null) {
    return reject('campaign/missing', 'There is no campaign yet: create one first', {
      command: command.type,
    });
  }
  switch (command.type) {
    case 'campaign/rename':
      return renameCampaign(state, command);
    case 'campaign/rewind':
      return rewindCampaign(state, command);
    case 'settings/change':
      return changeSettings(state, command);
    case 'crew/adjust':
      return adjustCrew(state, command);
    case 'session/start':
      return startSession(state);
    case 'time/downtime':
      return passDowntime(state, command);
    case 'character/create':
      return addCharacter(state, command);
    case 'character/update': {
      // COT-CHAR-6: the sheet is a condition's one home; the running scenes' turns follow it in the same entry.
      const edit = updateCharacter(state, command);
      return edit.ok ? ok(sheetEditReachesScenes(state, edit.events)) : edit;
    }
    case 'character/duplicate':
      return copyCharacter(state, command);
    case 'character/delete':
      return deleteCharacter(state, command);
    case 'character/change-own-loyalty':
      return changeOwnLoyalty(state, command.id, command.change);
    case 'dice/roll':
      return rollDice(state, command, dice);
    case 'bridge/import-fight':
      return importFight(state, command, dice);
    case 'bridge/play-skirmish':
      return playSkirmish(state, command, dice);
    case 'bridge/propose':
      return proposeWriteBack(state, command, dice);
    case 'bridge/write-back':
      return writeBack(state, command, dice);
    case 'bridge/bypass':
      return bypassAtDoor(state, command, dice);
    case 'bridge/cache':
      return cacheOnTable(state, command, dice);
    case 'bridge/ambush':
      return ambushOnTable(state, command, dice);
    case 'bridge/train':
      return trainOnTable(state, command, dice);
    case 'job/generate':
      return generateJobEntry(state, command);
    case 'players/show-scene':
    case 'players/show-character':
    case 'players/reveal':
      return decidePlayers(state, command);
    case 'recap/edit':
      return editRecap(state, command);
    default:
      if (isSpotCommand(command)) {
        const context = {
          characters: state.characters,
          defaultHiddenRating: state.settings.defaultHiddenRating,
        };
        return decideSpot(state.spots, command, context);
      }
      return decideScene(state, command, dice);
  }
}
