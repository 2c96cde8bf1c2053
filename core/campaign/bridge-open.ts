import type {
  Category,
  FightLink,
  FightProposal,
  ModelLink,
  ModelStart,
  ProposedModel,
  VehicleLink,
} from '../bridge/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import type { Dice } from '../dice/dice.ts';
import { engineOf } from '../registry/index.ts';
import { characterId } from '../shared/ids.ts';
import type { CharacterId, RollId } from '../shared/ids.ts';
import { isRejection, ok } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import { bridgeOpening } from './bridge-situation.ts';
import type { BridgeChoices, BridgeOpening, BridgeSource } from './bridge-situation.ts';
import { SceneStep } from './scenes/builder.ts';
import { openChild } from './scenes/open.ts';
import type { SceneParticipant } from './scenes/types.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * "Play as a HEIST skirmish" (BRG-D-1, D-2): one command opens the fight the GM ruled broke out of a running Heist
 * as a skirmish scene inside it, in one step — the scene opening as any breakout's does (so the Heist sees it
 * running and its people come back with `heist/fight-over`), the skirmish's start from the bridge's set-up, its GM
 * corrections (Wounded and Stunned starts, ammo counters: BRG-D-16, D-25), and the fight's link (who each model
 * is, how each stood at the start, the table's exits: bridge.md §7) for the write-back.
 */

/** The command: the Heist scene (`sceneId`), the breakout, the new scene's id and name, the GM's choices. */
export interface PlaySkirmish {
  readonly type: 'bridge/play-skirmish';
  readonly sceneId: SceneId;
  readonly from: BridgeSource;
  readonly newSceneId: SceneId;
  readonly name: string;
  readonly choices: BridgeChoices;
  readonly at: number;
  readonly rollId: RollId;
}

export type BridgeCommand = PlaySkirmish;

/** bridge.md §7's categories for Heat and witnesses (BRG-D-29): criminals and security count as others. */
function categoryOf(model: ProposedModel): Category {
  const category = model.category;
  return category === 'crew' || category === 'police' || category === 'civilian' ? category : 'other';
}

function startOf(opening: BridgeOpening, id: CharacterId): ModelStart {
  const person = opening.proposal.snapshot.people.find((p) => p.character === id);
  const sheet = opening.situation.sheets[id];
  const at = opening.heist.drop.characters.find((c) => c.id === id);
  if (!person || !sheet) throw new Error(`No start snapshot of ${id}`);
  return {
    name: sheet.name,
    kind: sheet.kind,
    condition: person.condition,
    unconscious: person.unconscious,
    restrainedBy: person.restrainedBy,
    aware: person.aware,
    discovered: person.discovered,
    presentedIdentity: person.presentedIdentity,
    witnessed: at?.witnessed ?? [],
    foresight: person.foresight,
    zone: person.place,
  };
}

function modelLink(opening: BridgeOpening, model: ProposedModel, fight: SceneId): ModelLink {
  const category = categoryOf(model);
  if (model.character === null) {
    // A civilian of a Crowded zone (BRG-D-40), or a police officer who becomes an NPC if accepted (BRG-D-33).
    if (model.category === 'civilian') return { who: 'bystander' };
    const side = opening.proposal.sides.find((s) => s.id === model.side);
    return {
      who: 'new',
      id: characterId(`${fight}-${model.id}`.slice(0, 200)),
      employer: side?.label ?? model.side,
      category,
    };
  }
  return {
    who: 'character',
    character: model.character,
    category,
    start: startOf(opening, model.character),
    conversion: model.conversion
      ? {
          record: model.record ?? model.conversion.record,
          loadout: model.conversion.loadout,
          ...(model.override ? { override: model.override } : {}),
        }
      : null,
  };
}

function vehicleLinks(proposal: FightProposal): Record<string, VehicleLink> {
  const owner = (driver: string | null): CharacterId | null =>
    proposal.models.find((model) => model.id === driver)?.character ?? null;
  return Object.fromEntries(
    proposal.vehicles.map((vehicle) => [
      vehicle.id,
      { owner: owner(vehicle.driver), start: vehicle.vehicle },
    ]),
  );
}

/** The link of the fight as it opens (bridge.md §7). */
export function linkOf(opening: BridgeOpening, fight: SceneId): FightLink {
  const { proposal } = opening;
  const models = [...proposal.models, ...proposal.arrivals.map((arrival) => arrival.model)];
  const zones = proposal.table.halves.map((half) => half.zone);
  return {
    origin: 'bridged',
    stage: opening.parent.stage,
    spot: opening.heist.spot.id,
    zones: zones.length === 2 ? [zones[0]!, zones[1]!] : [zones[0] ?? opening.zone],
    exits: Object.fromEntries(proposal.table.exits.map((exit) => [exit.name, exit.leadsTo])),
    models: Object.fromEntries(models.map((model) => [model.id, modelLink(opening, model, fight)])),
    vehicles: vehicleLinks(proposal),
    continues: null,
    sides: proposal.sides.map((side) => ({
      id: side.id,
      cot: side.cot,
      label: side.label,
      stance: side.stance,
      allies: side.allies,
    })),
  };
}

/** Everyone it takes, on their side in the parent scene, where it broke out (COT-D-65). */
function participantsOf(opening: BridgeOpening): SceneParticipant[] {
  const { parent, people, zone } = opening;
  return people.flatMap((id) => {
    const side = parent.participants.find((p) => p.characterId === id)?.side;
    return side === undefined ? [] : [{ characterId: id, side, zone, role: 'on-foot' as const }];
  });
}

/**
 * Opens the HEIST skirmish of a breakout of a running Heist as a scene inside it, with its link, in one step.
 * @returns the refusal of the opening (a scene that is no running Heist, a breakout that is no skirmish or is
 * already open, a participant Dead or away, an override out of range naming the model and the field, a set-up
 * the skirmish refuses), or of the scene layer (a scene id already used, an empty name); nothing is stored.
 */
export function playSkirmish(
  state: CampaignState,
  command: PlaySkirmish,
  dice: Dice,
): Decision<CampaignEvent> {
  const opening = bridgeOpening(state, command.sceneId, command.from, command.choices);
  if (isRejection(opening)) return opening;
  const step = new SceneStep(state, command.at, command.rollId, dice);
  const problem = open(step, opening, command, dice);
  if (problem) return problem;
  step.push({
    type: 'bridge/fight-linked',
    fight: command.newSceneId,
    link: linkOf(opening, command.newSceneId),
    parent: command.sceneId,
    scene: command.newSceneId,
    name: command.name.trim(),
  });
  return ok(step.events);
}

function open(step: SceneStep, opening: BridgeOpening, command: PlaySkirmish, dice: Dice): Rejection | null {
  const id = command.newSceneId;
  const participants = participantsOf(opening);
  const opened = openChild(step, opening.parent, id, command.name, 'skirmish', participants);
  if (opened) return opened;
  const engine = engineOf('skirmish');
  const started = step.runEngine(id, engine.start(step.context(id), opening.scenario.setup, dice));
  if (started) return started;
  for (const correction of opening.scenario.corrections) {
    const decision = engine.decide(step.context(id), step.scene(id).state, correction, dice);
    const corrected = step.runEngine(id, decision);
    if (corrected) return corrected;
  }
  return null;
}
