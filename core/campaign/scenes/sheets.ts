import { leaving } from '../../cot/initiative/index.ts';
import { joinFreeTurns } from '../../cot/time/index.ts';
import { leavingFreeTurns } from '../../cot/time/index.ts';
import type { SceneId } from '../../cot/time/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { apply } from '../apply.ts';
import type { CampaignEvent, CampaignState } from '../types.ts';
import { absenceIn } from './absence.ts';
import type { ModuleEvent, Scene } from './types.ts';

/**
 * A sheet edit reaches every running scene at once, since a participant's condition has one home, their sheet
 * (COT-CHAR-6): the scenes read it there. What the scenes keep of their own — who takes turns — follows in the
 * edit's own entry (`turnsAfterSheet`), so undoing the edit undoes it too.
 */
export function sheetEditReachesScenes(
  before: CampaignState,
  edit: readonly CampaignEvent[],
): readonly CampaignEvent[] {
  const after = edit.reduce(apply, before);
  const edited = new Set(edit.flatMap((event) => (event.type === 'character/updated' ? [event.id] : [])));
  return [
    ...edit,
    ...[...edited].flatMap((id) =>
      turnsAfterSheet(after, id, before.characters[id]?.condition.state === 'dead', null),
    ),
  ];
}

/**
 * The turns of the running scenes `id` is in (all but `except`, the scene whose own step settles them) as their
 * sheet now says. Marked Dead — on the Crew dashboard, or by a fight they were in while another scene ran too — a
 * character gives up their turns in every such scene: the slot their roll made goes at the end of the round
 * (COT-INIT-6), and no free turn waits for them (COT-TIME-5). Brought back from Dead in a scene without
 * initiative, they take turns again. Nothing else moves: no slot is passed, no round ends and no die is rolled
 * before that scene's next step (its Next turn or End round), so a change made elsewhere never plays a scene on.
 */
export function turnsAfterSheet(
  state: CampaignState,
  id: CharacterId,
  wasDead: boolean,
  except: SceneId | null,
): CampaignEvent[] {
  return Object.values(state.scenes).flatMap((scene) =>
    scene.ended !== null || scene.id === except || !scene.participants.some((p) => p.characterId === id)
      ? []
      : turnsChange(state, scene, id, wasDead).map(
          (change) => ({ type: 'scene/changed', sceneId: scene.id, ...change }) as CampaignEvent,
        ),
  );
}

/**
 * What the scene's turns record of the character after the edit, as `settlePresence` keeps them (presence.ts):
 * marked Dead, they leave the initiative and the free turns alike; brought back from Dead, they rejoin the free
 * turns of a scene without initiative.
 */
function turnsChange(state: CampaignState, scene: Scene, id: CharacterId, wasDead: boolean): ModuleEvent[] {
  const absence = absenceIn(state, scene, id);
  const initiative = scene.turns.initiative;
  const seat = initiative?.participants.find((p) => p.characterId === id);
  const free = scene.turns.free;
  const member = free?.members.find((m) => m.characterId === id);
  const changes: ModuleEvent[] = [];
  if (absence === 'dead') {
    if (initiative && seat?.status === 'in') {
      const left = leaving(initiative, { type: 'initiative/leave', characterId: id, reason: 'dead' });
      if (left.ok) changes.push(...left.events.map((event) => ({ module: 'initiative' as const, event })));
    }
    if (free && member?.present) {
      const left = leavingFreeTurns(free, { type: 'time/leave-free-turns', characterId: id });
      if (left.ok) changes.push(...left.events.map((event) => ({ module: 'free-turns' as const, event })));
    }
    return changes;
  }
  if (!wasDead || initiative || !free || !member || member.present || absence !== null) return changes;
  const name = state.characters[id]?.name ?? id;
  const back = joinFreeTurns(free, { type: 'time/join-free-turns', characterId: id, name });
  if (back.ok) changes.push(...back.events.map((event) => ({ module: 'free-turns' as const, event })));
  return changes;
}
