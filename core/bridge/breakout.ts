import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import { inWords } from '../shared/words.ts';
import type { BreakoutCapability, BreakoutPerson } from '../cot/world/index.ts';
import { partyOf } from '../cot/world/index.ts';
import { skirmishEngine } from '../skirmish/index.ts';
import type { SkirmishState } from '../skirmish/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { bridgeSettingsOf } from './settings.ts';

/**
 * "Play as a HEIST skirmish" out of a running Heist (BRG-D-1, D-2), as the breakout capability the bridge
 * declares for the skirmish engine: in a zone where two sides stand, everyone alive there fights at one table, and
 * its people come back where they were. It is not loud: opening a skirmish is not the start of Gang Warfare, so
 * the zone's unaware NPCs stay unaware and give the crew its surprise turn (BRG-D-14); the table wakes them, and
 * the write-back turns them Aware (BRG-D-28). The skirmish
 * module knows nothing of City of Thieves: the bridge attaches the declaration where the engines are composed
 * (`bridgedSkirmish`, core/registry). Its set-up is not drafted from the Heist's ground: the bridge's own form
 * (`form: 'bridge'`) builds it from the campaign with `bridge/play-skirmish`.
 */
export const skirmishBreakout: BreakoutCapability = {
  name: 'breakout',
  from: ['heist'],
  label: 'A HEIST skirmish',
  rule: 'BRG-D-2',
  parties: ['participants'],
  form: 'bridge',
  comesBack: 'in-place',
  loud: false, // BRG-D-14: not Gang Warfare's COT-D-81; the unaware stay unaware for the surprise turn
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
  record: (ground, _request, people) => {
    if (new Set(people.map((p) => p.side)).size < 2) {
      return reject(`${ground.parent}/one-side`, 'A skirmish needs two sides on the table (BRG-D-13)');
    }
    const lead = people.find((p) => p.up);
    if (!lead) return reject(`${ground.parent}/nobody-up`, 'Nobody there is able to fight');
    return { lead: lead.id, participants: people.map((p) => p.id), firstRoundSide: null };
  },
  // The set-up needs the sheets, the Spot and the settings: `bridgeDraft` builds it, not the Heist's ground.
  draft: () => ({ setup: null, others: [] }),
};

function nameIn(people: readonly BreakoutPerson[], id: CharacterId): string {
  return people.find((p) => p.id === id)?.name ?? id;
}

/**
 * The HEIST skirmish engine as City of Thieves campaigns play it: openable out of a Heist (BRG-D-2), its header
 * counting game rounds, and the Job clock finishing an Action round every `heist_rounds_per_action_round` game
 * rounds finished as it is played (BRG-D-3; the write-back rounds the last part-round up).
 */
export const bridgedSkirmish = {
  ...skirmishEngine,
  capabilities: [skirmishBreakout],
  roundLabel: (state: SkirmishState) => `Game round ${state.round}`,
  clockRounds: (ctx: object, state: SkirmishState) =>
    Math.floor((state.round - 1) / bridgeSettingsOf(settingsIn(ctx)).heistRoundsPerActionRound),
} as const;

/**
 * The campaign's settings in the context the scene layer hands every engine (a City of Thieves one, whose world the
 * skirmish's own type does not name); the bridge's defaults when there are none.
 */
function settingsIn(ctx: object): Partial<CotSettings> | undefined {
  return 'settings' in ctx ? (ctx.settings as Partial<CotSettings>) : undefined;
}
