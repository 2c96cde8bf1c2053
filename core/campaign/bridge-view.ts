import type { Approval, LineChange, ProposalLine, TableFacts, WriteBackProposal } from '../bridge/index.ts';
import { firearmText } from '../bridge/index.ts';
import type { Condition } from '../cot/characters/index.ts';
import { gearOf } from '../cot/characters/index.ts';
import type { HeistScene } from '../cot/heist/index.ts';
import { nodeName } from '../cot/spot/index.ts';
import type { Spot } from '../cot/spot/index.ts';
import type { Dice } from '../dice/dice.ts';
import type { CharacterId } from '../shared/ids.ts';
import { rollId } from '../shared/ids.ts';
import type { Rejection } from '../shared/result.ts';
import { reject } from '../shared/result.ts';
import type { SkirmishState } from '../skirmish/index.ts';
import type { BridgedFight } from './bridge-fights.ts';
import { warfareAfterName } from './bridge-warfare.ts';
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
      /** BRG-D-26: confirming also opens this Gang Warfare (its name); null: the fight does not go on. */
      readonly goesOn: string | null;
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
  const lines = proposal.lines.map((line) =>
    lineView(state, proposal, line, {
      name,
      at,
      zoneName,
      spot,
      goesOn: fight.link.continues === 'gang-warfare',
    }),
  );
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
    goesOn: fight.link.continues === 'gang-warfare' ? warfareAfterName(fight) : null,
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
  /** BRG-D-26: the fight goes on as Gang Warfare, where a restraint and a Cover are written. */
  readonly goesOn: boolean;
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
      return {
        ...base,
        now: read.goesOn ? 'Held in the Gang Warfare that follows' : 'Not kept outside Gang Warfare',
        edit: null,
      };
    case 'vehicle':
      return {
        ...base,
        now: `Kept nowhere in the campaign: note it by hand (Body ${change.bodyMax} new)`,
        edit: null,
      };
    case 'cover':
      return { ...base, now: 'Its first Cover in the Gang Warfare that follows', edit: null };
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

/** A model of the fight, as the table facts' choices name it. */
export interface FactModel {
  readonly id: string;
  readonly name: string;
}

/**
 * The choices of the table's facts the GM gives as a fight is proposed (bridge.md §7): who left by which exit and
 * when, the loot picked up (the Spot's loot lying in the fight's zone, or an item the GM names), who saw whom
 * (an NPC and a crew member, BRG-D-48) and who holds whom at the end (BRG-D-44).
 */
export interface TableFactsForm {
  readonly models: readonly FactModel[];
  /** The crew's models and the others', for line of sight (an NPC saw a crew member). */
  readonly crew: readonly FactModel[];
  readonly npcs: readonly FactModel[];
  readonly exits: readonly string[];
  /** The Spot's loot lying in the fight's zone(s) at the start: what a model may pick up (BRG-D-46). */
  readonly loot: readonly { readonly id: string; readonly name: string }[];
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
  const models = skirmish
    ? Object.values(skirmish.models).map((model) => ({ id: model.id, name: model.name }))
    : [];
  const crewModel = (id: string) => {
    const link = Object.hasOwn(bridged.link.models, id) ? bridged.link.models[id]! : null;
    return link !== null && link.who !== 'bystander' && link.category === 'crew';
  };
  const heist = heistOf(state, bridged);
  const zones: readonly string[] = bridged.link.zones;
  const loot = heist
    ? Object.values(heist.spot.loot)
        .filter((item) => zones.includes(item.zone) && !Object.hasOwn(heist.carried, item.id))
        .map((item) => ({ id: item.id, name: item.name }))
    : [];
  return {
    models,
    crew: models.filter((model) => crewModel(model.id)),
    npcs: models.filter((model) => !crewModel(model.id)),
    exits: Object.keys(bridged.link.exits),
    loot,
    firstRound: 1,
    lastRound: Math.max(1, skirmish?.round ?? 1),
    resourcesMin: 0,
    resourcesMax: state.crew.resources,
  };
}

/**
 * What is wrong with the table's facts the GM gives for a fight (bridge.md §7), before `bridge/propose` reads
 * them with the fight's log: loot picked up from the zone must be the zone's and taken once, a named item needs
 * a name, its carrier must be in the fight; line of sight pairs an NPC with a crew member (BRG-D-48); a hold is
 * by an enemy, of a model held once (BRG-D-44). Null when nothing is; a fight with no facts form is not checked.
 */
export function tableFactsProblem(state: CampaignState, fight: string, table: TableFacts): Rejection | null {
  const form = tableFactsForm(state, fight);
  if (!form) return null;
  const name = (id: string) => form.models.find((model) => model.id === id)?.name ?? `"${id}"`;
  const known = (id: string) => form.models.some((model) => model.id === id);
  const taken = new Set<string>();
  for (const [index, item] of (table.loot ?? []).entries()) {
    const where = { fact: 'loot', index };
    if (item.loot !== null) {
      const spot = form.loot.find((loot) => loot.id === item.loot);
      if (!spot) {
        return reject('bridge/table-facts', `"${item.name}" is no loot lying in the fight's zone`, where);
      }
      if (taken.has(spot.id)) {
        return reject('bridge/table-facts', `${spot.name} is picked up twice: one model ends with it`, where);
      }
      taken.add(spot.id);
    } else if (item.name.trim() === '') {
      return reject('bridge/table-facts', 'An item picked up needs a name (BRG-D-46)', where);
    }
    if (item.carriedBy !== null && !known(item.carriedBy)) {
      return reject(
        'bridge/table-facts',
        `${item.name} is carried by ${name(item.carriedBy)}, who is not in the fight`,
        where,
      );
    }
  }
  const crew = new Set(form.crew.map((model) => model.id));
  for (const [index, [npc, seen]] of (table.sight ?? []).entries()) {
    if (!known(npc) || !known(seen) || crew.has(npc) || !crew.has(seen)) {
      return reject(
        'bridge/table-facts',
        `${name(npc)} saw ${name(seen)}: line of sight pairs an NPC with a crew member of the fight (BRG-D-48)`,
        { fact: 'sight', index },
      );
    }
  }
  const held = new Set<string>();
  const sideOf = (id: string) => (crew.has(id) ? 'crew' : 'npc');
  for (const [index, hold] of (table.holds ?? []).entries()) {
    const where = { fact: 'holds', index };
    if (!known(hold.model) || (hold.by !== null && !known(hold.by))) {
      return reject('bridge/table-facts', `A hold names a model the fight does not have`, where);
    }
    if (held.has(hold.model)) {
      return reject('bridge/table-facts', `${name(hold.model)} is held twice: one hold each`, where);
    }
    held.add(hold.model);
    if (hold.by !== null && sideOf(hold.by) === sideOf(hold.model)) {
      return reject(
        'bridge/table-facts',
        `${name(hold.by)} cannot hold ${name(hold.model)}: a hold is by an enemy (BRG-D-44)`,
        where,
      );
    }
  }
  return null;
}

/**
 * Each character's firearms as bridged fights left them (BRG-D-25): their reloads and ammo counters, by character;
 * a character no fight has written back has none.
 */
export function ammunitionOf(state: CampaignState): Readonly<Record<string, readonly string[]>> {
  const out: Record<string, readonly string[]> = {};
  for (const [character, record] of Object.entries(state.bridge.records)) {
    if (record.firearms.length > 0) out[character] = record.firearms.map(firearmText);
  }
  return out;
}
