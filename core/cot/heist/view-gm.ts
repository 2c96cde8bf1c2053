import type { ActionView } from '../../engine/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { outside } from '../spot/index.ts';
import { peopleOf } from './apply.ts';
import { breakoutGround } from './break-out.ts';
import { inWords } from './labels.ts';
import type { HeistEnv } from '../prep/index.ts';
import { atSpot, isAlive, placeOf } from './roster.ts';
import type { HeistCommand, HeistState } from './types.ts';
import { placeName } from './view-candidates.ts';
import { respond } from './view.ts';
import { alarmRulings } from './view-alarm.ts';
import { judge, rollFree } from './view-judge.ts';

/**
 * What the GM can rule in a running Heist, outside anyone's turn (COT-GUARD-4, COT-SPOT-7, COT-WAR-1,
 * COT-CHASE-3, COT-D-65): each ruling with its ready-made commands, checked by `decide` as the actors' actions are,
 * so the board offers exactly what the engine accepts. Nothing once the Heist is over.
 */
export function heistGmView(env: HeistEnv, state: HeistState): readonly ActionView<HeistCommand>[] {
  if (state.ended !== null) return [];
  const free = rollFree(env, state);
  const name = (c: DropCharacter) => c.name;
  return [
    ...alarmRulings(env, state),
    ...breakoutRulings(env, state),
    judge(
      { action: 'alert', label: 'Guards notice something', rule: 'COT-GUARD-4', none: 'No guard is unaware' },
      state.drop.characters
        .filter((c) => c.kind === 'guard' && !c.aware && isAlive(c) && c.zone !== null)
        .map((c) => ({ type: 'heist/alert' as const, guards: [c.id] })),
      free,
      (c) => `${atSpot(state, c.guards[0]!)!.name} becomes Aware`,
    ),
    judge(
      {
        action: 'discover',
        label: 'Someone is seen',
        rule: 'COT-SPOT-7',
        none: 'Nobody of the crew is hidden',
      },
      state.drop.characters
        .filter((c) => state.crew.includes(c.id) && !c.discovered && isAlive(c))
        .map((c) => ({ type: 'heist/discover' as const, character: c.id })),
      free,
      (c) => `${atSpot(state, c.character)!.name} is Discovered`,
    ),
    judge(
      { action: 'place', label: 'Put someone somewhere', rule: 'COT-SPOT-2', none: 'Nobody to move' },
      state.drop.characters
        .filter((c) => isAlive(c) && !state.engaged.includes(c.id))
        .flatMap((c) =>
          [...Object.keys(state.spot.zones), outside]
            .filter((to) => to !== placeOf(c))
            .map((to) => ({ type: 'heist/place' as const, character: c.id, to })),
        ),
      free,
      (c) => `${atSpot(state, c.character)!.name} to ${placeName(state, c.to)}`,
    ),
    judge(
      {
        action: 'fight-over',
        label: 'Back in the Heist',
        rule: 'COT-D-65',
        none: 'Nobody is away in a fight or chase',
      },
      state.breakouts.map((breakout) => ({
        type: 'heist/fight-over' as const,
        characters: peopleOf(breakout).filter((id) => state.engaged.includes(id)),
      })),
      free,
      (c) => `${inWords(c.characters.map((id) => name(atSpot(state, id)!)))} back in the Heist`,
    ),
  ];
}

/**
 * The scenes the GM may rule break out (COT-D-65), one ruling for each engine declaring it may (the breakout
 * capability, in the context): "Gang Warfare breaks out" (COT-WAR-1), "A chase breaks out" (COT-CHASE-3), each
 * with the breakouts its declaration offers on the Heist's ground that `decide` accepts.
 */
function breakoutRulings(env: HeistEnv, state: HeistState): ActionView<HeistCommand>[] {
  const ground = breakoutGround(state);
  return (env.ctx.breakouts ?? []).map(({ kind, breakout }) =>
    judge(
      { action: `break-out-${kind}`, label: `${breakout.label} breaks out`, rule: breakout.rule, none: '' },
      breakout.offers(ground).map((offer) => ({
        type: 'heist/break-out' as const,
        breakout: { kind, zone: offer.zone, ...offer.parties },
      })),
      rollFree(env, state),
      (c) => breakout.words(ground, c.breakout),
    ),
  );
}

/**
 * The response due now to a Drop (COT-DROP-5, COT-D-29), as the target's action: the first Aware target's three
 * choices with what each does, or null when no response is due. The GM chooses for an NPC.
 */
export function dropResponseView(env: HeistEnv, state: HeistState): ActionView<HeistCommand> | null {
  const due = state.drop.pending[0];
  const target = due ? atSpot(state, due.target) : undefined;
  return target ? respond(env, state, target) : null;
}
