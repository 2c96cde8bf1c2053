import type { FightResult, ModelResult, SwitchPosition, WriteBackChange } from '../bridge/index.ts';
import type { HeistCommand, HeistScene } from '../cot/heist/index.ts';
import { turnsEnded } from '../cot/time/index.ts';
import { sceneId } from '../cot/time/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import type { WarfareSetup } from '../cot/warfare/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { BridgedFight } from './bridge-fights.ts';
import type { SceneStep } from './scenes/builder.ts';
import type { Scene, SceneCommand, SceneOf } from './scenes/types.ts';
import type { SkirmishState } from '../skirmish/index.ts';
import type { CampaignState } from './types.ts';

/**
 * BRG-D-26: a bridged fight that goes on as Gang Warfare. At the switch the GM gives each surviving model's position
 * (`bridge/propose` with `warfare`): the skirmish is stopped (BRG-D-45) and its write-back proposed with the first
 * Cover rolls. Confirming it writes the write-back and opens the Gang Warfare inside the Heist the fight broke out
 * of, in the same step (BRG-D-52): the survivors on their sides, each one's Cover its proposed roll (a fighter whose
 * Cover line the GM left out rolls it as any fighter does, COT-WAR-2), held models still held (COT-WAR-9), the aim
 * marker's `+1k0` a Bolster waiting for the fighter's first roll (COT-TIME-4), initiative rolled fresh (COT-INIT-1),
 * after the skirmish's Action rounds on the clock (BRG-D-3).
 */

/** The Gang Warfare's scene id after a fight: one per fight. */
export function warfareAfterId(fight: string): SceneId {
  return sceneId(`${fight}-warfare`);
}

/** The Gang Warfare's name after a fight. */
export function warfareAfterName(fight: Pick<BridgedFight, 'name'>): string {
  return `Gang Warfare after ${fight.name}`;
}

/** The running Heist a fight was opened from, if it still runs. */
export function heistOfFight(state: CampaignState, fight: BridgedFight): SceneOf<'heist'> | null {
  const parent =
    fight.parent !== null && Object.hasOwn(state.scenes, fight.parent) ? state.scenes[fight.parent] : null;
  return parent && parent.engine === 'heist' && parent.state !== null && parent.ended === null
    ? (parent as SceneOf<'heist'>)
    : null;
}

/**
 * Where the Gang Warfare after a fight opens (BRG-D-26): inside the running Heist the fight broke out of; for a fight
 * switched from a running Gang Warfare inside a Heist (BRG-D-16), that Gang Warfare too, which resumes as a new scene
 * of the Heist (it closes, its log kept). Null: nowhere.
 */
export function warfareHome(
  state: CampaignState,
  fight: BridgedFight,
): { readonly heist: SceneOf<'heist'>; readonly resumes: Scene | null } | null {
  const heist = heistOfFight(state, fight);
  if (heist) return { heist, resumes: null };
  const parent =
    fight.parent !== null && Object.hasOwn(state.scenes, fight.parent) ? state.scenes[fight.parent]! : null;
  if (!parent || parent.engine !== 'warfare' || parent.ended !== null || parent.parent === null) return null;
  const outer = heistOfFight(state, { ...fight, parent: parent.parent });
  return outer ? { heist: outer, resumes: parent } : null;
}

/** A model still on the table and able to fight: arrived, not gone, killed, a casualty or surrendered. */
function able(model: ModelResult): boolean {
  return (
    model.arrived !== null &&
    model.left === null &&
    model.killed === null &&
    !model.casualty &&
    !model.surrendered
  );
}

/**
 * BRG-D-26, COT-D-40: why a fight cannot go on as Gang Warfare with these positions, or null. It must have been
 * opened from a Heist that still runs (the Gang Warfare opens inside it), have two sides with a model still able to
 * fight, and each position must be a model standing on the table.
 */
export function goOnProblem(
  state: CampaignState,
  fight: BridgedFight,
  result: FightResult,
  positions: Readonly<Record<string, SwitchPosition>>,
): Rejection | null {
  if (warfareHome(state, fight) === null) {
    return reject(
      'bridge/no-warfare-home',
      `${fight.name} was not opened from a Heist that still runs: its Gang Warfare has nowhere to open (BRG-D-26)`,
      { fight: result.id },
    );
  }
  for (const id of Object.keys(positions)) {
    const model = Object.hasOwn(result.models, id) ? result.models[id]! : null;
    if (model === null) {
      return reject(
        'bridge/position',
        `"${id}" is no model of ${fight.name}: it has no position (BRG-D-26)`,
        {
          model: id,
        },
      );
    }
    if (!able(model)) {
      return reject(
        'bridge/position',
        `${model.name} is no longer fighting on the table (dead, gone, surrendered or never there): it has no position at the switch (BRG-D-26)`,
        { model: id },
      );
    }
  }
  const sides = new Set(
    Object.values(result.models)
      .filter(able)
      .map((model) => model.side),
  );
  if (sides.size < 2) {
    return reject(
      'bridge/one-side',
      `${fight.name} cannot go on as Gang Warfare: it needs two sides still able to fight (COT-D-40, BRG-D-26)`,
      { fight: result.id },
    );
  }
  return null;
}

type WarfareStart = Omit<
  Extract<SceneCommand, { type: 'scene/start-child'; engine: 'warfare' }>,
  'at' | 'rollId'
>;

type HeistAct = Omit<Extract<SceneCommand, { type: 'scene/act'; engine: 'heist' }>, 'at' | 'rollId'>;

type CloseScene = Omit<Extract<SceneCommand, { type: 'scene/close' }>, 'at' | 'rollId'>;

type Of<K extends WriteBackChange['kind']> = Extract<WriteBackChange, { kind: K }>;

/** What the write-back's step lends the opening of the Gang Warfare. */
export interface WarfareWriter {
  readonly step: SceneStep;
  readonly fight: BridgedFight;
  /** A scene command of the composed step, with its own roll ids. */
  scene(command: WarfareStart | CloseScene | HeistAct): Rejection | null;
}

/**
 * BRG-D-26: opens the Gang Warfare that follows a fight, in the write-back's step, once the write-back's lines are
 * written (health on the sheets, everyone back in the Heist where the fight left them). Its fighters are the models
 * linked to characters who are alive and still in the fight's zone; null when the fight does not go on.
 */
export function openWarfareAfter(
  writer: WarfareWriter,
  changes: readonly WriteBackChange[],
  fightId: string,
): Rejection | null {
  const { fight, step } = writer;
  if (fight.link.continues !== 'gang-warfare') return null;
  const home = warfareHome(step.state, fight);
  if (!home) return null;
  if (home.resumes) {
    // BRG-D-16, D-26: the Gang Warfare the fight was switched from resumes as a new scene: it closes, and its people
    // are back in the Heist for the new one to take them.
    const back = home.resumes.participants
      .map((p) => p.characterId)
      .filter((id) => (home.heist.state as HeistScene).engaged.includes(id));
    const problem =
      writer.scene({ type: 'scene/close', sceneId: home.resumes.id }) ??
      (back.length > 0
        ? heistAct(writer, home.heist.id, { type: 'heist/fight-over', characters: back })
        : null);
    if (problem) return problem;
  }
  const heistScene = heistOfFight(step.state, { ...fight, parent: home.heist.id });
  if (!heistScene) return null;
  const heist = heistScene.state as HeistScene;
  const zones = new Set<string>(fight.link.zones);
  const alive = (id: CharacterId) =>
    Object.hasOwn(step.state.characters, id) && step.state.characters[id]!.condition.state !== 'dead';
  const sideOf = (id: CharacterId) => heistScene.participants.find((p) => p.characterId === id)?.side;
  const people = Object.values(fight.link.models).flatMap((model) => {
    if (model.who !== 'character') return [];
    const at = heist.drop.characters.find((c) => c.id === model.character);
    const side = sideOf(model.character);
    const here = at && at.zone !== null && zones.has(at.zone) && !heist.engaged.includes(at.id);
    return here && side !== undefined && alive(model.character) ? [{ at, side }] : [];
  });
  const covers = new Map(
    (changes.filter((c) => c.kind === 'cover') as Of<'cover'>[]).map((c) => [c.character, c]),
  );
  const fighting = new Set(people.map((p) => p.at.id));
  const holds = new Map(
    (changes.filter((c) => c.kind === 'restrained') as Of<'restrained'>[]).flatMap((c) =>
      c.by !== null && fighting.has(c.by) ? [[c.character, c.by] as const] : [],
    ),
  );
  const zone = fight.link.zones[0];
  const zoneName = heist.spot.zones[zone]?.name ?? zone;
  const fighters: WarfareSetup['fighters'] = people.map(({ at, side }) => {
    const cover = covers.get(at.id);
    const held = holds.get(at.id);
    return {
      characterId: at.id,
      side,
      unconscious: at.unconscious,
      ...(at.unconscious ? { unconsciousRoundsLeft: at.unconsciousRoundsLeft } : {}),
      ...(cover && !at.unconscious ? { cover: cover.total } : {}),
      ...(held !== undefined ? { restrainedBy: held } : {}),
    };
  });
  const ids = people.map((p) => p.at.id);
  const newSceneId = warfareAfterId(fightId);
  const problem =
    heistAct(writer, heistScene.id, {
      type: 'heist/break-out',
      breakout: { kind: 'warfare', zone, participants: ids },
    }) ??
    writer.scene({
      type: 'scene/start-child',
      sceneId: heistScene.id,
      newSceneId,
      name: warfareAfterName(fight),
      engine: 'warfare',
      participants: people.map(({ at, side }) => ({ characterId: at.id, side, zone, role: 'on-foot' })),
      setup: { zone: zoneName, fighters, vehicles: [], firstRoundSide: null },
      firstRoundSide: null,
    });
  if (problem) return problem;
  // The aim marker: +1k0 waiting for the fighter's first roll, lost at the end of its first turn (COT-TIME-4).
  for (const id of ids) {
    if (!covers.get(id)?.firstAttack) continue;
    const expiresAfterTurn = turnsEnded(step.state.bolsters, id) + 1;
    step.push({
      type: 'bolsters/changed',
      event: { type: 'time/bolstered', giver: id, recipient: id, expiresAfterTurn },
      sceneId: newSceneId,
    });
  }
  return null;
}

/** A GM command of the Heist, through the scene layer. */
function heistAct(writer: WarfareWriter, sceneId: SceneId, command: HeistCommand): Rejection | null {
  return writer.scene({ type: 'scene/act', sceneId, engine: 'heist', command });
}

/** A position at the switch, in the GM's words (BRG-D-26). */
export const switchPositions: readonly {
  readonly value: SwitchPosition['position'];
  readonly label: string;
}[] = [
  { value: 'cover', label: 'In cover from every enemy that sees it (+1k0)' },
  { value: 'open', label: 'In the open (−1k0)' },
  { value: 'flanked', label: 'Flanked by an enemy (−1k0)' },
  { value: 'exposed', label: 'Exposed (−1k0)' },
];

/** One model still fighting at the switch, its position pre-filled from the table. */
export interface SwitchModel {
  readonly id: string;
  readonly name: string;
  /** Its side's name on the table. */
  readonly side: string;
  /** From the cover its base touches on the table: in cover, else in the open. */
  readonly position: SwitchPosition['position'];
  /** Its aim marker is on the table (HST-AIM-1): `+1k0` on its first Attack. */
  readonly aim: boolean;
  /** Stunned: `−1k0` on its first Cover roll. */
  readonly stunned: boolean;
}

/** The "Go on as Gang Warfare" form of a bridged fight (BRG-D-26). */
export interface WarfareSwitchForm {
  readonly models: readonly SwitchModel[];
  readonly positions: typeof switchPositions;
  /** The fight still runs: going on stops it (BRG-D-45). */
  readonly running: boolean;
  /** The Gang Warfare it opens. */
  readonly name: string;
  /** Why it cannot go on as Gang Warfare now; null: it can. */
  readonly problem: string | null;
}

/**
 * BRG-D-26: the models still fighting on a bridged fight's table and the positions the GM chooses among, pre-filled
 * from the table (aim markers, Stunned, the cover a base touches); null when the fight has no table waiting for
 * its proposal.
 */
export function warfareSwitchForm(state: CampaignState, fight: string): WarfareSwitchForm | null {
  if (!Object.hasOwn(state.bridge.fights, fight)) return null;
  const bridged = state.bridge.fights[fight]!;
  if (bridged.proposal !== null || bridged.scene === null || !Object.hasOwn(state.scenes, bridged.scene))
    return null;
  const scene = state.scenes[bridged.scene]!;
  if (scene.engine !== 'skirmish' || scene.state === null) return null;
  const table = scene.state as SkirmishState;
  const sideName = (id: string) => table.scenario.sides.find((side) => side.id === id)?.name ?? id;
  const models = Object.values(table.models)
    .filter((model) => model.presence.kind === 'table')
    .filter((model) => bridged.link.models[model.id]?.who !== 'bystander')
    .map((model) => ({
      id: model.id,
      name: model.name,
      side: sideName(model.side),
      position: model.cover === 'none' ? ('open' as const) : ('cover' as const),
      aim: model.aiming,
      stunned: model.stunned,
    }));
  const sides = new Set(
    Object.values(table.models)
      .filter((model) => model.presence.kind === 'table')
      .map((model) => model.side),
  );
  const problem =
    warfareHome(state, bridged) === null
      ? `${bridged.name} was not opened from a Heist that still runs: its Gang Warfare has nowhere to open`
      : sides.size < 2
        ? `${bridged.name} has one side left able to fight: nothing to go on with (COT-D-40)`
        : null;
  return {
    models,
    positions: switchPositions,
    running: table.phase.kind !== 'over',
    name: warfareAfterName(bridged),
    problem,
  };
}
