import type { CharacterId } from '../../shared/ids.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { canAct, characterOf, isAlive } from './characters.ts';
import type { DropCharacter, DropEvent, DropResponse, DropScene } from './types.ts';

/**
 * The Aware, conscious target's immediate response (COT-DROP-5, COT-D-29): Flee (the scene layer may open a
 * chase), Call for Help (COT-GUARD-6) or Square Up (the scene layer opens Gang Warfare, COT-WAR-1). The GM
 * chooses for NPCs, a player for their crew member.
 */
export function respond(
  scene: DropScene,
  command: { readonly target: CharacterId; readonly response: DropResponse },
): Decision<DropEvent> {
  const due = scene.pending.find((pending) => pending.target === command.target);
  if (!due) {
    return reject('drop/no-response-due', `"${command.target}" has no Drop to respond to (COT-DROP-5)`, {
      id: command.target,
    });
  }
  const target = characterOf(scene, command.target);
  const zone = target.zone!;
  switch (command.response) {
    case 'flee':
      return ok([
        {
          type: 'drop/fled',
          target: target.id,
          chase: { zone, targets: [target.id], pursuers: [], distance: null },
        },
      ]);
    case 'call-for-help':
      return ok(callForHelp(scene, target, zone));
    case 'square-up':
      return ok(squareUp(scene, target, zone, due.firstRoundSide));
  }
}

/**
 * COT-GUARD-6, COT-D-57: the caller's allied guards in the zone become Aware; every other allied guard at the Spot
 * gains `call_for_help_bonus` Awareness.
 */
function callForHelp(scene: DropScene, caller: DropCharacter, zone: string): DropEvent[] {
  const guards = scene.characters.filter(
    (c) =>
      c.kind === 'guard' && c.side === caller.side && c.id !== caller.id && isAlive(c) && c.zone !== null,
  );
  const alerted = guards.filter((c) => c.zone === zone && !c.aware && canAct(c)).map((c) => c.id);
  const raised = guards.filter((c) => c.zone !== zone).map((c) => c.id);
  const called: DropEvent = {
    type: 'drop/called-for-help',
    caller: caller.id,
    raised,
    bonus: scene.rules.callForHelpBonus,
  };
  return alerted.length === 0
    ? [called]
    : [called, { type: 'drop/became-aware', characters: alerted, cause: 'call-for-help' }];
}

/**
 * Square Up: Gang Warfare breaks out in the zone (COT-WAR-1) and every NPC there becomes Aware (COT-D-81). After
 * a catastrophic Drop the target's side leads round 1 (COT-D-4).
 */
function squareUp(
  scene: DropScene,
  target: DropCharacter,
  zone: string,
  firstRoundSide: string | null,
): DropEvent[] {
  const present = scene.characters.filter((c) => c.zone === zone && isAlive(c));
  const alerted = present.filter((c) => c.kind !== 'crew' && !c.aware && canAct(c)).map((c) => c.id);
  const squared: DropEvent = {
    type: 'drop/squared-up',
    target: target.id,
    warfare: { zone, participants: present.map((c) => c.id), firstRoundSide },
  };
  return alerted.length === 0
    ? [squared]
    : [squared, { type: 'drop/became-aware', characters: alerted, cause: 'gang-warfare' }];
}
