import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import { inWords } from '../../shared/words.ts';
import type { BreakoutCapability, BreakoutPerson } from '../world/index.ts';
import { partyOf } from '../world/index.ts';
import type { WarfareSetup } from './setup.ts';

/**
 * Gang Warfare breaking out of a running Heist (COT-WAR-1, COT-D-65), as the breakout capability the warfare
 * engine declares: everyone alive in the zone fights, the Unconscious lying there (COT-DROP-9), every NPC there
 * becomes Aware (COT-D-81), and its people come back where they were.
 */
export const warfareBreakout: BreakoutCapability = {
  name: 'breakout',
  from: ['heist'],
  label: 'Gang Warfare',
  rule: 'COT-WAR-1',
  parties: ['participants'],
  form: 'warfare',
  comesBack: 'in-place',
  loud: true, // COT-D-81
  offers: (ground) =>
    ground.zones.map((zone) => ({
      zone: zone.id,
      parties: {
        participants: ground.people.filter((p) => p.zone === zone.id && !p.away && p.alive).map((p) => p.id),
      },
    })),
  words: (ground, request) => {
    const zone = ground.zones.find((z) => z.id === request.zone)?.name ?? request.zone;
    const names = partyOf(request, 'participants').map((id) => nameIn(ground.people, id));
    return `In ${zone}: ${inWords(names)}`;
  },
  record: (ground, request, people) => {
    if (people.length < 2)
      return reject(`${ground.parent}/too-few`, 'Gang Warfare needs at least two fighters (COT-WAR-1)');
    if (new Set(people.map((p) => p.side)).size < 2) {
      return reject(`${ground.parent}/one-side`, 'Gang Warfare needs two sides (COT-WAR-1)');
    }
    const lead = people.find((p) => p.up);
    if (!lead) return reject(`${ground.parent}/nobody-up`, 'Nobody there is able to fight');
    return { lead: lead.id, participants: people.map((p) => p.id), firstRoundSide: null };
  },
  draft: (ground, record, scene) => {
    // COT-DROP-9, COT-D-32: the Unconscious lie in the fight with the parent's rounds they have left.
    const fighters = partyOf(record, 'participants').map((id) => {
      const side = scene.side(id);
      const out = ground.people.find((p) => p.id === id)?.unconscious ?? null;
      if (out === null) return { characterId: id, side, unconscious: false };
      return { characterId: id, side, unconscious: true, unconsciousRoundsLeft: out.roundsLeft };
    });
    const zone = ground.zones.find((z) => z.id === record.zone)?.name ?? record.zone;
    // On foot until the GM seats vehicles (COT-WAR-4); COT-D-4: the side a catastrophic Drop gave round 1.
    const setup: WarfareSetup = { zone, fighters, vehicles: [], firstRoundSide: scene.firstRoundSide };
    return { setup, others: [] };
  },
};

function nameIn(people: readonly BreakoutPerson[], id: CharacterId): string {
  return people.find((p) => p.id === id)?.name ?? id;
}
