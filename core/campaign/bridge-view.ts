import type { Approval, LineChange, ProposalLine, WriteBackProposal } from '../bridge/index.ts';
import type { Condition } from '../cot/characters/index.ts';
import { gearOf } from '../cot/characters/index.ts';
import type { HeistScene } from '../cot/heist/index.ts';
import { nodeName } from '../cot/spot/index.ts';
import type { Spot } from '../cot/spot/index.ts';
import type { Dice } from '../dice/dice.ts';
import type { CharacterId } from '../shared/ids.ts';
import { rollId } from '../shared/ids.ts';
import type { Rejection } from '../shared/result.ts';
import type { SkirmishState } from '../skirmish/index.ts';
import type { BridgedFight } from './bridge-fights.ts';
import { decide } from './decide.ts';
import type { CampaignState } from './types.ts';

/**
 * What the write-back screen shows (BRG-D-51): a bridged fight's state on the way back — still played, over and
 * waiting for its proposal, proposed, or written back — and each line of its proposal beside what the campaign
 * stores now, with what the GM may edit and its limits (core's `EditLimits`), and the dice the proposal rolled.
 * The screen draws this and builds the approval from it; every word, limit and refusal is core's.
 */

/** A field the GM may edit on a line, with its limits. */
export type EditField =
  | {
      readonly kind: 'health';
      readonly condition: Condition;
      readonly unconscious: boolean;
      readonly minDays: number;
      readonly maxDays: number;
    }
  | {
      readonly kind: 'number';
      readonly field: NumberField;
      readonly label: string;
      readonly value: number;
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly kind: 'zone';
      readonly zone: string | null;
      readonly zones: readonly { readonly id: string | null; readonly name: string }[];
    }
  | {
      readonly kind: 'witnessed';
      readonly identities: readonly string[];
      readonly allowed: readonly string[];
    }
  | {
      readonly kind: 'firearm';
      readonly reloads: number;
      readonly counters: number;
      readonly broken: boolean;
    };

/** The line kinds edited through one number. */
export type NumberField = 'heat' | 'resources' | 'foresight' | 'awareness' | 'vehicle' | 'clock';

/** One line of the screen. */
export interface WriteBackLine {
  readonly id: string;
  readonly kind: LineChange['kind'];
  /** What the campaign stores now, in words. */
  readonly now: string;
  /** What the fight proposes, in words. */
  readonly proposed: string;
  readonly decisions: readonly string[];
  /** What may be edited; null: tick or untick only. */
  readonly edit: EditField | null;
  /** The new-NPC lines it needs ticked with it. */
  readonly needs: readonly string[];
}

/** The state of a bridged fight on its way back (BRG-D-45, D-52). */
export type WriteBackView =
  | { readonly kind: 'none' }
  | { readonly kind: 'written'; readonly name: string }
  | { readonly kind: 'playing'; readonly name: string; readonly scene: string | null }
  | { readonly kind: 'over'; readonly name: string; readonly scene: string | null }
  | {
      readonly kind: 'proposed';
      readonly name: string;
      readonly empty: boolean;
      readonly lines: readonly WriteBackLine[];
      readonly dice: readonly string[];
      readonly notes: readonly string[];
    };

/** The way back of the fight played in a scene (a bridged fight's id is its skirmish scene's). */
export function writeBackView(state: CampaignState, fight: string): WriteBackView {
  if (Object.hasOwn(state.bridge.written, fight))
    return { kind: 'written', name: state.bridge.written[fight]!.name };
  if (!Object.hasOwn(state.bridge.fights, fight)) return { kind: 'none' };
  const bridged = state.bridge.fights[fight]!;
  if (bridged.proposal !== null) return proposedView(state, bridged, bridged.proposal);
  const scene =
    bridged.scene !== null && Object.hasOwn(state.scenes, bridged.scene)
      ? state.scenes[bridged.scene]!
      : null;
  const skirmish = scene?.engine === 'skirmish' ? (scene.state as SkirmishState | null) : null;
  const over = scene === null || (skirmish !== null && skirmish.phase.kind === 'over');
  return { kind: over ? 'over' : 'playing', name: bridged.name, scene: bridged.scene };
}

/** The bridged fights opened from a scene (the Heist's breakouts to the HEIST table), with their way back. */
export function bridgedFightsFrom(
  state: CampaignState,
  parent: string,
): readonly { readonly fight: string; readonly view: WriteBackView }[] {
  const waiting = Object.entries(state.bridge.fights)
    .filter(([, fight]) => fight.parent === parent)
    .map(([id]) => ({ fight: id, view: writeBackView(state, id) }));
  return waiting;
}

/**
 * Whether the write-back would be refused with this approval, and why (the line and field it names), as
 * `bridge/write-back` decides it: the screen shows it beside the line before the GM confirms. Null when it
 * would be written.
 */
export function writeBackProblem(
  state: CampaignState,
  fight: string,
  approval: Pick<Approval, 'leaveOut' | 'edits'>,
): Rejection | null {
  const decision = decide(
    state,
    { type: 'bridge/write-back', fight, approval, at: 0, rollId: rollId('preview') },
    previewDice,
  );
  return decision.ok ? null : decision;
}

/**
 * The preview's dice: a write-back rolls none of the proposal's (it holds them); only a chase it opens rolls its
 * initiative, when the GM confirms. Nothing of the preview is kept.
 */
const previewDice: Dice = { roll: () => 1 };

function proposedView(state: CampaignState, fight: BridgedFight, proposal: WriteBackProposal): WriteBackView {
  const heist = heistOf(state, fight);
  const spot = heist?.spot ?? (fight.link.spot !== null ? (state.spots[fight.link.spot] ?? null) : null);
  const name = (id: CharacterId) => state.characters[id]?.name ?? proposal.people[id] ?? id;
  const at = (id: CharacterId) => heist?.drop.characters.find((c) => c.id === id) ?? null;
  const zoneName = (zone: string | null) => (zone === null ? 'Outside' : spot ? nodeName(spot, zone) : zone);
  const lines = proposal.lines.map((line) => lineView(state, proposal, line, { name, at, zoneName, spot }));
  return {
    kind: 'proposed',
    name: fight.name,
    empty: proposal.empty,
    lines,
    dice: diceOf(proposal, name, (model) => {
      const link = Object.hasOwn(fight.link.models, model) ? fight.link.models[model] : undefined;
      return link?.who === 'character' ? name(link.character) : model;
    }),
    notes: proposal.notes,
  };
}

function heistOf(state: CampaignState, fight: BridgedFight): HeistScene | null {
  const parent =
    fight.parent !== null && Object.hasOwn(state.scenes, fight.parent) ? state.scenes[fight.parent]! : null;
  return parent?.engine === 'heist' ? (parent.state as HeistScene | null) : null;
}

interface Reading {
  readonly name: (id: CharacterId) => string;
  readonly at: (id: CharacterId) => HeistScene['drop']['characters'][number] | null;
  readonly zoneName: (zone: string | null) => string;
  readonly spot: Spot | null;
}

/** A condition in the sheet's words. */
export function conditionText(condition: Condition, unconscious = false): string {
  const base =
    condition.state === 'wounded'
      ? `Wounded, ${condition.recoveryDays} ${condition.recoveryDays === 1 ? 'day' : 'days'}`
      : condition.state === 'dead'
        ? 'Dead'
        : 'Healthy';
  return unconscious ? `${base}, Unconscious` : base;
}

function lineView(
  state: CampaignState,
  proposal: WriteBackProposal,
  line: ProposalLine,
  read: Reading,
): WriteBackLine {
  const change = line.change;
  const sheet =
    'character' in change && typeof change.character === 'string'
      ? state.characters[change.character]
      : undefined;
  const base = {
    id: line.id,
    kind: change.kind,
    proposed: line.text,
    decisions: line.decisions,
    needs: line.needs,
  };
  const limits = proposal.limits;
  const number = (field: NumberField, label: string, value: number, min: number, max: number): EditField => ({
    kind: 'number',
    field,
    label,
    value,
    min,
    max,
  });
  switch (change.kind) {
    case 'health':
      return {
        ...base,
        now: sheet
          ? conditionText(sheet.condition, read.at(change.character)?.unconscious ?? false)
          : 'No sheet',
        edit: {
          kind: 'health',
          condition: change.condition,
          unconscious: change.unconscious,
          minDays: limits.minRecoveryDays,
          maxDays: limits.maxRecoveryDays,
        },
      };
    case 'zone':
      return {
        ...base,
        now: read.zoneName(read.at(change.character)?.zone ?? null),
        edit: {
          kind: 'zone',
          zone: change.zone,
          zones: limits.zones.map((zone) => ({ id: zone, name: read.zoneName(zone) })),
        },
      };
    case 'aware':
      return { ...base, now: read.at(change.character)?.aware ? 'Aware' : 'Not Aware', edit: null };
    case 'discovered':
      return {
        ...base,
        now: read.at(change.character)?.discovered ? 'Discovered' : 'Not Discovered',
        edit: null,
      };
    case 'witnessed': {
      const seen = read.at(change.character)?.witnessed ?? [];
      return {
        ...base,
        now: seen.length > 0 ? `Witnessed ${seen.map((s) => `“${s}”`).join(', ')}` : 'Witnessed nobody',
        edit: { kind: 'witnessed', identities: change.identities, allowed: change.allowed },
      };
    }
    case 'firearm': {
      const record = state.bridge.records[change.character]?.firearms.find(
        (f) => f.weapon === change.firearm.weapon,
      );
      return {
        ...base,
        now: record
          ? `Reloads ${record.reloads}, counters ${record.counters}${record.broken ? ', broken' : ''}`
          : 'No ammunition record',
        edit: {
          kind: 'firearm',
          reloads: change.firearm.reloads,
          counters: change.firearm.counters,
          broken: change.firearm.broken,
        },
      };
    }
    case 'gear':
      return {
        ...base,
        now: sheet
          ? [...sheet.weapons, ...gearOf(sheet).map((item) => item.name)].join(', ') || 'Nothing'
          : 'No sheet',
        edit: null,
      };
    case 'foresight':
      return {
        ...base,
        now: `Foresight ${sheet?.foresight ?? 0}`,
        edit: number('foresight', 'Foresight after', change.after, 0, change.before),
      };
    case 'heat':
      return {
        ...base,
        now: `Heat ${state.crew.heat}`,
        edit: number('heat', 'Heat change', change.delta, -state.crew.heat, 1_000_000),
      };
    case 'resources':
      return {
        ...base,
        now: `Resources ${state.crew.resources}`,
        edit: number('resources', 'Resources spent', change.spent, 0, state.crew.resources),
      };
    case 'clock':
      return {
        ...base,
        now: `Job clock at minute ${state.clock.now}`,
        edit: number('clock', 'Game rounds', change.gameRounds, 0, 10_000),
      };
    case 'awareness':
      return {
        ...base,
        now: `Awareness bonus +${change.before}`,
        edit: number('awareness', 'Awareness bonus', change.bonus, 0, 100),
      };
    case 'security': {
      const barrier = read.spot?.barriers[change.barrier];
      const security = barrier?.securities.find((s) => s.id === change.security);
      return { ...base, now: security?.bypassed ? 'Bypassed' : 'Not bypassed', edit: null };
    }
    case 'npc':
      return { ...base, now: 'No sheet yet', edit: null };
    // No home in the campaign outside Gang Warfare (restraint), a vehicle's Body, the Cover of a Gang Warfare to
    // come: the line is the GM's record of the table, written nowhere else.
    case 'restrained':
      return { ...base, now: 'Not kept outside Gang Warfare', edit: null };
    case 'vehicle':
      return { ...base, now: `Not kept by the campaign (Body ${change.bodyMax})`, edit: null };
    case 'cover':
      return { ...base, now: 'For the Gang Warfare that follows', edit: null };
    case 'log':
      return { ...base, now: 'Kept with the fight’s scene', edit: null };
    case 'chase':
      return {
        ...base,
        now:
          change.mode === 'foot' && change.zone !== null
            ? 'No chase yet: it opens inside the Heist'
            : 'No chase yet: open it from the Heist',
        edit: null,
      };
    case 'loot':
      return { ...base, now: 'Where the Spot had it', edit: null };
    default:
      return { ...base, now: '—', edit: null };
  }
}

/** The dice the proposal rolled (BRG-D-24, D-26, D-45), in words: shown, never rolled again. */
function diceOf(
  proposal: WriteBackProposal,
  name: (id: CharacterId) => string,
  modelName: (model: string) => string,
): string[] {
  const dice: string[] = [];
  for (const check of proposal.closing.checks) {
    dice.push(
      `Armour check at closing, ${modelName(check.model)}: d10 ${check.roll} against skill ${check.skill}, ${check.passed ? 'passed' : 'failed'} (BRG-D-45)`,
    );
  }
  for (const line of proposal.lines) {
    const change = line.change;
    if (change.kind === 'health' && change.faces.length > 0)
      dice.push(`${name(change.character)}'s recovery days: d6 ${change.faces.join(', ')} (BRG-D-24)`);
    if (change.kind === 'cover')
      dice.push(
        `${name(change.character)}'s first Cover roll: ${change.faces.join(', ')} = ${change.total} (BRG-D-26)`,
      );
  }
  return dice;
}

/** The choices of the table's facts the GM gives as a fight is proposed (bridge.md §7): who, which exit, when. */
export interface TableFactsForm {
  readonly models: readonly { readonly id: string; readonly name: string }[];
  readonly exits: readonly string[];
  readonly firstRound: number;
  readonly lastRound: number;
  readonly resourcesMin: number;
  readonly resourcesMax: number;
}

/** The table facts' choices for a bridged fight still waiting for its proposal; null when there is none. */
export function tableFactsForm(state: CampaignState, fight: string): TableFactsForm | null {
  if (!Object.hasOwn(state.bridge.fights, fight)) return null;
  const bridged = state.bridge.fights[fight]!;
  const scene =
    bridged.scene !== null && Object.hasOwn(state.scenes, bridged.scene)
      ? state.scenes[bridged.scene]!
      : null;
  const skirmish = scene?.engine === 'skirmish' ? (scene.state as SkirmishState | null) : null;
  return {
    models: skirmish
      ? Object.values(skirmish.models).map((model) => ({ id: model.id, name: model.name }))
      : [],
    exits: Object.keys(bridged.link.exits),
    firstRound: 1,
    lastRound: Math.max(1, skirmish?.round ?? 1),
    resourcesMin: 0,
    resourcesMax: state.crew.resources,
  };
}
