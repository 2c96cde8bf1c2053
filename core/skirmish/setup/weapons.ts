/**
 * The HEIST weapons table (HST-WPN-1) and what each weapon's special rules mean to the engine.
 * Ammo level is the weapon's capacity in ammo counters (HST-SHOOT-5).
 */

export const weaponNames = [
  'Service revolver',
  'Service pistol',
  'Machine pistol',
  'Submachine gun',
  'Assault rifle',
  'Combat shotgun',
  'Magazine shotgun',
  'Machinegun, belt-fed',
  'Machinegun, drum-fed',
] as const;

export type WeaponName = (typeof weaponNames)[number];

/** How a weapon is reloaded (HST-WPN-3..5). */
export type ReloadStyle =
  /** Drop the magazine on the first action; no shooting until the reload is complete. */
  | 'magazine'
  /** Tube-fed: every `reloadActions` actions remove one counter and use one reload; it can fire in between. */
  | 'tube'
  /** Like a magazine with speedloaders; without speedloaders it cannot be reloaded at all (HST-WPN-4). */
  | 'revolver';

/** One row of the weapons table. */
export interface WeaponProfile {
  readonly name: WeaponName;
  /** Long weapons need both hands; a model carries one long weapon and one sidearm (HST-MODEL-3). */
  readonly kind: 'long' | 'sidearm';
  /** Ammo level: ammo counters the weapon holds before it is out of ammo (HST-SHOOT-5). */
  readonly capacity: number;
  /** Ready weapon actions to complete a reload (per ammo counter for a tube shotgun). */
  readonly reloadActions: number;
  readonly reload: ReloadStyle;
  /** Close range: +1 dice shift at this range or closer (HST-SHOOT-3). */
  readonly closeRange: number;
  /** −1 dice shift at strictly more than this range (HST-WPN-1); null when the weapon has no penalty. */
  readonly longRange: number | null;
  /** Jams on three consecutive values (HST-WPN-6). */
  readonly unreliable: boolean;
  /** Needs a Ready weapon action immediately before Aim (HST-AIM-4). */
  readonly readyBeforeAim: boolean;
}

function row(
  name: WeaponName,
  kind: 'long' | 'sidearm',
  capacity: number,
  reloadActions: number,
  extra: Partial<Omit<WeaponProfile, 'name' | 'kind' | 'capacity' | 'reloadActions'>> = {},
): WeaponProfile {
  return {
    name,
    kind,
    capacity,
    reloadActions,
    reload: 'magazine',
    closeRange: 4,
    longRange: null,
    unreliable: false,
    readyBeforeAim: false,
    ...extra,
  };
}

/** HST-WPN-1: the weapons table, keyed by name. */
export const weaponTable: Readonly<Record<WeaponName, WeaponProfile>> = {
  'Service revolver': row('Service revolver', 'sidearm', 1, 3, { reload: 'revolver', longRange: 12 }),
  'Service pistol': row('Service pistol', 'sidearm', 1, 2, { longRange: 12 }),
  'Machine pistol': row('Machine pistol', 'sidearm', 2, 2, { longRange: 12 }),
  'Submachine gun': row('Submachine gun', 'long', 3, 3), // HST-D-43: no range penalty unless stockless
  'Assault rifle': row('Assault rifle', 'long', 3, 3),
  'Combat shotgun': row('Combat shotgun', 'long', 2, 2, { reload: 'tube', closeRange: 8, longRange: 16 }), // HST-WPN-5
  'Magazine shotgun': row('Magazine shotgun', 'long', 2, 3, {
    closeRange: 8,
    longRange: 16,
    unreliable: true,
  }),
  'Machinegun, belt-fed': row('Machinegun, belt-fed', 'long', 6, 5, { readyBeforeAim: true }), // HST-WPN-7
  'Machinegun, drum-fed': row('Machinegun, drum-fed', 'long', 5, 4, { readyBeforeAim: true }),
};

/** A weapon as a model carries it: its table row plus the flags a scenario may set. */
export interface WeaponLoad {
  readonly weapon: WeaponName;
  /** Spare reloads carried (HST-MODEL-3 baseline: 2 for the primary, 1 for the sidearm). */
  readonly reloads: number;
  /** HST-D-43: a weapon without a proper stock takes −1 shift over 12". */
  readonly stockless?: boolean;
  /** HST-NL-1: a scenario may flag a weapon (a taser) non-lethal. */
  readonly nonLethal?: boolean;
}

/**
 * The range beyond which this weapon loses a dice shift, or null (HST-WPN-1, HST-D-43).
 * A stockless weapon, or any submachine gun when `smgRangePenalty` is on, is penalised over 12".
 */
export function longRangeOf(load: WeaponLoad, smgRangePenalty: boolean): number | null {
  const profile = weaponTable[load.weapon];
  if (profile.longRange !== null) return profile.longRange;
  if (load.stockless === true) return 12;
  if (smgRangePenalty && load.weapon === 'Submachine gun') return 12;
  return null;
}

/** Whether `name` is a row of the weapons table. */
export function isWeaponName(name: string): name is WeaponName {
  return (weaponNames as readonly string[]).includes(name);
}
