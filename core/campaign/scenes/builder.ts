import type { Dice } from '../../dice/dice.ts';
import { pendingFor } from '../../cot/time/index.ts';
import { namesIn } from '../describe.ts';
import { engineContext, type GmModifiers } from './context.ts';
import type { SceneId, StageType } from '../../cot/time/index.ts';
import { moveClock } from './clock.ts';
import type { EngineRoll, Names, Tagged } from '../../engine/index.ts';
import type { CampaignEffect, EngineContext } from '../../cot/world/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { rollId } from '../../shared/ids.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { apply } from '../apply.ts';
import type { CampaignEvent, CampaignState, RollRecord } from '../types.ts';
import { gearOf } from '../../cot/characters/index.ts';
import { foresightCap } from '../../cot/characters/index.ts';
import { reputationChanges } from '../../cot/characters/index.ts';
import { sameData } from '../../shared/same.ts';
import { absenceIn } from './absence.ts';
import { turnsAfterSheet } from './sheets.ts';
import type { ModuleEvent, Scene } from './types.ts';

/**
 * Builds one command's events step by step: each event is applied at once, so the next rules step sees the
 * state after it (the attack, then the end of the turn, then the end of the round). Engine events are wrapped
 * in `scene/changed`; the rolls they carry join the roll log; their effects (a wound or a death among them: the
 * sheet is a condition's only home, COT-CHAR-6) go onto the sheets and the crew. Whatever the engine, this is the
 * one place that does it.
 */
export class SceneStep {
  state: CampaignState;
  readonly events: CampaignEvent[] = [];
  /** Who rolled in the engine decisions of the current action: their pending Bolsters are spent (COT-TIME-4). */
  readonly rollers = new Set<string>();
  /** `scene id → character id` of those this command's engine events made able to act again (COT-INIT-6). */
  readonly #cameBack = new Set<string>();
  #rolls = 0;

  constructor(
    state: CampaignState,
    readonly at: number,
    readonly rollPrefix: string,
    /** The dice of the command, for what follows from it (an engine hearing a round end). */
    readonly dice: Dice,
  ) {
    this.state = state;
  }

  push(event: CampaignEvent): void {
    this.state = apply(this.state, event);
    this.events.push(event);
  }

  scene(id: SceneId): Scene {
    const scene = Object.hasOwn(this.state.scenes, id) ? this.state.scenes[id] : undefined;
    if (!scene) throw new Error(`No scene has the id ${JSON.stringify(id)}`);
    return scene;
  }

  /** What the scene's engine may read of the campaign now; `gm`: the GM's modifiers for the actor's roll. */
  context(sceneId: SceneId, gm?: GmModifiers): EngineContext {
    return engineContext(this.state, this.scene(sceneId), this.at, gm);
  }

  /** Names for a scene's words: its characters, then its sides' labels, else the id itself. */
  names(sceneId: SceneId | null): Names {
    return namesIn(
      this.state,
      sceneId && Object.hasOwn(this.state.scenes, sceneId) ? this.scene(sceneId) : null,
    );
  }

  /**
   * Stores an engine's decision inside a scene: each event wrapped in `scene/changed`, its rolls logged, its
   * effects carried out (its wounds and deaths onto the sheets). A rejection stops the step and is returned.
   */
  runEngine(sceneId: SceneId, decision: Decision<Tagged>): Rejection | null {
    if (!decision.ok) return decision;
    const engine = engineOf(this.scene(sceneId).engine);
    const away = this.away(sceneId);
    for (const event of decision.events) {
      this.push({ type: 'scene/changed', sceneId, module: engine.id, event } as CampaignEvent);
      const names = this.names(sceneId); // after the event: a skirmish's models are named by its state
      for (const roll of engine.rolls(event, names)) this.logRoll(roll, names(roll.roller));
      for (const effect of engine.effects(event)) this.effect(effect, sceneId);
    }
    for (const id of away) if (!this.away(sceneId).has(id)) this.#cameBack.add(`${sceneId} → ${id}`);
    return this.followStage(sceneId);
  }

  /**
   * COT-TIME-1: when the engine's rules changed the stage its scene is played at (`stageNow`), the Job clock and
   * the scene record follow, in this command (one undo step): its next rounds are of the new length.
   */
  followStage(sceneId: SceneId): Rejection | null {
    const scene = this.scene(sceneId);
    const engine = engineOf(scene.engine);
    if (scene.state === null || !engine.stageNow) return null;
    const stage = (engine.stageNow as (state: unknown) => StageType)(scene.state);
    if (stage === scene.stage) return null;
    return moveClock(this, { type: 'time/change-stage', sceneId, stage });
  }

  /** Whether this command's engine events made a participant able to act again (woken, come round, back). */
  cameBack(sceneId: SceneId, id: CharacterId): boolean {
    return this.#cameBack.has(`${sceneId} → ${id}`);
  }

  /** The scene's participants who cannot take turns now, by the engine (COT-INIT-6). */
  away(sceneId: SceneId): Set<CharacterId> {
    const scene = this.scene(sceneId);
    return new Set(
      scene.participants.map((p) => p.characterId).filter((id) => absenceIn(this.state, scene, id) !== null),
    );
  }

  /** Stores a turn-keeping event of a scene (initiative, free turns). */
  pushTurns(sceneId: SceneId, change: Extract<ModuleEvent, { module: 'initiative' | 'free-turns' }>): void {
    this.push({ type: 'scene/changed', sceneId, ...change } as CampaignEvent);
  }

  /** One roll for the roll log; its roller's pending Bolsters are spent when the action is over. */
  logRoll(roll: EngineRoll, rollerName?: string): void {
    this.rollers.add(roll.roller);
    const character = Object.hasOwn(this.state.characters, roll.roller)
      ? this.state.characters[roll.roller as CharacterId]
      : undefined;
    const difficulty = roll.difficulty ?? 0;
    const total = roll.roll?.total ?? 0;
    const pool = roll.pool ?? roll.basePool ?? { rolled: 1, kept: 1 };
    const record: RollRecord = {
      id: rollId(`${this.rollPrefix}-${++this.#rolls}`),
      at: this.at,
      characterId: character ? (roll.roller as CharacterId) : null,
      label: `${character?.name ?? rollerName ?? roll.roller} — ${roll.what}`,
      skill: null,
      basePool: roll.basePool ?? pool,
      modifiers: roll.modifiers,
      rolled: roll.roll
        ? {
            pool: roll.roll.pool,
            faces: roll.roll.faces,
            keptIndices: roll.roll.keptIndices,
            kept: roll.roll.kept,
            total,
            catastrophe: roll.roll.catastrophe,
          }
        : null,
      against: 'difficulty',
      againstLabel: roll.againstLabel,
      opponent: null,
      difficulty,
      success: roll.success ?? true,
      margin: roll.difficulty === null ? 0 : total - difficulty, // nothing to beat: no margin
      catastrophe: roll.roll?.catastrophe ?? false,
      note: '',
      ...(roll.result ? { result: roll.result } : {}),
      ...(roll.heist ? { heist: roll.heist } : {}),
    };
    this.push({ type: 'dice/rolled', roll: record });
  }

  /** Those among `rollers` with Bolsters waiting (COT-TIME-4). */
  bolsteredRollers(): CharacterId[] {
    return [...this.rollers].filter(
      (id) => pendingFor(this.state.bolsters, id as CharacterId).length > 0,
    ) as CharacterId[];
  }

  /** An engine's change outside its scene (`from`), as the campaign's own events. */
  effect(effect: CampaignEffect, from: SceneId): void {
    const { crew, characters } = this.state;
    switch (effect.kind) {
      case 'heat': // COT-CHAR-10, COT-GUARD-7
        if (effect.amount !== 0)
          this.push({ type: 'crew/adjusted', changes: { heat: Math.max(0, crew.heat + effect.amount) } });
        return;
      case 'resources':
        this.push({
          type: 'crew/adjusted',
          changes: { resources: Math.max(0, crew.resources + effect.delta) },
        });
        return;
      case 'spot':
        this.push(effect.event);
        return;
      default:
        break;
    }
    const character = Object.hasOwn(characters, effect.character) ? characters[effect.character] : undefined;
    if (!character) return;
    const id = character.id;
    switch (effect.kind) {
      case 'condition': {
        // COT-CHAR-6: the sheet is the condition's only home; the other scenes the character is in follow it.
        if (sameData(character.condition, effect.condition)) return;
        this.push({ type: 'character/updated', id, changes: { condition: effect.condition } });
        const wasDead = character.condition.state === 'dead';
        for (const event of turnsAfterSheet(this.state, id, wasDead, from)) this.push(event);
        return;
      }
      case 'reputation': // COT-CHAR-10, COT-D-15 `reputation_scope`, COT-D-90
        for (const [payer, reputation] of reputationChanges(
          this.state.characters,
          id,
          effect.delta,
          this.state.settings,
        )) {
          this.push({ type: 'character/updated', id: payer, changes: { reputation } });
        }
        return;
      case 'foresight': {
        const cap = foresightCap(character); // COT-FORE-2
        const foresight = Math.min(cap, Math.max(0, character.foresight + effect.delta));
        this.push({ type: 'character/updated', id, changes: { foresight } });
        return;
      }
      case 'loyalties':
        this.push({ type: 'character/updated', id, changes: { loyalties: effect.loyalties } });
        return;
      case 'presented-identity':
        this.push({ type: 'character/updated', id, changes: { presentedIdentity: effect.identity } });
        return;
      case 'gear': {
        const weapons =
          effect.weapon && !character.weapons.includes(effect.weapon)
            ? [...character.weapons, effect.weapon]
            : character.weapons;
        // COT-FORE-7: other items bought join the sheet's list, after what it holds.
        const gear = effect.items.length > 0 ? { gear: [...gearOf(character), ...effect.items] } : {};
        this.push({
          type: 'character/updated',
          id,
          changes: { weapons, armour: effect.armour ?? character.armour, ...gear },
        });
        return;
      }
    }
  }
}
