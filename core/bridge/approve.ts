import type { Condition } from '../cot/characters/index.ts';
import type { NodeId } from '../cot/spot/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { modelLimits, weaponTable as heistWeaponTable } from '../skirmish/index.ts';
import { isDry } from './ammo.ts';
import type { CampaignFacts } from './link.ts';
import type { LineChange, LineKind, ProposalLine, WriteBackProposal } from './lines.ts';
import { skirmishTime } from './time.ts';

/**
 * Approving a write-back (BRG-D-51, D-52): the GM cancels, edits lines (each edit checked against COT's limits,
 * naming the character and the field), leaves lines out, or confirms; `writeBackChanges` gives the one list of
 * changes the campaign writes as a single undoable step. Pure and deterministic: the same proposal, approval and
 * campaign give the same changes.
 */

/** An edit of one line (BRG-D-51): the fields the GM may change, by the line's kind. */
export type LineEdit =
  | { readonly kind: 'health'; readonly condition: Condition; readonly unconscious?: boolean }
  | { readonly kind: 'restrained'; readonly by: CharacterId | null }
  | { readonly kind: 'zone'; readonly zone: NodeId | null }
  | { readonly kind: 'witnessed'; readonly identities: readonly string[] }
  | {
      readonly kind: 'firearm';
      readonly reloads?: number;
      readonly counters?: number;
      readonly broken?: boolean;
    }
  | { readonly kind: 'foresight'; readonly after: number }
  | { readonly kind: 'loot'; readonly character: CharacterId | null; readonly zone: NodeId | null }
  | { readonly kind: 'heat'; readonly delta: number }
  | { readonly kind: 'resources'; readonly spent: number }
  | { readonly kind: 'awareness'; readonly bonus: number }
  | { readonly kind: 'vehicle'; readonly body: number }
  | { readonly kind: 'clock'; readonly gameRounds: number };

/** The GM's answer to a proposal (BRG-D-51). */
export interface Approval {
  /** Cancel: nothing is written, and the fight can be written back later. */
  readonly cancel?: boolean;
  /** Lines left out (unticked), by id: their stored values stay as they are. */
  readonly leaveOut?: readonly string[];
  /** Edited lines, by id. */
  readonly edits?: Readonly<Record<string, LineEdit>>;
}

/** One change to write: a line's change as approved, named by its line. */
export type WriteBackChange = LineChange & { readonly line: string };

/** What confirming a proposal writes, as one step naming the fight (BRG-D-52). */
export interface WriteBackChanges {
  readonly skirmish: string;
  /** The GM cancelled: nothing is written. */
  readonly cancelled: boolean;
  readonly changes: readonly WriteBackChange[];
}

const editable: ReadonlySet<LineKind> = new Set<LineKind>([
  'health',
  'restrained',
  'zone',
  'witnessed',
  'firearm',
  'foresight',
  'loot',
  'heat',
  'resources',
  'awareness',
  'vehicle',
  'clock',
]);

function refuse(line: ProposalLine, field: string, message: string): Rejection {
  return reject('bridge/edit', `${message} (BRG-D-51)`, { line: line.id, field });
}

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Who a line is about, for the GM: the character's name, or what the line counts. */
function subjectOf(line: ProposalLine, proposal: WriteBackProposal): string {
  const change = line.change;
  if ('character' in change && typeof change.character === 'string') {
    return proposal.people[change.character] ?? change.character;
  }
  switch (change.kind) {
    case 'heat':
      return "The crew's Heat";
    case 'resources':
      return "The crew's Resources";
    case 'clock':
      return 'The Job clock';
    case 'vehicle':
      return `The ${change.name}`;
    case 'loot':
      return change.name;
    default:
      return line.id;
  }
}

/** The zones and characters an edit may name. */
interface Known {
  readonly zones: readonly (NodeId | null)[];
  readonly characters: (id: CharacterId) => boolean;
}

/** BRG-D-51: a line with its edit applied, or a rejection naming the character and the field. */
function edited(
  line: ProposalLine,
  edit: LineEdit,
  proposal: WriteBackProposal,
  known: Known,
): LineChange | Rejection {
  const change = line.change;
  const who = subjectOf(line, proposal);
  if (!editable.has(change.kind)) {
    return refuse(
      line,
      change.kind,
      `The ${change.kind} line "${line.text}" cannot be edited: tick or untick it`,
    );
  }
  if (edit.kind !== change.kind) {
    return refuse(
      line,
      edit.kind,
      `${who}: a ${edit.kind} edit does not fit the ${change.kind} line "${line.id}"`,
    );
  }
  const { limits } = proposal;
  switch (edit.kind) {
    case 'health': {
      if (change.kind !== 'health') break;
      const condition = edit.condition as { state?: unknown; recoveryDays?: unknown };
      if (condition.state !== 'unhurt' && condition.state !== 'wounded' && condition.state !== 'dead') {
        return refuse(
          line,
          'health',
          `${who}'s health must be Healthy, Wounded or Dead (got ${String(condition.state)})`,
        );
      }
      if (condition.state === 'wounded') {
        const days = condition.recoveryDays;
        if (!whole(days) || days < limits.minRecoveryDays || days > limits.maxRecoveryDays) {
          return refuse(
            line,
            'recoveryDays',
            `${who}'s recovery days must be a whole number ${limits.minRecoveryDays}–${limits.maxRecoveryDays} while Wounded (got ${String(days)})`,
          );
        }
      } else if (condition.recoveryDays !== undefined) {
        const state = condition.state === 'dead' ? 'Dead' : 'Healthy';
        return refuse(line, 'recoveryDays', `${who} has no recovery days while ${state}`);
      }
      if (edit.unconscious !== undefined && typeof edit.unconscious !== 'boolean') {
        return refuse(line, 'unconscious', `${who}'s Unconscious must be yes or no`);
      }
      const state = edit.condition;
      return {
        ...change,
        condition:
          state.state === 'wounded'
            ? { state: 'wounded', recoveryDays: state.recoveryDays }
            : { state: state.state },
        unconscious: state.state === 'dead' ? false : (edit.unconscious ?? change.unconscious),
      };
    }
    case 'restrained':
      if (change.kind !== 'restrained') break;
      if (edit.by !== null && !known.characters(edit.by)) {
        return refuse(line, 'by', `${who} cannot be Restrained by "${edit.by}": no such character`);
      }
      if (edit.by === change.character) return refuse(line, 'by', `${who} cannot restrain itself`);
      return { ...change, by: edit.by };
    case 'zone':
      if (change.kind !== 'zone') break;
      if (!known.zones.includes(edit.zone)) {
        return refuse(line, 'zone', `${who}'s zone "${String(edit.zone)}" is not a zone of the Spot`);
      }
      return { ...change, zone: edit.zone };
    case 'witnessed': {
      if (change.kind !== 'witnessed') break;
      const stranger = edit.identities.find((identity) => !change.allowed.includes(identity));
      if (stranger !== undefined) {
        return refuse(
          line,
          'identities',
          `${who} cannot have witnessed "${stranger}": no crew member on the table presented it`,
        );
      }
      return { ...change, identities: [...new Set(edit.identities)] };
    }
    case 'firearm': {
      if (change.kind !== 'firearm') break;
      const weapon = `${who}'s ${change.firearm.weapon}`;
      const reloads = edit.reloads ?? change.firearm.reloads;
      const counters = edit.counters ?? change.firearm.counters;
      const { capacity } = heistWeaponTable[change.firearm.heist];
      if (!whole(reloads) || reloads < 0 || reloads > modelLimits.reloadsMax) {
        return refuse(
          line,
          'reloads',
          `${weapon} reloads must be a whole number 0–${modelLimits.reloadsMax} (got ${String(reloads)})`,
        );
      }
      if (!whole(counters) || counters < 0 || counters > capacity) {
        return refuse(
          line,
          'counters',
          `${weapon} ammo counters must be a whole number 0–${capacity} (got ${String(counters)})`,
        );
      }
      const broken = edit.broken ?? change.firearm.broken;
      if (typeof broken !== 'boolean') return refuse(line, 'broken', `${weapon} broken must be yes or no`);
      const firearm = { ...change.firearm, reloads, counters, broken };
      const fed = isDry(change.firearm) && !change.dry && !change.firearm.broken; // a Reload item of the sheet feeds it
      return { ...change, firearm, dry: !broken && !fed && isDry(firearm) };
    }
    case 'foresight':
      if (change.kind !== 'foresight') break;
      if (!whole(edit.after) || edit.after < 0 || edit.after > change.before) {
        return refuse(
          line,
          'foresight',
          `${who}'s Foresight must be a whole number 0–${change.before} (got ${String(edit.after)})`,
        );
      }
      return { ...change, after: edit.after };
    case 'loot':
      if (change.kind !== 'loot') break;
      if (edit.character !== null && !known.characters(edit.character)) {
        return refuse(
          line,
          'character',
          `${who} cannot be carried by "${edit.character}": no such character`,
        );
      }
      if (edit.character === null && !known.zones.includes(edit.zone)) {
        return refuse(line, 'zone', `${who} cannot lie in "${String(edit.zone)}": not a zone of the Spot`);
      }
      return { ...change, character: edit.character, zone: edit.character === null ? edit.zone : null };
    case 'heat':
      if (change.kind !== 'heat') break;
      if (!whole(edit.delta) || change.before + edit.delta < 0) {
        return refuse(
          line,
          'heat',
          `${who} cannot change by ${String(edit.delta)}: it is ${change.before} and cannot go below 0 (COT-CHAR-10)`,
        );
      }
      return { ...change, delta: edit.delta };
    case 'resources':
      if (change.kind !== 'resources') break;
      if (!whole(edit.spent) || edit.spent < 0 || change.before - edit.spent < 0) {
        return refuse(
          line,
          'resources',
          `${who} cannot lose ${String(edit.spent)}: they are ${change.before} and cannot go below 0 (COT-CHAR-10)`,
        );
      }
      return { ...change, spent: edit.spent };
    case 'awareness':
      if (change.kind !== 'awareness') break;
      if (!whole(edit.bonus) || edit.bonus < 0) {
        return refuse(
          line,
          'awareness',
          `${who}'s Awareness bonus must be a whole number ≥ 0 (got ${String(edit.bonus)})`,
        );
      }
      return { ...change, bonus: edit.bonus };
    case 'vehicle':
      if (change.kind !== 'vehicle') break;
      if (!whole(edit.body) || edit.body < 0 || edit.body > change.bodyMax) {
        return refuse(
          line,
          'body',
          `${who}'s Body must be a whole number 0–${change.bodyMax} (got ${String(edit.body)})`,
        );
      }
      return {
        ...change,
        body: edit.body,
        wrecked: edit.body === 0,
        destroyed: edit.body === 0 && change.destroyed,
      };
    case 'clock': {
      if (change.kind !== 'clock') break;
      const time = skirmishTime(
        edit.gameRounds,
        { heistRoundsPerActionRound: limits.heistRoundsPerActionRound },
        change.stage,
      );
      if (isRejection(time)) return refuse(line, 'gameRounds', time.message);
      return {
        ...change,
        gameRounds: time.gameRounds,
        actionRounds: time.actionRounds,
        longer: time.longer,
        minutes: time.actionRounds,
      };
    }
  }
  return refuse(line, edit.kind, `${who}: a ${edit.kind} edit does not fit the line "${line.id}"`);
}

/**
 * BRG-D-51, D-52: the changes confirming `proposal` writes under `approval`, as one list in the proposal's order:
 * every ticked line, edited where the GM edited it. Cancelling writes nothing. `now` is the campaign as it stands
 * at confirmation. Never changes its inputs.
 * @returns a rejection naming the line, the character and the field for an edit that breaks COT's limits or does
 * not fit its line, a line id the proposal does not have, a ticked line naming a character deleted since or a new
 * NPC left out, or a fight whose write-back is already in effect.
 */
export function writeBackChanges(
  proposal: WriteBackProposal,
  approval: Approval,
  now: Pick<CampaignFacts, 'characters' | 'writtenBack'>,
): WriteBackChanges | Rejection {
  if (approval.cancel === true) return { skirmish: proposal.skirmish, cancelled: true, changes: [] };
  if (now.writtenBack !== null) {
    return reject(
      'bridge/written-back',
      `This fight is already written back (${now.writtenBack}): undo that step to write it again (BRG-D-52)`,
      { skirmish: proposal.skirmish, step: now.writtenBack },
    );
  }
  const ids = new Set(proposal.lines.map((line) => line.id));
  const leaveOut = new Set(approval.leaveOut ?? []);
  const edits = approval.edits ?? {};
  for (const id of [...leaveOut, ...Object.keys(edits)]) {
    if (!ids.has(id))
      return reject('bridge/line', `The proposal has no line "${id}" (BRG-D-51)`, { line: id });
  }
  const ticked = proposal.lines.filter((line) => !leaveOut.has(line.id));
  const newNpcs = new Set(
    ticked.flatMap((line) => (line.change.kind === 'npc' ? [line.change.character.id] : [])),
  );
  const known: Known = {
    zones: proposal.limits.zones,
    characters: (id) => Object.hasOwn(now.characters, id) || newNpcs.has(id),
  };
  const changes: WriteBackChange[] = [];
  for (const line of ticked) {
    const gone = line.names.find((id) => !Object.hasOwn(now.characters, id));
    if (gone !== undefined) {
      return reject(
        'bridge/deleted',
        `${proposal.people[gone] ?? gone} no longer exists: untick the line "${line.text}" or bring the character back (BRG-D-52)`,
        { line: line.id, character: gone },
      );
    }
    const missing = line.needs.find((need) => leaveOut.has(need));
    if (missing !== undefined) {
      return reject(
        'bridge/needs',
        `The line "${line.text}" writes to a new NPC whose line is left out: tick both or neither (BRG-D-51)`,
        { line: line.id, needs: missing },
      );
    }
    const edit = edits[line.id];
    const change = edit === undefined ? line.change : edited(line, edit, proposal, known);
    if ('ok' in change) return change;
    changes.push({ ...change, line: line.id });
  }
  return { skirmish: proposal.skirmish, cancelled: false, changes };
}
