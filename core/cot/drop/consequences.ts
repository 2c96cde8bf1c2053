import type { CharacterId } from '../../shared/ids.ts';
import { isLoud } from '../gear/index.ts';
import type { DropPlan } from './attempt.ts';
import { canAct, characterOf } from './characters.ts';
import { leavesAware } from './results.ts';
import type { AwareCause, DropCharacter, DropEvent, DropOutcome, DropScene } from './types.ts';

/**
 * What a Drop roll's results do to the Spot, in order: each target's fate (COT-DROP-3/4, COT-DROP-6), who else
 * becomes Aware (COT-DROP-7, COT-SPOT-4, COT-D-4), Heat (COT-D-4), and the responses now due (COT-DROP-5).
 */
export function dropConsequences(
  scene: DropScene,
  plan: DropPlan,
  outcomes: readonly DropOutcome[],
  catastrophe: boolean,
): DropEvent[] {
  const loudCatastrophe = catastrophe && scene.rules.catastropheEffects.drop === 'default'; // COT-D-4
  const { attacker } = plan;
  const alerted = outcomes.filter((outcome) => leavesAware(outcome.result));
  const aware = awareness(scene, plan, alerted, loudCatastrophe);
  const witness = witnessOf(scene, plan, alerted, aware, loudCatastrophe);
  const discovered: DropEvent[] =
    witness !== undefined && !attacker.discovered
      ? [{ type: 'drop/discovered', character: attacker.id, by: witness }] // COT-SPOT-7, COT-DROP-1
      : [];
  const heat: DropEvent[] =
    loudCatastrophe && attacker.kind === 'crew' ? [{ type: 'drop/heat-raised', amount: 1 }] : []; // COT-D-4
  const responses: DropEvent[] = alerted
    .filter((outcome) => outcome.result !== 'aware-unconscious' && canAct(characterOf(scene, outcome.target)))
    .map((outcome) => ({
      type: 'drop/response-awaited', // COT-DROP-5, COT-D-29
      target: outcome.target,
      attacker: attacker.id,
      firstRoundSide: loudCatastrophe ? characterOf(scene, outcome.target).side : null,
    }));
  return [
    ...outcomes.flatMap((outcome) => fate(scene, plan, outcome)),
    ...aware,
    ...discovered,
    ...heat,
    ...responses,
  ];
}

/**
 * Who now knows the attacker (COT-SPOT-7, COT-DROP-1/7): a target left Aware; else, when the Drop was noticed
 * in the zone (a firearm or explosive, a loud catastrophe, a Crowded zone), the first conscious character of
 * another side in the attacker's zone who is Aware after it. They saw or heard the attack at arm's length, so
 * the attacker can no longer Get the Drop on them.
 */
function witnessOf(
  scene: DropScene,
  plan: DropPlan,
  alerted: readonly DropOutcome[],
  aware: readonly DropEvent[],
  loudCatastrophe: boolean,
): CharacterId | undefined {
  if (alerted[0]) return alerted[0].target;
  const zone = plan.attacker.zone!;
  const noticed = isLoud(plan.weapon) || loudCatastrophe || zoneOf(scene, zone)?.crowded === true;
  if (!noticed) return undefined;
  const madeAware = new Set(
    aware.flatMap((event) => (event.type === 'drop/became-aware' ? event.characters : [])),
  );
  const targets = new Set(plan.targets.map((t) => t.id));
  return scene.characters.find(
    (c) =>
      c.zone === zone &&
      c.side !== plan.attacker.side &&
      !targets.has(c.id) &&
      canAct(c) &&
      (c.aware || madeAware.has(c.id)),
  )?.id;
}

/** A target's own result: killed, Wounded, knocked out; an Aware and Unconscious target witnessed the attacker. */
function fate(scene: DropScene, plan: DropPlan, outcome: DropOutcome): DropEvent[] {
  const { attacker } = plan;
  const duration = scene.rules.unconsciousDuration; // COT-D-32
  const roundsLeft = duration === 'job' ? null : duration;
  switch (outcome.result) {
    case 'dead':
      return [{ type: 'drop/killed', character: outcome.target, cause: 'drop', by: attacker.id }];
    case 'wounded':
      return [{ type: 'drop/wounded', character: outcome.target, recoveryDays: outcome.recoveryDays! }];
    case 'aware-unconscious':
      return [
        { type: 'drop/knocked-out', character: outcome.target, roundsLeft },
        { type: 'drop/witnessed', witness: outcome.target, identity: attacker.presentedIdentity }, // COT-DROP-6
      ];
    case 'unconscious':
      return [{ type: 'drop/knocked-out', character: outcome.target, roundsLeft }];
    case 'aware':
      return [];
  }
}

/**
 * Who becomes Aware, each once, under the first cause that reaches them: the targets left Aware; after a
 * catastrophe every other NPC in the zone (COT-D-4); the targets' allies within `drop_alert_radius` when a
 * target is left Aware or the weapon is loud (COT-DROP-7, COT-D-30); every guard of a Crowded zone (COT-SPOT-4).
 */
function awareness(
  scene: DropScene,
  plan: DropPlan,
  alerted: readonly DropOutcome[],
  loudCatastrophe: boolean,
): DropEvent[] {
  const zone = plan.attacker.zone!;
  const seen = new Set<CharacterId>(scene.characters.filter((c) => c.aware).map((c) => c.id));
  const targets = new Set(plan.targets.map((t) => t.id));
  const inZone = (c: DropCharacter) => c.zone === zone && canAct(c) && !targets.has(c.id);
  const loud = isLoud(plan.weapon);
  const alarmed = loud ? plan.targets : alerted.map((outcome) => characterOf(scene, outcome.target));
  const groups: [AwareCause, readonly CharacterId[]][] = [
    ['drop-result', alerted.map((outcome) => outcome.target)],
    [
      'catastrophe',
      loudCatastrophe ? ids(scene, (c) => inZone(c) && c.kind !== 'crew' && c.id !== plan.attacker.id) : [],
    ],
    [
      loud ? 'loud-weapon' : 'ally-alerted',
      alliesOf(scene, alarmed, zone).filter((id) => id !== plan.attacker.id),
    ],
    [
      'crowded',
      zoneOf(scene, zone)?.crowded === true ? ids(scene, (c) => inZone(c) && c.kind === 'guard') : [],
    ],
  ];
  return groups.flatMap(([cause, candidates]) => {
    const fresh = candidates.filter((id) => !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    return fresh.length === 0 ? [] : [{ type: 'drop/became-aware' as const, characters: fresh, cause }];
  });
}

/** COT-DROP-7, COT-D-30: the conscious allies of the alarmed targets within `drop_alert_radius` of the zone. */
function alliesOf(scene: DropScene, alarmed: readonly DropCharacter[], zone: string): CharacterId[] {
  const radius = scene.rules.dropAlertRadius;
  const near = (other: string | null) =>
    other !== null &&
    (radius === 'spot' ||
      other === zone ||
      (radius === 'zone_and_adjacent' && isAdjacent(scene, zone, other)));
  const sides = new Set(alarmed.map((target) => target.side));
  const alarmedIds = new Set(alarmed.map((target) => target.id));
  return ids(scene, (c) => sides.has(c.side) && !alarmedIds.has(c.id) && canAct(c) && near(c.zone));
}

function isAdjacent(scene: DropScene, zone: string, other: string): boolean {
  return (
    zoneOf(scene, zone)?.adjacent.includes(other) === true ||
    zoneOf(scene, other)?.adjacent.includes(zone) === true
  );
}

function zoneOf(scene: DropScene, id: string) {
  return scene.zones.find((zone) => zone.id === id);
}

function ids(scene: DropScene, keep: (character: DropCharacter) => boolean): CharacterId[] {
  return scene.characters.filter(keep).map((character) => character.id);
}
