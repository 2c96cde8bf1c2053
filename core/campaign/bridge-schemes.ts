import { ambushCounters, ambushStart, bridgeSettingsOf, modelOf } from '../bridge/index.ts';
import type { ModelLink } from '../bridge/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { ambushCost } from '../cot/foresight/index.ts';
import type { HeistScene } from '../cot/heist/index.ts';
import { outside } from '../cot/spot/index.ts';
import type { CharacterId, RollId } from '../shared/ids.ts';
import { rollId } from '../shared/ids.ts';
import { isRejection, ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import type { Dice } from '../dice/dice.ts';
import { grenadeKinds } from '../skirmish/index.ts';
import type { GrenadeKind, ModelEdit, SkirmishState } from '../skirmish/index.ts';
import type { BridgedFight } from './bridge-fights.ts';
import { fightOnTable } from './bridge-table.ts';
import { SceneStep } from './scenes/builder.ts';
import { decideScene } from './scenes/decide.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * The Foresight schemes the crew plays on a bridged fight's table at the start of a crew turn (BRG-D-18): Cache —
 * extra reloads or grenades appear on one crew model, paid in Resources and as many Foresight (COT-FORE-7). What
 * is spent is held on the fight (`bridge/spent`) and charged by its write-back (BRG-D-1).
 */

/** BRG-D-18, COT-FORE-7: extra reloads or grenades on one crew model. */
export interface CacheOnTable {
  readonly type: 'bridge/cache';
  readonly fight: string;
  /** The crew model the gear appears on. */
  readonly model: string;
  /** Whose Foresight pays (COT-FORE-3: one's own). */
  readonly character: CharacterId;
  /** Reloads added to one weapon. */
  readonly reloads?: { readonly slot: 'long' | 'sidearm'; readonly count: number };
  /** Grenades added, by kind. */
  readonly grenades?: Readonly<Partial<Record<GrenadeKind, number>>>;
  /**
   * The Resources it costs: the GM's price. Absent: `bridge_reload_price` (BRG-D-10) for each reload and grenade.
   */
  readonly price?: number;
  readonly at: number;
  readonly rollId: RollId;
}

/** The side ids of the crew's models on the table (bridge.md §7: their link's category). */
export function crewSides(fight: BridgedFight, skirmish: SkirmishState): Set<string> {
  const sides = new Set<string>();
  for (const [id, link] of Object.entries(fight.link.models)) {
    const model = Object.hasOwn(skirmish.models, id) ? skirmish.models[id] : undefined;
    if (model && link.who !== 'bystander' && link.category === 'crew') sides.add(model.side);
  }
  return sides;
}

/** BRG-D-18: the start of a crew turn — the crew's side is active and none of its models has activated yet. */
export function crewTurnStarts(fight: BridgedFight, skirmish: SkirmishState): boolean {
  const active = skirmish.turnOrder[skirmish.active];
  return (
    skirmish.phase.kind === 'turn' &&
    skirmish.startOpen &&
    skirmish.activation === null &&
    active !== undefined &&
    crewSides(fight, skirmish).has(active)
  );
}

/** What a crew member may still spend: its Foresight and the crew's Resources, less what the fight holds. */
export function leftToSpend(
  state: CampaignState,
  fight: BridgedFight,
  character: CharacterId,
): { foresight: number; resources: number } {
  const sheet = Object.hasOwn(state.characters, character) ? state.characters[character]! : null;
  const held = Object.hasOwn(fight.held.foresight, character) ? fight.held.foresight[character]! : 0;
  return {
    foresight: Math.max(0, (sheet?.foresight ?? 0) - held),
    resources: Math.max(0, state.crew.resources - fight.held.resources),
  };
}

function notAtStart(fight: BridgedFight): Rejection {
  return reject(
    'bridge/not-crew-start',
    `Ambush and Cache come only at the start of a crew turn, before any crew model activates (BRG-D-18)`,
    { fight: fight.name },
  );
}

/** The spender: a crew character of the campaign, with enough Foresight and Resources left. */
function payer(
  state: CampaignState,
  fight: BridgedFight,
  character: CharacterId,
  cost: { foresight: number; resources: number },
  what: string,
): Rejection | null {
  const sheet = Object.hasOwn(state.characters, character) ? state.characters[character]! : null;
  if (!sheet || sheet.kind !== 'crew')
    return reject('bridge/not-crew', `Only a crew member pays for ${what} (COT-FORE-3)`, { character });
  const left = leftToSpend(state, fight, character);
  if (cost.foresight > left.foresight) {
    return reject(
      'bridge/foresight',
      `${sheet.name} has ${left.foresight} Foresight left; ${what} costs ${cost.foresight} (COT-FORE-3, BRG-D-18)`,
      { character },
    );
  }
  if (cost.resources > left.resources) {
    return reject(
      'bridge/resources',
      `The crew has ${left.resources} Resources left; ${what} costs ${cost.resources} (COT-FORE-7, BRG-D-18)`,
      { character },
    );
  }
  return null;
}

/**
 * BRG-D-10: what a Cache of these reloads and grenades costs when the GM names no price — `bridge_reload_price`
 * Resources each (COT-FORE-7: and as many Foresight).
 */
export function cachePrice(state: CampaignState, counts: readonly number[]): number {
  const each = bridgeSettingsOf(state.settings).bridgeReloadPrice;
  return counts.reduce((sum, n) => sum + n, 0) * each;
}

/** The gear a Cache adds, in words: "2 reloads (long), 1 frag grenade". */
function cacheWords(command: CacheOnTable): string {
  const parts: string[] = [];
  if (command.reloads)
    parts.push(
      `${command.reloads.count} reload${command.reloads.count === 1 ? '' : 's'} (${command.reloads.slot})`,
    );
  for (const kind of grenadeKinds) {
    const n = command.grenades?.[kind] ?? 0;
    if (n > 0) parts.push(`${n} ${kind} grenade${n === 1 ? '' : 's'}`);
  }
  return parts.join(', ');
}

/**
 * BRG-D-18, COT-FORE-7: the Cache on one crew model at the start of a crew turn — a GM correction of the model in
 * its skirmish (its reloads and grenades, within HEIST's limits), and `bridge/spent` for the price in Resources and
 * as many Foresight. Refused, storing nothing, outside the start of a crew turn, for a model not the crew's, nothing
 * to add, a price out of range, or more than the spender or the crew has left.
 */
export function cacheOnTable(
  state: CampaignState,
  command: CacheOnTable,
  dice: Dice,
): Decision<CampaignEvent> {
  const playing = fightOnTable(state, command.fight);
  if (isRejection(playing)) return playing;
  const { fight, skirmish } = playing;
  if (!crewTurnStarts(fight, skirmish)) return notAtStart(fight);
  const model = Object.hasOwn(skirmish.models, command.model) ? skirmish.models[command.model]! : null;
  if (!model || model.presence.kind !== 'table' || !crewSides(fight, skirmish).has(model.side))
    return reject('bridge/not-crew', `Cache gear appears only on a crew model on the table (BRG-D-18)`, {
      model: command.model,
    });
  const counts = [command.reloads?.count ?? 0, ...grenadeKinds.map((k) => command.grenades?.[k] ?? 0)];
  if (counts.some((n) => !Number.isInteger(n) || n < 0) || counts.every((n) => n === 0))
    return reject(
      'bridge/cache-empty',
      'Say what the Cache brings: reloads or grenades, whole numbers (BRG-D-18)',
    );
  const price = command.price ?? cachePrice(state, counts);
  if (!Number.isInteger(price) || price < 0)
    return reject('bridge/cache-price', `The Cache's price is a whole number of Resources, not ${price}`);
  const what = `a Cache of ${cacheWords(command)}`;
  const unpaid = payer(state, fight, command.character, { foresight: price, resources: price }, what);
  if (unpaid) return unpaid;
  const changes: ModelEdit = {
    ...(command.reloads
      ? {
          reloads: {
            slot: command.reloads.slot,
            reloads: (model.weapons[command.reloads.slot]?.reloads ?? 0) + command.reloads.count,
          },
        }
      : {}),
    ...(command.grenades
      ? {
          grenades: Object.fromEntries(
            grenadeKinds
              .filter((k) => (command.grenades?.[k] ?? 0) > 0)
              .map((k) => [k, model.grenades[k] + command.grenades![k]!]),
          ),
        }
      : {}),
  };
  const step = new SceneStep(state, command.at, command.rollId, dice);
  const edited = decideScene(
    state,
    {
      type: 'scene/act',
      sceneId: fight.scene!,
      engine: 'skirmish',
      command: { type: 'skirmish/edit-model', model: command.model, changes },
      at: command.at,
      rollId: rollId(`${command.rollId}-cache`),
    } as never,
    dice,
  );
  if (!edited.ok) return edited;
  for (const event of edited.events) step.push(event);
  step.push({
    type: 'bridge/spent',
    fight: command.fight,
    character: command.character,
    foresight: price,
    resources: price,
    why: `Cache: ${cacheWords(command)} for ${model.name}`,
  });
  return ok(step.events);
}

/** BRG-D-18, COT-FORE-4: a crew member of the Heist not on the table deployed on it at the start of a crew turn. */
export interface AmbushOnTable {
  readonly type: 'bridge/ambush';
  readonly fight: string;
  /** The crew member who comes in. */
  readonly character: CharacterId;
  /** Whose Foresight pays (COT-FORE-3); absent: the crew member's own. */
  readonly payer?: CharacterId;
  /** The GM confirms the point is outside every enemy aim zone (BRG-D-18); refused otherwise. */
  readonly outsideAimZones: boolean;
  readonly at: number;
  readonly rollId: RollId;
}

/** The model id an ambushing character takes on the table: its own id, or with a number when taken. */
function freshModelId(skirmish: SkirmishState, character: string): string {
  let id = character;
  for (let n = 2; Object.hasOwn(skirmish.models, id); n++) id = `${character}-${n}`;
  return id;
}

/**
 * The crew member as the Heist holds it, with the Ambush's cost from its zone to the fight's (COT-FORE-4: one
 * Foresight a zone step on the crew's map), or the refusal naming why it cannot come.
 */
export function ambushPlan(
  state: CampaignState,
  fight: BridgedFight,
  character: CharacterId,
):
  | {
      person: HeistScene['drop']['characters'][number];
      cost: number;
      sheet: Character;
      /** BRG-D-34: the id it is linked by as a walk-in not on the table yet, which the Ambush takes over. */
      walkIn: string | null;
    }
  | Rejection {
  const sheet = Object.hasOwn(state.characters, character) ? state.characters[character]! : null;
  const heist =
    fight.parent !== null && Object.hasOwn(state.scenes, fight.parent) ? state.scenes[fight.parent]! : null;
  const job = heist?.engine === 'heist' && heist.ended === null ? (heist.state as HeistScene | null) : null;
  const person = job?.drop.characters.find((c) => c.id === character);
  if (!sheet || sheet.kind !== 'crew' || !job || !person)
    return reject('bridge/not-in-heist', `Only a crew member of the Heist can come in by Ambush (BRG-D-18)`, {
      character,
    });
  const scene =
    fight.scene !== null && Object.hasOwn(state.scenes, fight.scene) ? state.scenes[fight.scene] : null;
  const models = (scene?.state as SkirmishState | null | undefined)?.models ?? {};
  const linked = Object.entries(fight.link.models)
    .filter(([, link]) => link.who === 'character' && link.character === character)
    .map(([id]) => id);
  // A walk-in who may be called (BRG-D-34) is linked but not in the fight yet: an Ambush may bring it instead.
  const onTable = linked.some((id) => Object.hasOwn(models, id));
  if (onTable)
    return reject('bridge/on-table', `${sheet.name} is on the table already (BRG-D-18, COT-D-65)`, {
      character,
    });
  if (person.unconscious)
    return reject('bridge/cannot-come', `${sheet.name} is Unconscious and cannot come (COT-FORE-4)`, {
      character,
    });
  const cost = ambushCost(job.spot, person.zone ?? outside, fight.link.zones[0]);
  if (cost === null)
    return reject('bridge/no-way', `${sheet.name} has no way to the fight on the crew's map (COT-FORE-4)`, {
      character,
    });
  return { person, cost, sheet, walkIn: linked[0] ?? null };
}

/**
 * BRG-D-18, COT-FORE-4: Ambush at the start of a crew turn — the crew member converted (BRG-D-4..10) and brought
 * onto the table on the crew's side, linked to the fight with its start snapshot (bridge.md §7), and the Foresight
 * held on the fight. Refused, storing nothing, outside the start of a crew turn, at a point the GM does not confirm
 * outside every enemy aim zone, for someone not of the Heist's crew, on the table already, Unconscious, out of reach,
 * or beyond the Foresight left.
 */
export function ambushOnTable(
  state: CampaignState,
  command: AmbushOnTable,
  dice: Dice,
): Decision<CampaignEvent> {
  const playing = fightOnTable(state, command.fight);
  if (isRejection(playing)) return playing;
  const { fight, skirmish } = playing;
  if (!crewTurnStarts(fight, skirmish)) return notAtStart(fight);
  if (!command.outsideAimZones)
    return reject(
      'bridge/aim-zone',
      'An Ambush deploys outside every enemy aim zone: pick another point (BRG-D-18)',
      { character: command.character },
    );
  const plan = ambushPlan(state, fight, command.character);
  if (isRejection(plan)) return plan;
  const { person, cost, sheet, walkIn } = plan;
  const what = `an Ambush of ${sheet.name} (${cost} zone step${cost === 1 ? '' : 's'})`;
  const payerId = command.payer ?? command.character;
  const unpaid = payer(state, fight, payerId, { foresight: cost, resources: 0 }, what);
  if (unpaid) return unpaid;
  const record = Object.hasOwn(state.bridge.records, sheet.id) ? state.bridge.records[sheet.id]! : null;
  const conversion = modelOf(sheet, bridgeSettingsOf(state.settings), state.settings, { record });
  if (isRejection(conversion)) return conversion;
  const side = [...crewSides(fight, skirmish)][0]!;
  const id = walkIn ?? freshModelId(skirmish, sheet.id);
  const start = ambushStart(sheet); // BRG-D-16: in the same step as it comes on
  const startOn = start ? { start } : {};
  const step = new SceneStep(state, command.at, command.rollId, dice);
  const added = decideScene(
    state,
    {
      type: 'scene/act',
      sceneId: fight.scene!,
      engine: 'skirmish',
      command: { type: 'skirmish/add-model', side, entry: { id, profile: conversion.profile, ...startOn } },
      at: command.at,
      rollId: rollId(`${command.rollId}-ambush`),
    } as never,
    dice,
  );
  if (!added.ok) return added;
  for (const event of added.events) step.push(event);
  // BRG-D-25: ammunition counters left by an earlier fight come along, in the same step.
  for (const [n, changes] of ambushCounters(conversion).entries()) {
    const corrected = decideScene(
      step.state,
      {
        type: 'scene/act',
        sceneId: fight.scene!,
        engine: 'skirmish',
        command: { type: 'skirmish/edit-model', model: id, changes },
        at: command.at,
        rollId: rollId(`${command.rollId}-ammo-${n}`),
      } as never,
      dice,
    );
    if (!corrected.ok) return corrected;
    for (const event of corrected.events) step.push(event);
  }
  const link: ModelLink = {
    who: 'character',
    character: sheet.id,
    category: 'crew',
    start: {
      name: sheet.name,
      kind: sheet.kind,
      condition: sheet.condition,
      unconscious: person.unconscious,
      restrainedBy: null,
      aware: person.aware,
      discovered: person.discovered,
      presentedIdentity: person.presentedIdentity,
      witnessed: person.witnessed,
      foresight: sheet.foresight,
      zone: person.zone,
    },
    conversion: { record: conversion.record, loadout: conversion.loadout },
  };
  step.push({ type: 'bridge/model-linked', fight: command.fight, model: id, link });
  if (cost > 0) {
    step.push({
      type: 'bridge/spent',
      fight: command.fight,
      character: payerId,
      foresight: cost,
      resources: 0,
      why: `Ambush: ${sheet.name}, ${cost} zone step${cost === 1 ? '' : 's'}`,
    });
  }
  return ok(step.events);
}
