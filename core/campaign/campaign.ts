import { heatAfterQuietDays } from '../cot/characters/index.ts';
import { characterProblems } from '../cot/characters/index.ts';
import { foresightExpiring } from '../cot/prep/index.ts';
import { recover } from '../cot/time/index.ts';
import type { Problem } from '../cot/characters/index.ts';
import { withDefaults } from '../cot/settings/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { ok, reject } from '../shared/result.ts';
import type { Decision } from '../shared/result.ts';
import { schemaProblems } from './issues.ts';
import { campaignLimits as limits } from './limits.ts';
import { settingsChangesSchema } from './schema.ts';
import { settingsProblems } from './settings-problems.ts';
import type { CampaignCommand, CampaignEvent, CampaignState } from './types.ts';

/** Commands on the campaign as a whole: create, rename, table settings, the crew's purse, sessions. */

type Command<T extends CampaignCommand['type']> = Extract<CampaignCommand, { readonly type: T }>;

/** A new campaign under a name of 1–200 characters (trimmed); it starts with the default settings. */
export function createCampaign(command: Command<'campaign/create'>): Decision<CampaignEvent> {
  const problem = nameProblem(command.name);
  if (problem) return problem;
  return ok([{ type: 'campaign/created', name: command.name.trim() }]);
}

/** Renames the campaign; the same rules as its first name. */
export function renameCampaign(
  _state: CampaignState,
  command: Command<'campaign/rename'>,
): Decision<CampaignEvent> {
  const problem = nameProblem(command.name);
  if (problem) return problem;
  return ok([{ type: 'campaign/renamed', name: command.name.trim() }]);
}

export function nameProblem(name: unknown) {
  if (typeof name !== 'string' || name.trim() === '') {
    return reject('campaign/name-empty', 'The campaign needs a name');
  }
  if (name.trim().length > limits.nameMax) {
    return reject('campaign/name-too-long', `A campaign name has at most ${limits.nameMax} characters`, {
      length: name.trim().length,
    });
  }
  return null;
}

/**
 * Changes table settings (§14). The new settings must be valid on their own, and every character must stay
 * valid under them: a change that would break a sheet (abilityMax 4 with a Muscle 5 on the crew) is refused
 * naming the first such character, so nothing half-valid is ever stored.
 */
export function changeSettings(
  state: CampaignState,
  command: Command<'settings/change'>,
): Decision<CampaignEvent> {
  if (Object.keys(command.changes).length === 0) {
    return reject('settings/no-changes', 'The change changes nothing');
  }
  const shape = schemaProblems(settingsChangesSchema, command.changes, 'settings');
  const problems =
    shape.length > 0 ? shape : settingsProblems(withDefaults({ ...state.settings, ...command.changes }));
  if (problems.length > 0) return settingsRejection(problems);
  return (
    brokenSheet(state, withDefaults({ ...state.settings, ...command.changes })) ??
    ok([{ type: 'settings/changed', changes: command.changes }])
  );
}

/** The first character the new settings would make invalid, as a rejection; null when there is none. */
function brokenSheet(state: CampaignState, settings: CotSettings) {
  for (const character of Object.values(state.characters)) {
    const broken = characterProblems(character, settings);
    const first = broken[0];
    if (first) {
      return reject(
        'settings/breaks-character',
        `This change would make ${character.name} invalid: ${first.message}. Edit the sheet first.`,
        { characterId: character.id, problems: broken },
      );
    }
  }
  return null;
}

function settingsRejection(problems: readonly Problem[]) {
  const text = problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ');
  return reject('settings/out-of-range', `These settings cannot be used: ${text}`, { problems });
}

// COT-CHAR-10, COT-D-15: Resources and Heat are crew-wide integers ≥ 0.
export function adjustCrew(_state: CampaignState, command: Command<'crew/adjust'>): Decision<CampaignEvent> {
  if (Object.keys(command.changes).length === 0) {
    return reject('crew/no-changes', 'The change changes nothing');
  }
  for (const [key, value] of Object.entries(command.changes) as [string, unknown][]) {
    if (key !== 'resources' && key !== 'heat') {
      return reject('crew/unknown-field', `The crew has Resources and Heat, not "${key}"`, { field: key });
    }
    const label = key === 'resources' ? 'Resources' : 'Heat';
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return reject('crew/out-of-range', `${label} must be a whole number (got ${String(value)})`, {
        field: key,
      });
    }
    if (value < limits.crewMin)
      return reject('crew/negative', `${label} cannot go below ${limits.crewMin} (got ${value})`, {
        field: key,
      });
    if (value > limits.crewMax) {
      return reject('crew/out-of-range', `${label} must be at most ${limits.crewMax} (got ${value})`, {
        field: key,
      });
    }
  }
  return ok([{ type: 'crew/adjusted', changes: command.changes }]);
}

// COT-TIME-7: opening a session gives Focus Rounds back (see apply); Foresight kept for a session goes (COT-D-63).
export function startSession(state: CampaignState): Decision<CampaignEvent> {
  if (state.session >= limits.sessionMax) {
    return reject('session/too-many', `A campaign holds at most ${limits.sessionMax} sessions`);
  }
  return ok([
    { type: 'session/started', session: state.session + 1 },
    ...expiringForesight(state, 'session'),
  ]);
}

/**
 * Days between Jobs (downtime): each wound heals a day a day (COT-CHAR-7), Heat cools by `heat_decay_days`
 * (COT-D-15), and the first downtime after a Job ends it, so Foresight kept for a Job goes (COT-D-63).
 */
export function passDowntime(
  state: CampaignState,
  command: Command<'time/downtime'>,
): Decision<CampaignEvent> {
  const { days } = command;
  if (!Number.isInteger(days) || days < limits.downtimeDaysMin || days > limits.downtimeDaysMax) {
    return reject(
      'time/bad-days',
      `Downtime is a whole number of days from ${limits.downtimeDaysMin} to ${limits.downtimeDaysMax} (got ${String(days)})`,
    );
  }
  const quietDays = state.quietDays + days;
  const events: CampaignEvent[] = [{ type: 'time/downtime-passed', days, quietDays }];
  for (const character of Object.values(state.characters)) {
    if (character.condition.state !== 'wounded') continue;
    events.push({
      type: 'character/updated',
      id: character.id,
      changes: { condition: recover(character.condition, days, state.settings) },
    });
  }
  const heat = heatAfterQuietDays(state.crew.heat, state.quietDays, quietDays, state.settings);
  if (heat !== state.crew.heat) events.push({ type: 'crew/adjusted', changes: { heat } });
  if (state.quietDays === 0) events.push(...expiringForesight(state, 'job'));
  return ok(events);
}

function expiringForesight(state: CampaignState, ending: 'job' | 'session'): CampaignEvent[] {
  return foresightExpiring(Object.values(state.characters), ending, state.settings).map(({ character }) => ({
    type: 'character/updated' as const,
    id: character,
    changes: { foresight: 0 },
  }));
}
