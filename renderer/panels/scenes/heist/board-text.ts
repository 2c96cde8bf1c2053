import { describeEvent } from '../../../../core/index.ts';
import type { CampaignState, CharacterId, LogEntry, Scene, heist } from '../../../../core/index.ts';

/** The Heist board's words for what core's `heistBoard` gives it: people, zones, Heat. Numbers are core's. */

/** "1 day", "3 days". */
export function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** One state word of someone at the Spot, with how the board marks it. */
export interface Tag {
  readonly text: string;
  readonly tone: 'bad' | 'warn' | null;
}

/** Someone's state at the Spot, most telling first: Dead, wounds, Unconscious, Aware, Discovered, away. */
export function personTags(person: heist.BoardPerson): Tag[] {
  const c = person.character;
  if (c.condition.state === 'dead') return [{ text: 'Dead', tone: 'bad' }];
  const tags: Tag[] = [];
  if (c.condition.state === 'wounded') {
    tags.push({ text: `Wounded (${days(c.condition.recoveryDays)})`, tone: 'bad' });
  }
  if (c.unconscious) tags.push({ text: unconsciousText(c.unconsciousRoundsLeft), tone: 'warn' });
  if (c.aware) tags.push({ text: 'Aware', tone: 'warn' });
  if (c.discovered) tags.push({ text: 'Discovered', tone: 'warn' });
  if (person.engaged) tags.push({ text: 'In a fight or chase', tone: 'warn' });
  if (tags.length === 0) tags.push({ text: c.kind === 'crew' ? 'Concealed' : 'Unaware', tone: null });
  return tags;
}

/** COT-D-32: how long someone stays Unconscious, in Heist rounds or until the Job ends. */
export function unconsciousText(roundsLeft: number | null): string {
  if (roundsLeft === null) return 'Unconscious until woken';
  return `Unconscious, ${roundsLeft} Heist round${roundsLeft === 1 ? '' : 's'} left`;
}

/** A zone's tags in words (COT-SPOT-4): "Hazardous", "Noisy", "Crowded", "Hidden 12". */
export function zoneTags(zone: heist.BoardZone['zone']): Tag[] {
  const words = [
    ...(zone.hazardous ? ['Hazardous'] : []),
    ...(zone.noisy ? ['Noisy'] : []),
    ...(zone.crowded ? ['Crowded'] : []),
    ...(zone.hidden === null ? [] : [`Hidden ${zone.hidden}`]),
  ];
  return words.map((text) => ({ text, tone: null }));
}

/** Core's word on Stealth with an Aware guard in the zone (COT-SPOT-3, COT-SPOT-4); none when no guard is Aware. */
const awareWords: Record<heist.ZoneStealth, string> = {
  unopposed: '',
  opposed: 'Aware guard (Noisy: Stealth still possible)',
  impossible: 'Aware guard: no Stealth',
};

/** Who watches a zone (COT-GUARD-3, COT-SPOT-3): its Awareness, an Aware guard, or nobody. */
export function watchText(zone: Pick<heist.BoardZone, 'awareness' | 'stealth'>): string {
  const aware = awareWords[zone.stealth];
  if (zone.awareness !== null)
    return aware ? `Awareness ${zone.awareness}; ${aware}` : `Awareness ${zone.awareness}`;
  return aware || 'nobody watching';
}

/** COT-GUARD-7: what the crew's Heat does to the guards, in a sentence. */
export function heatText(board: Pick<heist.HeistBoard, 'heat' | 'heatAwareness'>): string {
  if (board.heatAwareness === 0) return `Crew Heat ${board.heat}: no Awareness added`;
  return `Crew Heat ${board.heat}: every guard +${board.heatAwareness} Awareness (included below)`;
}

/** Someone's side as the scene calls it, or what they are at the Spot when they take no turns in it. */
export function sideText(
  scene: Pick<Scene, 'sides' | 'participants'>,
  character: heist.BoardPerson['character'],
): string {
  const side = scene.participants.find((p) => p.characterId === character.id)?.side;
  const label = scene.sides.find((s) => s.id === side)?.label;
  if (label) return label;
  return character.kind === 'crew' ? 'Crew' : character.kind === 'guard' ? 'Guard' : 'NPC';
}

/** Each one's side in the scene, or null for someone at the Spot who takes no turns in it. */
export function sidesOf(scene: Pick<Scene, 'participants'>): (id: CharacterId) => string | null {
  return (id) => scene.participants.find((p) => p.characterId === id)?.side ?? null;
}

/** What a stored entry did, one line per event the history would show, each keyed by its place in the entry. */
export function entryLines(
  campaign: CampaignState,
  entry: Pick<LogEntry, 'seq' | 'events'>,
): { readonly key: string; readonly text: string }[] {
  return entry.events.flatMap((event, index) => {
    const text = describeEvent(campaign, event);
    return text === null ? [] : [{ key: `${entry.seq}-${index}`, text }];
  });
}
