import type { PoolModifier } from '../dice/pool.ts';
import {
  bridgedFight,
  bridgeSettingsOf,
  lastCoverRolls,
  loadoutAsked,
  overrideModel,
  scenarioOf,
} from '../bridge/index.ts';
import type {
  BridgedScenario,
  FightProposal,
  FightSituation,
  ModelOverride,
  NpcCategory,
  SideListing,
} from '../bridge/index.ts';
import { breakoutHandover, handoverOf } from '../cot/breakout/index.ts';
import type { Handover } from '../cot/breakout/index.ts';
import { liveHeist, peopleOf } from '../cot/heist/index.ts';
import type { HeistBreakout, HeistState } from '../cot/heist/index.ts';
import { fightIn } from '../cot/warfare/index.ts';
import { bolsterModifiers } from '../cot/time/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { partyOf, sheetConditions } from '../cot/world/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { categoriesFor } from './bridge-categories.ts';
import { childScenes } from './scenes/closed.ts';
import type { ClosedScene, Scene, SceneOf } from './scenes/types.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * "Play as a HEIST skirmish" read from the campaign itself (BRG-D-1, D-2): the Heist scene and the breakout the GM
 * ruled, the sheets, the mapping records the campaign keeps, the bridge's settings and the Bolsters waiting in the
 * ledger (BRG-D-17), turned into the bridge's `FightSituation`; then the proposal with the GM's overrides and its
 * skirmish set-up. One builder for the form's draft and the command's decider, so the form shows what opens.
 */

/** The GM's choices on the opening form. */
export interface BridgeChoices {
  /** Changes to converted models, each kept for the round trip (BRG-D-7, bridge.md §7). */
  readonly overrides?: readonly ModelOverride[];
  /** BRG-D-15: the COT side that started the violence; the crew's when absent. */
  readonly startedBy?: string;
  /** BRG-D-14: an NPC side the GM rules the crew unaware of: it gets the surprise turn. */
  readonly ambushedBy?: string;
  /** BRG-D-40: civilians in a Crowded zone; the setting's number when absent. */
  readonly civilians?: number;
  /** BRG-D-13, D-41: the sides' names and stances. */
  readonly sides?: readonly SideListing[];
  /** BRG-D-41: pairs of COT sides the GM marks allied (three or more sides only). */
  readonly allies?: readonly (readonly [string, string])[];
  /** BRG-D-38: the long weapon and sidearm each character takes, by their COT names, where it has a choice. */
  readonly loadouts?: Readonly<Record<string, { readonly long?: string; readonly sidearm?: string }>>;
  /** BRG-D-13, D-29: the NPCs' categories the GM sets; the campaign's default for the others (`npcCategoryDefault`). */
  readonly categories?: Readonly<Record<string, NpcCategory>>;
}

/**
 * Where the fight comes from: a breakout the GM ruled in a running Heist (its place in the Heist's list; the
 * command's scene is the Heist), or a running Gang Warfare inside a Heist switched to the table mid-fight (the
 * command's scene is the Gang Warfare; BRG-D-16) with each fighter's most recent Cover roll in it, which the scene's
 * history holds (`coverRollsIn`).
 */
export type BridgeSource =
  | { readonly kind: 'heist'; readonly breakout: number }
  /** A Gang Warfare that broke out of the Heist (a Drop whose target Squared Up) and is not open yet. */
  | { readonly kind: 'drop'; readonly breakout: number }
  | { readonly kind: 'warfare'; readonly coverRolls: Readonly<Record<string, number>> };

/** Everything the opening reads, found in the campaign. */
export interface BridgeGround {
  /** The scene the skirmish opens inside: the Heist, or the Gang Warfare it takes over. */
  readonly parent: Scene;
  /** The Heist whose Spot the table is (BRG-D-2), with its people's conditions from the sheets. */
  readonly heist: HeistState;
  /** The zone it breaks out in. */
  readonly zone: string;
  /** Everyone it takes: they go into the skirmish's scene, each on their side in the parent scene. */
  readonly people: readonly CharacterId[];
  readonly situation: FightSituation;
}

/** The fight as it would open: the proposal with the GM's overrides, and its skirmish set-up. */
export interface BridgeOpening extends BridgeGround {
  /** The proposal before the overrides (the form shows each model's conversion beside its override). */
  readonly converted: FightProposal;
  readonly proposal: FightProposal;
  readonly scenario: BridgedScenario;
}

/**
 * Each fighter's most recent Cover roll in a Gang Warfare scene (BRG-D-16, COT-D-38), read from the events of its
 * history in order (the renderer reads them from the log; the state keeps no history).
 */
export function coverRollsIn(
  events: readonly CampaignEvent[],
  sceneId: SceneId,
): Readonly<Record<string, number>> {
  const fight = events.flatMap((event) =>
    event.type === 'scene/changed' && event.sceneId === sceneId && event.module === 'warfare'
      ? [event.event]
      : [],
  );
  return lastCoverRolls(fight);
}

/** The running Heist scene named, or why there is none. */
function heistSceneOf(state: CampaignState, sceneId: SceneId): SceneOf<'heist'> | Rejection {
  const scene: Scene | undefined = Object.hasOwn(state.scenes, sceneId) ? state.scenes[sceneId] : undefined;
  if (!scene) return reject('scene/unknown', 'That scene does not exist (it may have closed long ago)');
  if (scene.engine !== 'heist' || scene.state === null) {
    return reject(
      'bridge/not-heist',
      `${scene.name} is not a running Heist: a HEIST skirmish opens out of one (BRG-D-2)`,
    );
  }
  if (scene.ended !== null) return reject('scene/ended', `${scene.name} has ended: ${scene.ended}`);
  return scene as SceneOf<'heist'>;
}

/** The pending Bolsters each one at the Spot carries into the fight (BRG-D-17). */
function carried(state: CampaignState, heist: HeistState): Record<CharacterId, readonly PoolModifier[]> {
  const bonuses: Record<CharacterId, readonly PoolModifier[]> = {};
  for (const person of heist.drop.characters) {
    const modifiers = bolsterModifiers(state.bolsters, person.id, state.settings);
    if (modifiers.length > 0) bonuses[person.id] = modifiers;
  }
  return bonuses;
}

/** The Heist with those in this fight in it, not away in another (COT-D-65). */
function heistFor(state: CampaignState, scene: SceneOf<'heist'>, people: readonly string[]): HeistState {
  const live = liveHeist(scene.state!, sheetConditions(state.characters));
  const inFight = new Set(people);
  return { ...live, engaged: live.engaged.filter((id) => !inFight.has(id)) };
}

/**
 * A situation from one origin: what every origin shares is the campaign's — the sheets, the pending Bolsters
 * (BRG-D-17), the mapping records (bridge.md §7), the scene's initiative — and the GM's choices as far as given.
 */
function situationOf(
  state: CampaignState,
  heist: HeistState,
  origin: FightSituation['origin'],
  scene: Scene,
  choices: BridgeChoices,
): FightSituation {
  return {
    heist,
    sheets: state.characters,
    origin,
    initiative: scene.turns.initiative,
    bonuses: carried(state, heist),
    records: state.bridge.records,
    ...(choices.sides !== undefined ? { sides: choices.sides } : {}),
    ...(choices.allies !== undefined ? { allies: choices.allies } : {}),
    ...(choices.loadouts !== undefined
      ? { loadouts: choices.loadouts as NonNullable<FightSituation['loadouts']> }
      : {}),
    ...(choices.civilians !== undefined ? { civilians: choices.civilians } : {}),
    deck: null,
  };
}

/**
 * The GM's choices that name characters, checked against the Spot: a loadout for someone not there; a category for
 * someone who is no NPC there (`categoriesFor`). The categories then join the situation, the campaign's defaults
 * filling the rest.
 */
function withCategories(
  state: CampaignState,
  ground: BridgeGround,
  choices: BridgeChoices,
): BridgeGround | Rejection {
  const { heist } = ground;
  const stranger = Object.keys(choices.loadouts ?? {}).find(
    (id) => !heist.drop.characters.some((c) => c.id === id),
  );
  if (stranger !== undefined)
    return reject('bridge/loadout', `"${stranger}" is not at the Spot: no loadout to choose (BRG-D-38)`, {
      character: stranger,
      field: 'loadout',
    });
  const categories = categoriesFor(state, heist, choices.categories ?? {});
  if (isRejection(categories)) return categories;
  return { ...ground, situation: { ...ground.situation, categories } };
}

/**
 * The situation of a skirmish breakout of a running Heist, as the bridge reads it: the Heist with its people's
 * conditions from the sheets; those this breakout took are in this fight, not away in another (COT-D-65).
 */
function breakoutGround(
  state: CampaignState,
  sceneId: SceneId,
  index: number,
  choices: BridgeChoices,
): BridgeGround | Rejection {
  const heistScene = heistSceneOf(state, sceneId);
  if (isRejection(heistScene)) return heistScene;
  const breakout = heistScene.state!.breakouts[index];
  if (!breakout) {
    return reject('bridge/no-breakout', `Nothing broke out of ${heistScene.name} at place ${index + 1}`, {
      breakout: index,
    });
  }
  if (breakout.kind !== 'skirmish') {
    return reject(
      'bridge/not-skirmish',
      `That breakout of ${heistScene.name} is not a HEIST skirmish (BRG-D-2)`,
      {
        breakout: index,
      },
    );
  }
  if (breakoutHandover(childScenes(state, sceneId), breakout).stage !== 'waiting') {
    return reject('bridge/already-open', 'The skirmish of that breakout is already open', {
      breakout: index,
    });
  }
  const people = [...new Set(peopleOf(breakout))];
  const heist = heistFor(state, heistScene, people);
  const origin: FightSituation['origin'] = {
    kind: 'heist',
    zone: breakout.zone,
    participants: partyOf(breakout, 'participants'),
    ...(choices.startedBy !== undefined ? { startedBy: choices.startedBy } : {}),
    ...(choices.ambushedBy !== undefined ? { ambushedBy: choices.ambushedBy } : {}),
  };
  const situation = situationOf(state, heist, origin, heistScene, choices);
  return { parent: heistScene, heist, zone: breakout.zone, people, situation };
}

/**
 * A Drop gone loud (COT-DROP-5): the Gang Warfare its target's Square Up broke out into, played at the table
 * instead, before it opens as Gang Warfare. Every NPC in it is Aware (COT-D-81): no surprise turn (BRG-D-14); the
 * side that struck first goes first unless the Drop was a catastrophe (BRG-D-15).
 */
function dropGround(
  state: CampaignState,
  sceneId: SceneId,
  index: number,
  choices: BridgeChoices,
): BridgeGround | Rejection {
  const heistScene = heistSceneOf(state, sceneId);
  if (isRejection(heistScene)) return heistScene;
  const breakout = heistScene.state!.breakouts[index];
  if (!breakout || breakout.kind !== 'warfare') {
    return reject(
      'bridge/no-square-up',
      `No Gang Warfare broke out of ${heistScene.name} at place ${index + 1}`,
      {
        breakout: index,
      },
    );
  }
  if (breakoutScene(state, sceneId, breakout).stage !== 'waiting') {
    return reject('bridge/already-open', 'That fight is already open', { breakout: index });
  }
  const people = [...new Set(peopleOf(breakout))];
  const heist = heistFor(state, heistScene, people);
  const sideOf = (id: string) => heist.drop.characters.find((c) => c.id === id)?.side;
  const others = people.filter((id) => sideOf(id) !== sideOf(breakout.lead));
  // The Drop's attacker is not kept: the crew member in the fight against the target, else anyone against them.
  const attacker = others.find((id) => heist.crew.includes(id)) ?? others[0];
  if (attacker === undefined) {
    return reject('bridge/one-side', 'Only one side is in the fight: a skirmish needs two (BRG-D-13)');
  }
  const origin: FightSituation['origin'] = { kind: 'drop', target: breakout.lead, attacker };
  const situation = situationOf(state, heist, origin, heistScene, choices);
  return { parent: heistScene, heist, zone: breakout.zone, people, situation };
}

/**
 * The scene a breakout of the Heist is played in: its own engine's, else a HEIST skirmish the GM played it as
 * (BRG-D-1): not opened yet, running, or over (its people then come back with `heist/fight-over`).
 */
export function breakoutScene(
  state: CampaignState,
  heistId: SceneId,
  breakout: HeistBreakout,
): Handover<Scene | ClosedScene> {
  const children = childScenes(state, heistId);
  const own = breakoutHandover(children, breakout);
  return own.stage !== 'waiting' ? own : handoverOf(children, 'skirmish', breakout.lead);
}

/** Whether the GM may play a Gang Warfare breakout of the Heist as a HEIST skirmish now (a Drop gone loud). */
export function playableAsSkirmish(state: CampaignState, heistId: SceneId, index: number): boolean {
  return !isRejection(dropGround(state, heistId, index, {}));
}

/**
 * A running Gang Warfare inside a running Heist, switched to a skirmish mid-fight (BRG-D-16): its fighters, their
 * Cover and most recent Cover rolls, its initiative (BRG-D-15). Nobody ambushes anybody once it has started
 * (BRG-D-14).
 */
function warfareGround(
  state: CampaignState,
  sceneId: SceneId,
  coverRolls: Readonly<Record<string, number>>,
  choices: BridgeChoices,
): BridgeGround | Rejection {
  const scene: Scene | undefined = Object.hasOwn(state.scenes, sceneId) ? state.scenes[sceneId] : undefined;
  if (!scene) return reject('scene/unknown', 'That scene does not exist (it may have closed long ago)');
  if (scene.engine !== 'warfare' || scene.state === null || scene.ended !== null) {
    return reject('bridge/not-warfare', `${scene.name} is not a running Gang Warfare to switch (BRG-D-16)`);
  }
  const heistScene = scene.parent === null ? null : heistSceneOf(state, scene.parent);
  if (heistScene === null || isRejection(heistScene)) {
    return reject(
      'bridge/not-in-heist',
      `${scene.name} did not break out of a running Heist: a HEIST table is a zone of its Spot (BRG-D-2)`,
    );
  }
  const running = childScenes(state, sceneId).find(
    (child) => child.engine === 'skirmish' && child.ended === null,
  );
  if (running) return reject('bridge/already-open', `${scene.name} is already played as ${running.name}`);
  const live = fightIn(state, scene.state as SceneOf<'warfare'>['state'] & object);
  // A Gang Warfare that broke out of the Heist names its zone in words; the table needs the Spot's zone.
  const zone = zoneOf(heistScene, live.zone, scene.participants);
  const fight = { ...live, zone };
  const stranger = Object.keys(coverRolls).find((id) => !fight.fighters.some((f) => f.id === id));
  if (stranger !== undefined) {
    return reject('bridge/cover-rolls', `"${stranger}" rolled no Cover in ${scene.name}: no such fighter`);
  }
  // Those still in it: the Dead are not placed (BRG-D-16), those who left are away (COT-WAR-11).
  const people = fight.fighters
    .filter((f) => f.presence !== 'left' && f.condition.state !== 'dead')
    .map((f) => f.id);
  const heist = heistFor(state, heistScene, people);
  const origin: FightSituation['origin'] = {
    kind: 'warfare',
    fight,
    coverRolls: coverRolls as Readonly<Record<CharacterId, number>>,
    ...(choices.startedBy !== undefined ? { startedBy: choices.startedBy } : {}),
  };
  const situation = situationOf(state, heist, origin, scene, choices);
  return { parent: scene, heist, zone: fight.zone, people, situation };
}

/**
 * The Spot's zone a Gang Warfare is fought in: its own when it names one, else the zone its fighters came from in
 * the Heist (a breakout's), else the zone of that name.
 */
function zoneOf(
  heistScene: SceneOf<'heist'>,
  named: string,
  participants: readonly { readonly zone: string }[],
): string {
  const zones = heistScene.state!.spot.zones;
  if (Object.hasOwn(zones, named)) return named;
  const from = participants.find((p) => Object.hasOwn(zones, p.zone))?.zone;
  return from ?? Object.values(zones).find((z) => z.name === named)?.id ?? named;
}

/**
 * Where the fight comes from, read from the campaign.
 * @returns a rejection naming a scene that is no running Heist (or Gang Warfare inside one), a breakout it does not
 * have or that is no skirmish, or a fight whose skirmish is already open.
 */
export function bridgeGround(
  state: CampaignState,
  sceneId: SceneId,
  source: BridgeSource,
  choices: BridgeChoices,
): BridgeGround | Rejection {
  const ground = groundOf(state, sceneId, source, choices);
  return isRejection(ground) ? ground : withCategories(state, ground, choices);
}

function groundOf(
  state: CampaignState,
  sceneId: SceneId,
  source: BridgeSource,
  choices: BridgeChoices,
): BridgeGround | Rejection {
  switch (source.kind) {
    case 'heist':
      return breakoutGround(state, sceneId, source.breakout, choices);
    case 'drop':
      return dropGround(state, sceneId, source.breakout, choices);
    case 'warfare':
      return warfareGround(state, sceneId, source.coverRolls, choices);
  }
}

/**
 * The fight as it would open now: the bridge's proposal (BRG-D-2..43), the GM's overrides applied one by one
 * (each refusal names the model and the field), and the skirmish's own set-up.
 * @returns the first refusal: of the ground, of the conversion, of an override, or of the skirmish's set-up.
 */
export function bridgeOpening(
  state: CampaignState,
  sceneId: SceneId,
  source: BridgeSource,
  choices: BridgeChoices,
): BridgeOpening | Rejection {
  const ground = bridgeGround(state, sceneId, source, choices);
  if (isRejection(ground)) return ground;
  const converted = bridgedFight(ground.situation, bridgeSettingsOf(state.settings), state.settings);
  if (isRejection(converted)) return converted;
  let proposal = converted;
  for (const override of choices.overrides ?? []) {
    const next = overrideModel(proposal, override);
    if (isRejection(next)) return next;
    proposal = next;
  }
  const asked = loadoutAsked(proposal); // BRG-D-38
  if (asked) return asked;
  const scenario = scenarioOf(proposal);
  if (isRejection(scenario)) return scenario;
  return { ...ground, converted, proposal, scenario };
}

/** Whether a running Gang Warfare may be switched to a HEIST skirmish now (BRG-D-16): inside a Heist, not yet. */
export function switchableToSkirmish(state: CampaignState, sceneId: SceneId): boolean {
  return !isRejection(bridgeGround(state, sceneId, { kind: 'warfare', coverRolls: {} }, {}));
}
