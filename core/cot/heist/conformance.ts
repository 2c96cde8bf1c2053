import type { Dice } from '../../dice/dice.ts';
import type { ActorId, ConformanceOutcome } from '../../engine/index.ts';
import type { EngineConformance, EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { between, createSheet, sampleSheet } from '../characters/index.ts';
import { skills } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import { foresightCap } from '../characters/index.ts';
import type { DropCharacter, DropEvent } from '../drop/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { AlarmPlan } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import { sampleSpot, sampleSpotId as spotId } from '../spot/index.ts';
import { isRejection } from '../../shared/result.ts';
import { planBypass } from './bypass.ts';
import { planMove } from './move.ts';
import { heistEnv } from '../prep/index.ts';
import { heistIn } from './scene.ts';
import type { HeistCommand, HeistEvent, HeistScene, HeistSetup } from './types.ts';
import * as builders from './view-candidates.ts';

/**
 * The Heist in the conformance suite: a small bank (a lobby, a hall, an office behind a lock, a vault) with its
 * guards posted, a clerk now and then, and a crew with Foresight to spend; every command an actor could send
 * anywhere on the Spot (the view offers only what fits where they stand); and which row of the odds each roll
 * came to.
 */

const heistSkills = [
  'sneak',
  'lockpicking',
  'safecracking',
  'athletics',
  'catBurglary',
  'palming',
  'handToHand',
  'lookout',
  'planning',
  'connections',
  'con',
  'forgery',
] as const;

/** A crew sheet with Foresight to spend, within its cap (COT-FORE-2). */
function crewSheet(dice: Dice, n: number, top: number): Character {
  const sheet = sampleSheet(dice, {
    top,
    id: `crew-${n}`,
    kind: 'crew',
    name: `Crew ${n}`,
    skills: heistSkills,
    weapons: ['Knife, razor', 'Revolver', 'Club, sap, knuckle-duster'],
  });
  return { ...sheet, foresight: Math.min(foresightCap(sheet), between(dice, 0, 3)) };
}

function sample(dice: Dice) {
  const top = between(dice, 1, 3); // ratings of this sample's sheets: 1 makes pools of a die or two
  const crew = Array.from({ length: between(dice, 1, 3) }, (_, n) => crewSheet(dice, n + 1, top));
  const guards = Array.from({ length: between(dice, 1, 3) }, (_, n) =>
    sampleSheet(dice, {
      top,
      id: `guard-${n + 1}`,
      kind: 'guard',
      name: `Guard ${n + 1}`,
      skills: ['lookout', 'handToHand', 'shooting'],
      weapons: ['Revolver', 'Club, sap, knuckle-duster'],
    }),
  );
  const clerk =
    dice.roll(2) === 1
      ? [sampleSheet(dice, { top, id: 'clerk', kind: 'npc', name: 'The clerk', skills: ['lookout'] })]
      : [];
  const inside = dice.roll(2) === 1;
  const alarm = dice.roll(2) === 1 ? alarmSample(dice, top) : null;
  return {
    campaign: [
      ...[...crew, ...guards, ...clerk, ...(alarm?.guards ?? [])].map(createSheet),
      { type: 'crew/adjust', changes: { resources: between(dice, 0, 2) } },
      ...sampleSpot(dice, guards),
      ...(alarm ? [{ type: 'spot/set-alarm-plan', spotId, plan: alarm.plan }] : []),
    ],
    name: 'The bank job',
    draft: {
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'house', label: 'The bank', crew: false },
      ],
      participants: [
        ...crew.map((c) => ({ characterId: c.id, side: 'crew', zone: inside ? 'lobby' : '' })),
        ...clerk.map((c) => ({ characterId: c.id, side: 'house', zone: 'lobby' })),
      ],
      spotId,
    },
  };
}

/**
 * The alarm track on the sample bank (Masters of the Heist): a guard, a camera, a lock and a pressure sensor in the
 * bag, the hall, office and vault unknown, two gates, a short track (alerts at 2 and 4, the alarm at 7) and a deck
 * with a Special card, a gate, a patrol, a quiet card and "Sound the Alarm": the bot's noise plays them all.
 */
function alarmSample(dice: Dice, top: number): { readonly guards: Character[]; readonly plan: AlarmPlan } {
  const guard = (id: string, name: string) =>
    sampleSheet(dice, {
      top,
      id,
      kind: 'guard',
      name,
      skills: ['lookout', 'handToHand'],
      weapons: ['Revolver'],
    });
  const guards = [guard('guard-bag', 'The night guard'), guard('guard-patrol', 'The patrol')];
  const plan: AlarmPlan = {
    on: true,
    bag: [
      {
        id: 'chit-guard',
        kind: 'guard',
        guard: guards[0]!.id,
        awareness: between(dice, 5, 9),
        training: null,
      },
      { id: 'chit-camera', kind: 'camera', awareness: between(dice, 5, 9) },
      { id: 'chit-lock', kind: 'lock', score: between(dice, 5, 9) },
      { id: 'chit-sensor', kind: 'pressure-sensor', panel: 'lobby' },
    ],
    unknown: ['hall', 'office', 'vault'],
    gates: [
      { kind: 'barrier', barrier: 'inner' },
      { kind: 'zone', zone: 'vault' },
    ],
    track: { alerts: [2, 4], alarm: 7 },
    deck: [
      { id: 'card-lights', name: 'Lights on', special: true, effect: { kind: 'aware', zone: 'hall' } },
      { id: 'card-gate', name: 'Lockdown', special: false, effect: { kind: 'gate' } },
      {
        id: 'card-patrol',
        name: 'The round',
        special: false,
        effect: {
          kind: 'patrol',
          zone: 'hall',
          guards: [{ guard: guards[1]!.id, awareness: null, training: null }],
        },
      },
      { id: 'card-quiet', name: 'A quiet night', special: false, effect: { kind: 'nothing' } },
      { id: 'card-alarm', name: 'Sound the Alarm', special: false, effect: { kind: 'alarm' } },
    ],
  };
  return { guards, plan };
}

/**
 * COT-SPOT-2..8, COT-DROP, COT-FORE-3..9: every command the actor could send anywhere on the Spot, the view's
 * builders' for where they stand and the same for every other place and person, bare hands and a gun they lack,
 * every skill, every response, schemes naming someone outside the crew.
 */
function candidates(ctx: EngineContext, scene: HeistScene, actor: ActorId): HeistCommand[] {
  const state = heistIn(ctx, scene);
  const at = state.drop.characters.find((c) => c.id === actor);
  if (!at) return [];
  const env = heistEnv(ctx);
  const elsewhere = [outside, ...Object.keys(state.spot.zones)].map((zone): DropCharacter => ({
    ...at,
    zone: zone === outside ? null : zone,
  }));
  const people = state.drop.characters.filter((c) => c.id !== at.id);
  const id = at.id;
  return [
    ...elsewhere.flatMap((there) => [
      ...builders.moveCandidates(state, there).flatMap((c) => [c, { ...c, skill: 'athletics' as const }]),
      ...builders.bypassCandidates(env, state, there),
    ]),
    ...people.flatMap((p): HeistCommand[] => [
      { type: 'drop/attack', attacker: id, target: p.id, skill: 'handToHand', weapon: 'Fists' },
      { type: 'drop/attack', attacker: id, target: p.id, skill: 'shooting', weapon: 'Shotgun' },
      { type: 'drop/wake', actor: id, target: p.id },
      { type: 'drop/finish-off', actor: id, target: p.id },
      { type: 'heist/palm', actor: id, victim: p.id, action: 'lift', item: 'something' },
      { type: 'heist/palm', actor: id, victim: p.id, action: 'plant', item: 'something' },
      { type: 'heist/cache', spender: id, recipient: p.id, resources: 1, weapon: null, armour: null },
      { type: 'heist/ambush', spender: id, character: p.id, to: 'hall' },
    ]),
    ...Object.keys(state.spot.loot).map((loot): HeistCommand => ({
      type: 'heist/take-loot',
      actor: id,
      loot,
    })),
    ...skills.map((skill): HeistCommand => ({
      type: 'heist/skill',
      actor: id,
      skill,
      difficulty: 9,
      purpose: '',
    })),
    ...(['flee', 'call-for-help', 'square-up'] as const).map((response): HeistCommand => ({
      type: 'drop/respond',
      target: id,
      response,
    })),
    { type: 'heist/call-for-help', guard: id },
    ...builders.ambushCandidates(state, id),
    ...builders.blueprintCandidates(state, id),
    ...builders.secretsCandidates(state, id),
    ...builders.switchCandidates(state, id),
    ...builders.cacheCandidates(state, id),
    ...[0, 1, 2, 3].map((foresight): HeistCommand => ({
      type: 'heist/alarm-escape',
      character: id,
      foresight,
    })),
  ];
}

/** COT-DICE-6, COT-DICE-7: a roll against a set difficulty: a catastrophe first, then success or failure. */
function checked(check: PoolCheck, success: boolean): ConformanceOutcome {
  if (check.roll?.catastrophe === true) return { key: 'catastrophe', headline: false };
  return { key: success ? 'success' : 'failure', headline: success };
}

/** Someone stands watch where the move or bypass happens (the odds' "seen" without a Stealth roll). */
function watched(plan: {
  readonly stealth: { readonly unaware: readonly unknown[]; readonly aware: readonly unknown[] };
}) {
  return plan.stealth.unaware.length + plan.stealth.aware.length > 0;
}

/** The row of the Heist's odds a roll came to (odds-actions.ts, prep/odds.ts). */
function outcome(
  ctx: EngineContext,
  scene: HeistScene,
  command: HeistCommand,
  events: readonly HeistEvent[],
): ConformanceOutcome | null {
  const state = heistIn(ctx, scene);
  const env = heistEnv(ctx);
  const loud = env.rules.heistCatastrophe === 'default';
  for (const event of events) {
    switch (event.type) {
      case 'heist/moved': {
        // COT-SPOT-3, COT-SPOT-4: arriving (a Hazardous roll met) and unseen (Stealth, or nobody watching).
        if (event.catastrophe && loud) return { key: 'catastrophe', headline: false };
        const plan = command.type === 'heist/move' ? planMove(env, state, command) : null;
        if (plan === null || isRejection(plan)) return null;
        const unseen = event.stealth ? event.stealth.unseen : !watched(plan);
        const key = `${event.arrived ? 'arrive' : 'stuck'}-${unseen ? 'unseen' : 'seen'}`;
        const headline = plan.hazard && !plan.hiding ? event.arrived : event.arrived && unseen;
        return { key, headline };
      }
      case 'heist/bypass-rolled': {
        // COT-SPOT-5, COT-SPOT-6.
        if (event.catastrophe && loud) return { key: 'catastrophe', headline: false };
        const plan = command.type === 'heist/bypass' ? planBypass(env, state, command) : null;
        if (plan === null || isRejection(plan)) return null;
        const unseen = event.stealth ? event.stealth.unseen : !watched(plan);
        const key = `${event.success ? 'bypassed' : 'failed'}-${unseen ? 'unseen' : 'seen'}`;
        return { key, headline: event.success && (plan.stealthRoll === null || unseen) };
      }
      case 'heist/palmed':
        // COT-SPOT-8, COT-D-78.
        return { key: event.success ? 'success' : 'failure', headline: event.success };
      case 'heist/skill-rolled':
      case 'heist/disguised':
        return checked(event.check, event.success);
      case 'heist/researched':
        return research(ctx, event.result);
      case 'heist/drop':
        return drop(command, event.event);
      default:
        continue;
    }
  }
  return null;
}

/** COT-PREP-1..8 (Secrets, COT-FORE-6): learned or not, and for a stakeout, seen or not. */
function research(
  ctx: EngineContext,
  result: Extract<HeistEvent, { type: 'heist/researched' }>['result'],
): ConformanceOutcome {
  const suffix = result.stakeout === null ? '' : result.stakeout.unseen ? '-unseen' : '-seen';
  const catastrophe = result.catastrophe && heistEnv(ctx).rules.researchCatastrophe === 'default';
  const key = `${catastrophe ? 'catastrophe' : result.success ? 'learned' : 'nothing'}${suffix}`;
  return { key, headline: !catastrophe && result.success };
}

/** COT-DROP-3, COT-DROP-4: the named target's result, or the catastrophe. */
function drop(command: HeistCommand, event: DropEvent): ConformanceOutcome | null {
  if (event.type !== 'drop/rolled' || command.type !== 'drop/attack') return null;
  const mine = event.outcomes.find((o) => o.target === (command.target as CharacterId));
  if (!mine) return null;
  if (event.catastrophe) return { key: 'catastrophe', headline: false };
  const headline =
    event.kind === 'subdue'
      ? mine.result === 'unconscious' || mine.result === 'aware-unconscious'
      : mine.result === 'dead' || mine.result === 'wounded';
  return { key: mine.result, headline };
}

export const heistConformance: EngineConformance<HeistScene, HeistCommand, HeistEvent, HeistSetup> = {
  sample,
  candidates,
  outcome,
};
