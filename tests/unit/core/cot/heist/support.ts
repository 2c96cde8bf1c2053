import { expect } from 'vitest';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { applyHeist } from '../../../../../core/cot/heist/apply.ts';
import { decideHeist } from '../../../../../core/cot/heist/decide.ts';
import { heistEffects } from '../../../../../core/cot/heist/effects.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { startHeist } from '../../../../../core/cot/heist/start.ts';
import type { HeistCommand, HeistEvent, HeistState } from '../../../../../core/cot/heist/types.ts';
import { applySpot } from '../../../../../core/cot/spot/apply.ts';
import type { Spot } from '../../../../../core/cot/spot/types.ts';
import { chaseEngine } from '../../../../../core/cot/chase/index.ts';
import { warfareEngine } from '../../../../../core/cot/warfare/index.ts';
import { breakoutsFrom } from '../../../../../core/cot/world/index.ts';
import type { CampaignEffect, EngineContext } from '../../../../../core/cot/world/index.ts';
import type { PoolModifier } from '../../../../../core/dice/pool.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import type { Rejection } from '../../../../../core/shared/result.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { deepFreeze, settings as baseSettings, sheet } from '../warfare/support.ts';
import type { SheetOptions } from '../warfare/support.ts';

/** Test helpers for Heists: a campaign context, a Heist opened on a Spot, commands played with fixed dice. */

export const id = characterId;

export interface World {
  readonly ctx: EngineContext;
  readonly state: HeistState;
}

export interface WorldOptions {
  readonly crew?: readonly string[];
  readonly heat?: number;
  readonly resources?: number;
  readonly settings?: Record<string, unknown>;
  readonly others?: readonly { character: string; zone: string }[];
  readonly bolsters?: Readonly<Record<string, readonly PoolModifier[]>>;
}

/** A campaign context around these sheets and Spot. */
export function contextOf(
  spot: Spot,
  sheets: readonly Character[],
  options: WorldOptions = {},
): EngineContext {
  const characters = Object.fromEntries(sheets.map((s) => [s.id, s])) as Record<CharacterId, Character>;
  return deepFreeze({
    settings: { ...baseSettings, ...options.settings } as EngineContext['settings'],
    characters,
    crew: { heat: options.heat ?? 0, resources: options.resources ?? 0 },
    at: 0,
    spots: { [spot.id]: spot },
    bolsters: (who: string) => options.bolsters?.[who] ?? [],
    // What the scene layer hands a Heist: the breakouts its engines declare (COT-D-65).
    breakouts: breakoutsFrom(
      [
        ['warfare', warfareEngine],
        ['chase', chaseEngine],
      ],
      'heist',
    ),
    names: (who: string) => characters[who as CharacterId]?.name ?? who,
  });
}

/** Opens a Heist on the Spot with these sheets; the crew are the sheets of kind crew unless named. */
export function open(spot: Spot, sheets: readonly Character[], options: WorldOptions = {}): World {
  const ctx = contextOf(spot, sheets, options);
  const crew = (options.crew ?? sheets.filter((s) => s.kind === 'crew').map((s) => s.id)).map(id);
  const others = (options.others ?? []).map((o) => ({ character: id(o.character), zone: o.zone }));
  const started = startHeist(ctx, { spotId: spot.id, crew, others });
  if (!started.ok) throw new Error(`Rejected start: ${started.message}`);
  return { ctx, state: deepFreeze(started.events.reduce<HeistState | null>(applyHeist, null)!) };
}

/** Decides a command that must be accepted and use every face; returns its events and the world after them. */
export function play(
  world: World,
  command: HeistCommand,
  ...faces: number[]
): { events: readonly HeistEvent[] } & World {
  const dice = fixedDice(...faces);
  const decision = decideHeist(heistEnv(world.ctx), world.state, command, dice);
  if (!decision.ok) throw new Error(`Rejected ${command.type}: ${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  const state = deepFreeze(decision.events.reduce(applyHeist, world.state));
  return { events: decision.events, state, ctx: withEffects(world.ctx, decision.events) };
}

/** The rejection a command gets; it must roll nothing. */
export function refuse(world: World, command: HeistCommand): Rejection {
  const decision = decideHeist(heistEnv(world.ctx), world.state, command, fixedDice());
  if (decision.ok) throw new Error(`${command.type} was accepted`);
  return decision;
}

/** Applies the campaign effects the scene layer would: Foresight, Heat, Resources, Reputation, identity. */
export function withEffects(ctx: EngineContext, events: readonly HeistEvent[]): EngineContext {
  let next = ctx;
  for (const event of events) for (const effect of heistEffects(event)) next = applyEffect(next, effect);
  return next;
}

/** One campaign effect applied as the scene layer would. */
export function applyEffect(ctx: EngineContext, effect: CampaignEffect): EngineContext {
  const update = (who: CharacterId, change: (c: Character) => Character) => ({
    ...ctx,
    characters: { ...ctx.characters, [who]: change(ctx.characters[who]!) },
  });
  switch (effect.kind) {
    case 'foresight':
      return update(effect.character, (c) => ({ ...c, foresight: c.foresight + effect.delta }));
    case 'reputation':
      return update(effect.character, (c) => ({ ...c, reputation: c.reputation + effect.delta }));
    case 'presented-identity':
      return update(effect.character, (c) => ({ ...c, presentedIdentity: effect.identity }));
    case 'condition': // COT-CHAR-6: a wound or a death reaches the sheet
      return update(effect.character, (c) => ({ ...c, condition: effect.condition }));
    case 'heat':
      return { ...ctx, crew: { ...ctx.crew, heat: ctx.crew.heat + effect.amount } };
    case 'resources':
      return { ...ctx, crew: { ...ctx.crew, resources: ctx.crew.resources + effect.delta } };
    case 'spot':
      return { ...ctx, spots: applySpot(ctx.spots, effect.event) };
    default:
      return ctx;
  }
}

/** A character at the Spot. */
export function who(world: Pick<World, 'state'>, name: string) {
  const found = world.state.drop.characters.find((c) => c.id === name);
  if (!found) throw new Error(`no ${name} at the Spot`);
  return found;
}

/** A crew sheet. */
export function crew(name: string, options: SheetOptions = {}): Character {
  return sheet(name, { kind: 'crew', ...options });
}

/** A guard sheet. */
export function guard(name: string, options: SheetOptions = {}): Character {
  return sheet(name, { kind: 'guard', ...options });
}

/** What a test may set on a sheet besides its ratings. */
export type Extra = SheetOptions & { readonly foresight?: number; readonly reputation?: number };

/** Ruth: Fingers 3, Sneak 2 (5k3), Palming 3 (6k3), Lockpicking 2, Cat Burglary 2; Brains 3, Planning 2. */
export const ruth = ({ foresight = 0, reputation = 0, ...options }: Extra = {}): Character => ({
  ...crew('ruth', {
    abilities: { fingers: 3, brains: 3, muscle: 2, it: 2 },
    skills: { sneak: 2, palming: 3, lockpicking: 2, catBurglary: 2, planning: 2, athletics: 1, con: 2 },
    presentedIdentity: 'delivery girl',
    ...options,
  }),
  foresight,
  reputation,
});

export function types(events: readonly HeistEvent[]): string[] {
  return events.map((e) =>
    e.type === 'heist/drop' ? e.event.type : e.type === 'heist/spot-changed' ? e.event.type : e.type,
  );
}

/** A bare-handed Drop (Subdue, COT-DROP-2) by one character on another. */
export function fistsDrop(attacker: string, target: string) {
  return {
    type: 'drop/attack',
    attacker: id(attacker),
    target: id(target),
    skill: 'handToHand',
    weapon: 'Fists',
  } as const;
}
