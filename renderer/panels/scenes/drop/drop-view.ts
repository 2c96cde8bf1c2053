import { drop } from '../../../../core/index.ts';
import type { CharacterId, Scene } from '../../../../core/index.ts';
import { days } from './odds-rows.ts';

type Spot = drop.DropScene;
type Placed = drop.DropCharacter;

/** The Spot's characters, zone by zone in the scene's order; those who fled are listed last as "Gone". */
export function charactersByZone(spot: Spot): { zone: string; characters: Placed[] }[] {
  const zones = spot.zones.map((zone) => ({
    zone: zone.id,
    characters: spot.characters.filter((c) => c.zone === zone.id),
  }));
  const gone = spot.characters.filter((c) => c.zone === null);
  return gone.length > 0 ? [...zones, { zone: 'Gone (fled the Spot)', characters: gone }] : zones;
}

/** The words for a character's state at the Spot, most important first: Dead, wounds, Unconscious, Aware… */
export function spotStatus(character: Placed): string[] {
  const words: string[] = [];
  if (character.condition.state === 'dead') return ['Dead'];
  if (character.condition.state === 'wounded') {
    words.push(`Wounded (${days(character.condition.recoveryDays)})`);
  }
  if (character.unconscious) {
    const left = character.unconsciousRoundsLeft;
    words.push(left === null ? 'Unconscious' : `Unconscious (${left} rounds)`);
  }
  if (character.aware) words.push('Aware');
  if (character.discovered) words.push('Discovered');
  if (character.awarenessBonus > 0) words.push(`Awareness +${character.awarenessBonus}`);
  if (words.length === 0) words.push(character.kind === 'crew' ? 'Concealed' : 'Unaware');
  return words;
}

/** Alive, conscious and still at the Spot: may act (COT-DROP-9). */
export function canActAtSpot(character: Placed): boolean {
  return character.condition.state !== 'dead' && !character.unconscious && character.zone !== null;
}

/**
 * Whom this attacker may Get the Drop on (COT-DROP-1): another side's characters in the same zone, alive,
 * conscious, and not aware of the attacker (not Aware, or Aware while the attacker is still undiscovered).
 */
export function dropTargets(spot: Spot, attackerId: CharacterId): Placed[] {
  const attacker = spot.characters.find((c) => c.id === attackerId);
  if (!attacker || !canActAtSpot(attacker)) return [];
  return spot.characters.filter(
    (c) =>
      c.id !== attacker.id &&
      c.side !== attacker.side &&
      c.zone === attacker.zone &&
      c.condition.state !== 'dead' &&
      !c.unconscious &&
      !drop.awareOf(c, attacker),
  );
}

/** Everyone who may attempt a Drop: able characters, crew first, then by name. */
export function dropAttackers(spot: Spot): Placed[] {
  return spot.characters
    .filter(canActAtSpot)
    .sort((a, b) => Number(b.kind === 'crew') - Number(a.kind === 'crew') || a.name.localeCompare(b.name));
}

/** A side's label in the scene, or its id. */
export function sideLabel(scene: Pick<Scene, 'sides'>, side: string): string {
  return scene.sides.find((s) => s.id === side)?.label ?? side;
}

/** What one target's Drop did to them, read from the Spot before and after the roll. */
export function dropResultText(before: Placed, after: Placed): string {
  if (after.condition.state === 'dead') return before.condition.state === 'dead' ? 'Already dead' : 'Dead';
  if (after.unconscious && !before.unconscious) {
    return after.aware ? 'Aware and Unconscious' : 'Unconscious, not Aware';
  }
  if (after.condition.state === 'wounded' && before.condition.state !== 'wounded') {
    return `Wounded (${days(after.condition.recoveryDays)}) and Aware`;
  }
  if (after.aware) return 'Aware';
  return 'Unchanged';
}

/** What a Drop or a response changed at the Spot, for the lines under the dice. */
export interface SpotChanges {
  readonly results: readonly { readonly id: CharacterId; readonly name: string; readonly result: string }[];
  /** Others who became Aware (allies alerted, a loud weapon, a Crowded zone, COT-DROP-7). */
  readonly alerted: readonly string[];
  /** "Brannigan saw 'delivery girl'" (COT-DROP-6). */
  readonly witnessed: readonly string[];
  /** Guards whose Awareness rose after a Call for Help (COT-GUARD-6). */
  readonly raised: readonly string[];
  readonly heat: number;
}

/** Compares the Spot before and after one command; `targets` are the ones the Drop rolled against. */
export function spotChanges(before: Spot, after: Spot, targets: readonly CharacterId[]): SpotChanges {
  const was = new Map(before.characters.map((c) => [c.id, c]));
  const results = targets.flatMap((id) => {
    const old = was.get(id);
    const now = after.characters.find((c) => c.id === id);
    return old && now ? [{ id, name: now.name, result: dropResultText(old, now) }] : [];
  });
  const alerted: string[] = [];
  const witnessed: string[] = [];
  const raised: string[] = [];
  for (const now of after.characters) {
    const old = was.get(now.id);
    if (!old) continue;
    if (now.aware && !old.aware && !targets.includes(now.id)) alerted.push(now.name);
    for (const identity of now.witnessed.filter((seen) => !old.witnessed.includes(seen))) {
      witnessed.push(`${now.name} saw “${identity}”`);
    }
    if (now.awarenessBonus > old.awarenessBonus) {
      raised.push(`${now.name} +${now.awarenessBonus - old.awarenessBonus}`);
    }
  }
  return { results, alerted, witnessed, raised, heat: after.heat - before.heat };
}

/**
 * The fighters a Square Up brings into Gang Warfare (COT-WAR-1): everyone alive in the responder's zone,
 * the Unconscious included (they lie there and cannot act).
 */
export function squareUpFighters(spot: Spot, zone: string | null): CharacterId[] {
  return spot.characters
    .filter((c) => c.zone !== null && c.zone === zone && c.condition.state !== 'dead')
    .map((c) => c.id);
}

/** Someone lying Unconscious, for the wake and finish-off controls (COT-DROP-9). */
export interface Helpless {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: string;
  /** Where they lie, "in the Dock". */
  readonly where: string;
}

/** Someone able to wake or finish off a helpless character. */
export interface Helper {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: string;
}

/** The Spot's Unconscious characters who are still alive and there (COT-DROP-9). */
export function helplessAtSpot(spot: Spot): Helpless[] {
  return spot.characters
    .filter((c) => c.unconscious && c.condition.state !== 'dead' && c.zone !== null)
    .map((c) => ({ id: c.id, name: c.name, side: c.side, where: `in ${c.zone}` }));
}

/** Who may wake or finish off this character: able characters in their zone, allies first. */
export function helpersAtSpot(spot: Spot, who: Helpless): Helper[] {
  const zone = spot.characters.find((c) => c.id === who.id)?.zone ?? null;
  return spot.characters
    .filter((c) => c.id !== who.id && c.zone === zone && canActAtSpot(c))
    .sort((a, b) => Number(b.side === who.side) - Number(a.side === who.side))
    .map((c) => ({ id: c.id, name: c.name, side: c.side }));
}
