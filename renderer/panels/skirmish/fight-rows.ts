import type { skirmish } from '../../../core/index.ts';

/**
 * The roster rows of the fight board in the table's words, from core's `skirmishBoard` (which decides every
 * number: actions left, ammo, state). Formatting only: no rule is decided here.
 */

/** "Stunned, wounded", "Dead", "In the reserves box"…: a model's standing in a few words. */
export function standingWords(row: skirmish.ModelRow): string {
  switch (row.presence) {
    case 'dead':
      return 'Dead';
    case 'casualty':
      return 'Down (armor check next turn)';
    case 'reserve':
      return 'In the reserves box';
    case 'coming':
      return 'Not arrived yet';
    case 'entry':
      return 'At an entry point';
    default: {
      const hurt = [row.stunned ? 'stunned' : '', row.wounded ? 'wounded' : ''].filter(Boolean).join(', ');
      const standing = hurt === '' ? 'Unhurt' : hurt[0]!.toUpperCase() + hurt.slice(1);
      return [standing, ...bridgeStates(row)].join(' · ');
    }
  }
}

/**
 * BRG-D-14, D-16: "Unconscious", "unaware: cannot react yet", "held by Big Tony", "holds G2", on a fight opened from a
 * City of Thieves scene.
 */
function bridgeStates(row: skirmish.ModelRow): string[] {
  const bridge = row.bridge;
  if (!bridge) return [];
  return [
    ...(bridge.unconscious ? ['Unconscious'] : []),
    ...(bridge.unaware ? ['unaware: cannot react yet'] : []),
    ...(bridge.heldBy ? [`held by ${bridge.heldBy.name}`] : []),
    ...(bridge.holds.length > 0 ? [`holds ${bridge.holds.join(', ')}`] : []),
  ];
}

/** "Melee: Knife · lethal · (its dice) · 1 carried shift", or '' when the table plays no melee (BRG-D-11, BRG-D-17). */
export function meleeWords(row: skirmish.ModelRow): string {
  const bridge = row.bridge;
  if (!bridge?.melee) return '';
  const shifts =
    bridge.shifts > 0 ? ` · ${bridge.shifts} carried shift${bridge.shifts === 1 ? '' : 's'}` : '';
  return `Melee: ${bridge.melee}${shifts}`;
}

/** "SMG 3/6 · 2 reloads · jammed": the weapon in hand, its ammo counters against capacity, reloads, state. */
export function weaponWords(row: skirmish.ModelRow): string {
  return row.weapon ? weaponLine(row.weapon) : 'Nothing in hand';
}

function weaponLine(w: skirmish.WeaponRow): string {
  const reloads = `${w.reloads} reload${w.reloads === 1 ? '' : 's'}`;
  const state = w.state === 'ready' ? '' : ` · ${w.state}`;
  return `${w.name} · ammo ${w.counters}/${w.capacity} · ${reloads}${state}`;
}

/** "Service pistol · ammo 0/3 · 1 reload": the weapons not in hand, or '' when there are none. */
export function stowedWords(row: skirmish.ModelRow): string {
  return row.stowed.map(weaponLine).join('; ');
}

/** "2 frag, 1 smoke", or "none". */
export function grenadeWords(grenades: Readonly<Record<string, number>>): string {
  const held = Object.entries(grenades).filter(([, n]) => n > 0);
  return held.length === 0 ? 'none' : held.map(([kind, n]) => `${n} ${kind}`).join(', ');
}

/** "3 actions (1 left)" for the active model, "2 actions, done" once activated, "3 actions" otherwise. */
export function actionWords(row: skirmish.ModelRow, active: boolean, left: number | null): string {
  const base = `${row.effectiveActions} action${row.effectiveActions === 1 ? '' : 's'}`;
  if (active && left !== null) return `${base} (${left} left)`;
  return row.activated ? `${base}, done this turn` : base;
}

/** "stopped, engine off", "forward, engine running", "in reverse, stalled". */
export function motionWords(vehicle: skirmish.VehicleRow): string {
  const motion =
    vehicle.motion === 'reverse' ? 'in reverse' : vehicle.motion === 'forward' ? 'forward' : 'stopped';
  return `${motion}, engine ${vehicle.running ? 'running' : 'off'}`;
}
