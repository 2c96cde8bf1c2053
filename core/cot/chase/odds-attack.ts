import { attackDamage, hurtKind } from './damage.ts';
import type { ChaseOdds } from './odds.ts';
import { resultDistribution, Tally } from './odds-support.ts';
import type { ChaseOddsOutcome } from './odds-support.ts';
import { findParticipant, findVehicle } from './roster.ts';
import type { ChaseState } from './types.ts';
import { crashDamage, defenderName } from './strike.ts';
import type { StrikePlan } from './strike.ts';

/** Exact odds of an attack or Ram (COT-CHASE-8, COT-CHASE-12) and of its crash check (COT-WAR-4). */

/** What `damage` does to the defender, in words. */
function damageLabel(state: ChaseState, plan: StrikePlan, damage: number): string {
  const name = defenderName(state, plan.defender);
  if (plan.defender.kind === 'vehicle') {
    const body = findVehicle(state, plan.defender.id)?.body ?? 0;
    return body - damage > 0
      ? `${name}: Body ${body} → ${body - damage}`
      : `${name} is wrecked (Body ${body} − ${damage})`;
  }
  const defender = findParticipant(state, plan.defender.id);
  const cover = defender?.cover ?? 0;
  switch (hurtKind(cover, defender?.condition.state === 'wounded', damage)) {
    case 'cover-lost':
      return `${name}: Cover ${cover} → ${cover - damage}`;
    case 'wounded':
      return `${name} is Wounded (Cover ${cover} − ${damage})`;
    case 'killed':
      return `${name} dies (already Wounded, Cover ${cover} − ${damage})`;
  }
}

/** The odds of one strike: a catastrophe, or each amount of damage (1 for a pool that fails without rolling). */
export function strikeOdds(state: ChaseState, plan: StrikePlan, action: ChaseOdds['action']): ChaseOdds {
  const tally = new Tally();
  for (const { value, p } of resultDistribution(plan.plan)) {
    const catastrophe = value.kind === 'rolled' && value.catastrophe;
    tally.add(catastrophe ? 'catastrophe' : `damage-${attackDamage(state.rules, value, plan.difficulty)}`, p);
  }
  const damages = tally
    .keys()
    .filter((key) => key.startsWith('damage-'))
    .map((key) => Number(key.slice('damage-'.length)))
    .sort((a, b) => a - b);
  const order = [
    ...(plan.plan.autoFail ? [] : [{ key: 'catastrophe', label: catastropheLabel() }]),
    ...damages.map((d) => ({ key: `damage-${d}`, label: damageLabel(state, plan, d) })),
  ];
  return {
    action,
    rolled: true,
    outcomes: tally.outcomes(order),
    distances: [],
    crash: plan.crash ? crashOdds(state, plan) : null,
    then: null,
  };
}

function catastropheLabel(): string {
  return 'Catastrophe: no damage at all (COT-WAR-5)';
}

/** The crash check: safe, a crash, or a catastrophic crash with doubled damage (COT-D-34, COT-D-4). */
function crashOdds(state: ChaseState, plan: StrikePlan): readonly ChaseOddsOutcome[] {
  const tally = new Tally();
  for (const { value, p } of resultDistribution(plan.crash!.plan)) {
    const damage = crashDamage(state, value);
    tally.add(
      damage === 0 ? 'safe' : value.kind === 'rolled' && value.catastrophe ? 'catastrophe' : 'crash',
      p,
    );
  }
  return tally.outcomes([
    { key: 'safe', label: 'No crash' },
    { key: 'crash', label: 'Crash: the vehicle and everyone in it take damage, and it stops' },
    {
      key: 'catastrophe',
      label:
        state.rules.catastropheEffects.crashCheck === 'default'
          ? 'Catastrophic crash: as a crash, with damage doubled'
          : 'Catastrophic crash: as a crash, and the GM narrates the rest',
    },
  ]);
}
