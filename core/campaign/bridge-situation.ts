import type { PoolModifier } from '../dice/pool.ts';
import { bridgedFight, bridgeSettingsOf, overrideModel, scenarioOf } from '../bridge/index.ts';
import type {
  BridgedScenario,
  FightProposal,
  FightSituation,
  ModelOverride,
  SideListing,
} from '../bridge/index.ts';
import { breakoutHandover } from '../cot/breakout/index.ts';
import { liveHeist, peopleOf } from '../cot/heist/index.ts';
import type { HeistBreakout, HeistState } from '../cot/heist/index.ts';
import { bolsterModifiers } from '../cot/time/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { partyOf, sheetConditions } from '../cot/world/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { childScenes } from './scenes/closed.ts';
import type { Scene, SceneOf } from './scenes/types.ts';
import type { CampaignState } from './types.ts';

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
}

/** Where the fight comes from: a breakout the GM ruled in a running Heist (its place in the Heist's list). */
export interface BridgeSource {
  readonly kind: 'heist';
  readonly breakout: number;
}

/** Everything the opening reads, found in the campaign. */
export interface BridgeGround {
  readonly heistScene: SceneOf<'heist'>;
  readonly heist: HeistState;
  readonly breakout: HeistBreakout;
  readonly situation: FightSituation;
}

/** The fight as it would open: the proposal with the GM's overrides, and its skirmish set-up. */
export interface BridgeOpening extends BridgeGround {
  /** The proposal before the overrides (the form shows each model's conversion beside its override). */
  readonly converted: FightProposal;
  readonly proposal: FightProposal;
  readonly scenario: BridgedScenario;
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

/**
 * The situation of a skirmish breakout of a running Heist, as the bridge reads it: the Heist with its people's
 * conditions from the sheets; those this breakout took are in this fight, not away in another (COT-D-65).
 * @returns a rejection naming a scene that is no running Heist, a breakout it does not have or that is no
 * skirmish, or one whose fight is already open.
 */
export function bridgeGround(
  state: CampaignState,
  sceneId: SceneId,
  source: BridgeSource,
  choices: BridgeChoices,
): BridgeGround | Rejection {
  const heistScene = heistSceneOf(state, sceneId);
  if (isRejection(heistScene)) return heistScene;
  const stored = heistScene.state!;
  const breakout = stored.breakouts[source.breakout];
  if (!breakout) {
    return reject(
      'bridge/no-breakout',
      `Nothing broke out of ${heistScene.name} at place ${source.breakout + 1}`,
      {
        breakout: source.breakout,
      },
    );
  }
  if (breakout.kind !== 'skirmish') {
    return reject(
      'bridge/not-skirmish',
      `That breakout of ${heistScene.name} is not a HEIST skirmish (BRG-D-2)`,
      {
        breakout: source.breakout,
      },
    );
  }
  if (breakoutHandover(childScenes(state, sceneId), breakout).stage !== 'waiting') {
    return reject('bridge/already-open', 'The skirmish of that breakout is already open', {
      breakout: source.breakout,
    });
  }
  const live = liveHeist(stored, sheetConditions(state.characters));
  const inFight = new Set<string>(peopleOf(breakout));
  const heist: HeistState = { ...live, engaged: live.engaged.filter((id) => !inFight.has(id)) };
  const situation: FightSituation = {
    heist,
    sheets: state.characters,
    origin: {
      kind: 'heist',
      zone: breakout.zone,
      participants: partyOf(breakout, 'participants'),
      ...(choices.startedBy !== undefined ? { startedBy: choices.startedBy } : {}),
      ...(choices.ambushedBy !== undefined ? { ambushedBy: choices.ambushedBy } : {}),
    },
    initiative: heistScene.turns.initiative,
    bonuses: carried(state, heist),
    records: state.bridge.records,
    ...(choices.sides !== undefined ? { sides: choices.sides } : {}),
    ...(choices.civilians !== undefined ? { civilians: choices.civilians } : {}),
    deck: null,
  };
  return { heistScene, heist, breakout, situation };
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
  const scenario = scenarioOf(proposal);
  if (isRejection(scenario)) return scenario;
  return { ...ground, converted, proposal, scenario };
}
