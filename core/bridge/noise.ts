import { linksOf, outside } from '../cot/spot/index.ts';
import type { NodeId, Spot } from '../cot/spot/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { FightNoise, FightResult } from './fight-result.ts';
import type { Category } from './link.ts';
import type { BridgeSettings } from './settings.ts';

/**
 * Noise and Heat (BRG-D-28, D-29, D-37, D-47): who hears a fight, and the attention it draws on the crew.
 */

/** BRG-D-28: a firearm fired or something exploded (a grenade, an Explosives bypass, a vehicle). */
export function isLoud(noise: FightNoise): boolean {
  return noise.fired || noise.grenades || noise.explosivesBypass || noise.vehicleExploded;
}

/** The fight's zones and the zones next to them (BRG-D-28 `zone_and_adjacent`, D-47), Outside left out. */
export function zonesAround(spot: Spot | null, zones: readonly NodeId[]): NodeId[] {
  const near = zones.flatMap((zone) => [
    zone,
    ...(spot ? linksOf(spot, zone).map((link) => link.other) : []),
  ]);
  return [...new Set(near)].filter((zone) => zone !== outside);
}

/**
 * BRG-D-28, D-47: which zones' guards the fight makes Aware — every zone of the Spot for a loud fight under
 * `skirmish_noise_radius` = `spot`; the fight's zones and their neighbours for a loud fight under
 * `zone_and_adjacent` and for a melee-only fight; none for a fight without any attack.
 */
export function heardIn(
  noise: FightNoise,
  spot: Spot | null,
  zones: readonly NodeId[],
  settings: Pick<BridgeSettings, 'skirmishNoiseRadius'>,
): 'spot' | NodeId[] {
  if (isLoud(noise)) {
    return settings.skirmishNoiseRadius === 'spot' ? 'spot' : zonesAround(spot, zones);
  }
  return noise.melee ? zonesAround(spot, zones) : [];
}

/** The guards of the Spot posted where the fight was heard. */
export function guardsIn(spot: Spot | null, heard: 'spot' | readonly NodeId[]): CharacterId[] {
  if (!spot) return [];
  return Object.values(spot.guards)
    .filter((post) => heard === 'spot' || heard.includes(post.zone))
    .map((post) => post.guard);
}

/** BRG-D-37: the zones on both sides of each barrier where a bypass was a catastrophe. */
export function catastropheZones(spot: Spot | null, fight: Pick<FightResult, 'bypasses'>): NodeId[] {
  if (!spot) return [];
  const ends = fight.bypasses
    .filter((bypass) => bypass.catastrophe)
    .flatMap((bypass) => spot.barriers[bypass.barrier]?.ends ?? []);
  return [...new Set(ends)].filter((zone) => zone !== outside);
}

/** The Heat a fight costs (BRG-D-29), and why. */
export interface HeatCost {
  readonly delta: number;
  readonly reasons: readonly string[];
}

/**
 * BRG-D-29: with the crew on the table, `skirmish_heat_table`'s gunfire row once if any firearm was fired or any
 * grenade or Explosives bypass exploded, its killed row per police officer or civilian killed on the table
 * (whatever `killed_outcome` makes of them), its vehicle row once if any vehicle exploded. `killed` is the
 * categories of the models killed.
 */
export function heatOf(
  noise: FightNoise,
  crewOnTable: boolean,
  killed: readonly Category[],
  settings: Pick<BridgeSettings, 'skirmishHeatTable'>,
): HeatCost {
  if (!crewOnTable) return { delta: 0, reasons: [] };
  const table = settings.skirmishHeatTable;
  const reasons: string[] = [];
  let delta = 0;
  const add = (amount: number, why: string) => {
    if (amount <= 0) return;
    delta += amount;
    reasons.push(`+${amount} ${why}`);
  };
  if (noise.fired || noise.grenades || noise.explosivesBypass) add(Number(table.gunfire), 'gunfire');
  const police = killed.filter((category) => category === 'police').length;
  const civilians = killed.filter((category) => category === 'civilian').length;
  add(police * Number(table.killed), police === 1 ? 'police officer killed' : 'police officers killed');
  add(civilians * Number(table.killed), civilians === 1 ? 'civilian killed' : 'civilians killed');
  if (noise.vehicleExploded) add(Number(table.vehicleExploded), 'a vehicle exploded');
  return { delta, reasons };
}
