import type { Character, Condition } from '../../cot/characters/types.ts';
import type { PoolCheck } from '../../cot/gear/checks.ts';
import type { SceneId } from '../../cot/time/stages.ts';
import type { Roll } from '../../dice/roll.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { rollId } from '../../shared/ids.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { apply } from '../apply.ts';
import type { CampaignEvent, CampaignState, RollRecord } from '../types.ts';
import type { ModuleEvent, Scene, SceneModule } from './types.ts';

/** What a roll inside a scene was, for its line in the roll log. */
export interface RollNote {
  readonly what: string;
  readonly difficulty: number | null;
  readonly success: boolean;
  readonly againstLabel: string;
}

/**
 * Builds one command's events step by step: each event is applied at once, so the next rules step sees the
 * state after it (the attack, then the end of the turn, then the end of the round). Engine events are wrapped
 * in `scene/changed`; their rolls join the roll log; wounds and deaths go onto the sheets.
 */
export class SceneStep {
  state: CampaignState;
  readonly events: CampaignEvent[] = [];
  #rolls = 0;

  constructor(
    state: CampaignState,
    readonly at: number,
    readonly rollPrefix: string,
  ) {
    this.state = state;
  }

  push(event: CampaignEvent): void {
    this.state = apply(this.state, event);
    this.events.push(event);
  }

  /** Stores an engine's decision inside a scene; a rejection stops the step and is returned. */
  run<E extends ModuleEvent['event']>(
    sceneId: SceneId,
    module: SceneModule,
    decision: Decision<E>,
    note: (event: E, check: LoggedCheck) => RollNote,
  ): Rejection | null {
    if (!decision.ok) return decision;
    for (const event of decision.events) {
      this.push({ type: 'scene/changed', sceneId, module, event } as CampaignEvent);
      for (const check of checksIn(event)) this.logCheck(check, note(event, check));
    }
    this.syncSheets(sceneId);
    return null;
  }

  /** One roll for the roll log (initiative rolls are Rolls without a PoolCheck around them). */
  logRoll(characterId: CharacterId, roll: Roll, note: RollNote): void {
    this.logCheck({ roller: characterId, basePool: roll.pool, modifiers: [], pool: roll.pool, roll }, note);
  }

  logCheck(check: LoggedCheck, note: RollNote): void {
    const character = this.state.characters[check.roller];
    const difficulty = note.difficulty ?? 0;
    const total = check.roll?.total ?? 0;
    const record: RollRecord = {
      id: rollId(`${this.rollPrefix}-${++this.#rolls}`),
      at: this.at,
      characterId: character ? check.roller : null,
      label: `${character?.name ?? check.roller} — ${note.what}`,
      skill: null,
      basePool: check.basePool ?? check.pool,
      modifiers: check.modifiers,
      rolled: check.roll
        ? {
            pool: check.pool,
            faces: check.roll.faces,
            keptIndices: check.roll.keptIndices,
            kept: check.roll.kept,
            total,
            catastrophe: check.roll.catastrophe,
          }
        : null,
      against: 'difficulty',
      againstLabel: note.againstLabel,
      opponent: null,
      difficulty,
      success: note.success,
      margin: total - difficulty,
      catastrophe: check.roll?.catastrophe ?? false,
      note: '',
    };
    this.push({ type: 'dice/rolled', roll: record });
  }

  /** Wounds, deaths and Heat the engines recorded, copied onto the sheets and the crew (COT-CHAR-6). */
  syncSheets(sceneId: SceneId): void {
    const scene = this.state.scenes[sceneId] as Scene;
    const conditions = new Map<CharacterId, Condition>();
    for (const c of scene.drop?.characters ?? []) conditions.set(c.id, c.condition);
    for (const f of scene.warfare?.fighters ?? []) conditions.set(f.id, f.condition);
    for (const p of scene.chase?.participants ?? []) conditions.set(p.id, p.condition);
    for (const [id, condition] of conditions) {
      const character: Character | undefined = this.state.characters[id];
      if (character && JSON.stringify(character.condition) !== JSON.stringify(condition)) {
        this.push({ type: 'character/updated', id, changes: { condition } });
      }
    }
    const heat = scene.drop?.heat;
    if (heat !== undefined && heat > this.state.crew.heat) {
      this.push({ type: 'crew/adjusted', changes: { heat } });
    }
  }
}

/** A roll as the engines record it: a PoolCheck, or a chase roll (which has no base pool). */
export type LoggedCheck = Omit<PoolCheck, 'basePool'> & { readonly basePool?: PoolCheck['basePool'] };

/** Every roll an engine event carries, wherever it sits in the event. */
function checksIn(event: unknown): LoggedCheck[] {
  const found: LoggedCheck[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    if (isCheck(value)) {
      found.push(value);
      return;
    }
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  visit(event, 0);
  return found;
}

function isCheck(value: object): value is LoggedCheck {
  return 'roller' in value && 'pool' in value && 'roll' in value && 'modifiers' in value;
}
