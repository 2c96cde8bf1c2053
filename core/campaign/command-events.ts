import type { SpotCommand, SpotEvent } from '../cot/spot/index.ts';
import type { CampaignCommand, CampaignEvent } from './types.ts';

/**
 * Which events each command's `decide` can emit: a stored entry names its command, and an entry whose events
 * that command could never have made (a `campaign/rename` creating a character) is a forged log. The table
 * follows the deciders in decide.ts, campaign.ts, characters.ts, own-loyalty.ts, roll.ts, spot/decide.ts and the
 * scene layer (scenes/); a property test plays simulated campaigns and checks every entry they store fits it.
 */

type EventType = CampaignEvent['type'];

/** COT-CHAR-7, COT-D-15, COT-D-63: wounds heal, Heat cools and Foresight lapses as time passes. */
const timePasses = ['character/updated', 'crew/adjusted'] as const satisfies readonly EventType[];

/**
 * The Spot events a scene's engine can make through its effects (what research teaches, a Blueprint zone, the
 * Job's marks on the Spot): every change to a Spot, never its creation or deletion.
 */
const spotChanges = [
  'spot/renamed',
  'spot/edge-set',
  'spot/zone-added',
  'spot/zone-renamed',
  'spot/zone-moved',
  'spot/zone-removed',
  'spot/zone-tagged',
  'spot/barrier-added',
  'spot/barrier-removed',
  'spot/security-added',
  'spot/security-changed',
  'spot/security-removed',
  'spot/security-bypassed',
  'spot/loot-added',
  'spot/loot-edited',
  'spot/loot-removed',
  'spot/guard-placed',
  'spot/guard-removed',
  'spot/guards-alerted',
  'spot/awareness-raised',
  'spot/zones-revealed',
  'spot/mark-identified',
  'spot/itinerary-learned',
  'spot/forgotten',
  'spot/blueprint-added',
  'spot/job-reset',
  'spot/alarm-plan-set',
] as const satisfies readonly Exclude<SpotEvent['type'], 'spot/created' | 'spot/deleted'>[];

/**
 * What any scene command can set off (scenes/builder.ts): its engine's and its turns' events (`scene/changed`),
 * the Job clock and the wounds it heals, Bolsters, the rolls made, and the effects on sheets, crew and Spots.
 */
const sceneStep = [
  'scene/changed',
  'clock/changed',
  'bolsters/changed',
  'dice/rolled',
  ...timePasses,
  ...spotChanges,
] as const satisfies readonly EventType[];

/** Each Spot editor command makes the one event of its edit (spot/decide.ts and the edit-*.ts files). */
const spotEdits = {
  'spot/create': ['spot/created'],
  'spot/rename': ['spot/renamed'],
  'spot/delete': ['spot/deleted'],
  'spot/set-edge': ['spot/edge-set'],
  'spot/add-zone': ['spot/zone-added'],
  'spot/rename-zone': ['spot/zone-renamed'],
  'spot/move-zone': ['spot/zone-moved'],
  'spot/remove-zone': ['spot/zone-removed'],
  'spot/tag-zone': ['spot/zone-tagged'],
  'spot/add-barrier': ['spot/barrier-added'],
  'spot/remove-barrier': ['spot/barrier-removed'],
  'spot/add-security': ['spot/security-added'],
  'spot/change-security': ['spot/security-changed'],
  'spot/remove-security': ['spot/security-removed'],
  'spot/bypass-security': ['spot/security-bypassed'],
  'spot/add-loot': ['spot/loot-added'],
  'spot/edit-loot': ['spot/loot-edited'],
  'spot/remove-loot': ['spot/loot-removed'],
  'spot/place-guard': ['spot/guard-placed'],
  'spot/remove-guard': ['spot/guard-removed'],
  'spot/alert-guards': ['spot/guards-alerted'],
  'spot/reveal-zones': ['spot/zones-revealed'],
  'spot/identify-mark': ['spot/mark-identified'],
  'spot/learn-itinerary': ['spot/itinerary-learned'],
  'spot/forget': ['spot/forgotten'],
  'spot/add-blueprint-zone': ['spot/blueprint-added'],
  'spot/reset-job': ['spot/job-reset'],
  'spot/set-alarm-plan': ['spot/alarm-plan-set'],
} as const satisfies Record<SpotCommand['type'], readonly SpotEvent['type'][]>;

/** Every command type, with the event types its decision may hold (a `Record`: a new command must be listed). */
export const commandEvents: Readonly<Record<CampaignCommand['type'], readonly EventType[]>> = {
  'campaign/create': ['campaign/created'],
  'campaign/rename': ['campaign/renamed'],
  'campaign/rewind': ['campaign/rewound'],
  'campaign/fork': ['campaign/forked'],
  'settings/change': ['settings/changed'],
  'crew/adjust': ['crew/adjusted'],
  'session/start': ['session/started', 'character/updated'], // COT-D-63: Foresight kept for a session lapses
  'time/downtime': ['time/downtime-passed', ...timePasses],
  'character/create': ['character/created'],
  // COT-CHAR-6, COT-INIT-6: marked Dead, a character gives up their turns in the running scenes.
  'character/update': ['character/updated', 'scene/changed'],
  'character/duplicate': ['character/created'],
  'character/delete': ['character/deleted'],
  'character/change-own-loyalty': ['character/loyalty-changed'],
  'dice/roll': ['dice/rolled', 'bolsters/changed'], // COT-TIME-4: the roll spends the Bolsters waiting
  'scene/open': ['scene/opened', ...sceneStep],
  'scene/start-child': ['scene/opened', ...sceneStep],
  // A chase whose Target splits opens the new chases beside it (COT-CHASE-3).
  'scene/act': ['scene/opened', ...sceneStep],
  'scene/close': ['scene/closed', ...sceneStep],
  'scene/join': ['scene/joined', ...sceneStep],
  'scene/leave': sceneStep,
  'scene/end-round': sceneStep,
  'scene/next-turn': sceneStep,
  'scene/roll-initiative': sceneStep,
  'scene/claim-slot': sceneStep,
  'scene/end-turn': sceneStep,
  'scene/declare-focus': sceneStep,
  'scene/bolster': sceneStep,
  'scene/wait': sceneStep,
  // BRG-D-2: the skirmish opens inside the Heist, started and corrected, and its link is kept (bridge.md §7).
  'bridge/play-skirmish': ['scene/opened', 'bridge/fight-linked', ...sceneStep],
  // BRG-D-20, D-36: the Use spent in the skirmish (its activation ended with `whole_activation`), the door's result.
  'bridge/bypass': ['bridge/door-used', ...sceneStep],
  // BRG-D-18, COT-FORE-7: the gear added to the model in its skirmish, the price held on the fight.
  'bridge/cache': ['bridge/spent', ...sceneStep],
  // BRG-D-18, COT-FORE-4: the model added to the skirmish, linked to the fight, its Foresight held.
  'bridge/ambush': ['bridge/model-linked', 'bridge/spent', ...sceneStep],
  ...spotEdits,
  // Issue 19: the generated job's score-only guards and cameras (COT-CHAR-9), then its Spot, in one step.
  'players/show-scene': ['players/scene-shown'],
  'players/show-character': ['players/character-shown'],
  // A zone revealed is the crew's knowledge of the Spot, and of the Heists played on it (issue 21).
  'players/reveal': ['players/revealed', 'spot/zones-revealed', 'spot/zones-hidden', 'scene/changed'],
  'job/generate': ['character/created', 'spot/created'],
  // Issue 22: the GM's edit of a session's printed recap, kept in the log only.
  'recap/edit': ['recap/edited'],
  // BRG-D-45, D-52: the GM's stop ends the fight in its scene; with `bridge_confirm_writeback` off the write-back
  // follows in the same step.
  'bridge/propose': [
    'bridge/proposed',
    ...sceneStep,
    'scene/closed',
    'scene/opened',
    'character/created',
    'bridge/written-back',
  ],
  // BRG-D-52: the approved lines as the sheets', the crew's, the Heist's and the Spot's own events, in one step; a
  // chase behind an exit opens inside the Heist (BRG-D-21).
  'bridge/write-back': [
    'character/created',
    'scene/closed',
    'scene/opened',
    ...sceneStep,
    'bridge/written-back',
  ],
  // BRG-D-31, D-50: a standalone fight linked and its write-back proposed in one step; with
  // `bridge_confirm_writeback` off, written back in it too (BRG-D-1, D-52).
  'bridge/import-fight': [
    'bridge/fight-linked',
    'bridge/proposed',
    'character/created',
    'scene/closed',
    'scene/opened',
    ...sceneStep,
    'bridge/written-back',
  ],
  // BRG-D-17: Training bought on the table: the bonus granted in the skirmish scene, the Foresight held on the fight.
  'bridge/train': [...sceneStep, 'bridge/spent'],
};

const allowed = new Map<string, ReadonlySet<string>>(
  Object.entries(commandEvents).map(([command, events]) => [command, new Set(events)]),
);

/**
 * The index of the first event a command could not have made, or null when every event fits it.
 */
export function strayEvent(command: string, events: readonly { readonly type: string }[]): number | null {
  const fits = allowed.get(command);
  const index = events.findIndex((event) => !fits?.has(event.type));
  return index < 0 ? null : index;
}
