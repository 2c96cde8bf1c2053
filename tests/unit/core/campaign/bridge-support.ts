import { apply, decide, replay, rollId, skirmishLogOf, time } from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignEvent,
  CampaignState,
  Character,
  Dice,
  LogEntry,
  SceneId,
  bridge,
  skirmish,
} from '../../../../core/index.ts';
import { appendEntry } from '../../../../core/campaign/log.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  bay,
  converted,
  corridor,
  e2eLink,
  guardSheet,
  office,
  ruthSheet,
  street,
  tonySheet,
  vault,
} from '../bridge/writeback-support.ts';
import { act, campaignWith, openHeist, play, scene } from './scene-support.ts';

/**
 * A campaign with a bridged fight (bridge.md §6): the warehouse Spot with the Loading bay, a Heist on it, Ruth and
 * Big Tony against G1 and G2 in a HEIST skirmish opened as the Heist's child scene, linked to the campaign by
 * `bridge/fight-linked` (folded as the command that opens a bridged fight stores it). Helpers play the fight
 * through the scene layer and the bridge's commands through `decide`.
 */

export const heistId = time.sceneId('job');
export const fightId = time.sceneId('sk-bay');
export const guards = [1, 2, 3, 4, 5, 6].map(guardSheet);
export const people: readonly Character[] = [ruthSheet, tonySheet, ...guards];
const fighters = ['ruth', 'tony', 'g1', 'g2'];

/** The log before the fight: the campaign, its Spot with the guards at their posts, the Heist, Heat 3. */
export function beforeFight(): LogEntry[] {
  const posts = [
    { guard: guards[0]!.id, zone: bay },
    { guard: guards[1]!.id, zone: bay },
    { guard: guards[2]!.id, zone: office },
    { guard: guards[3]!.id, zone: corridor },
    { guard: guards[4]!.id, zone: vault },
    { guard: guards[5]!.id, zone: street },
  ];
  const log = campaignWith('Bridge night', people, {
    zones: [bay, street, office, corridor, vault],
    posts,
    heat: 3,
  });
  return openHeist(log, heistId, people, [
    { character: ruthSheet.id, zone: bay },
    { character: tonySheet.id, zone: bay },
  ]);
}

/** The link the command that opens a bridged fight stores: the four on the table (TV-BRG-E2E-a). */
export function fightLink(): bridge.FightLink {
  const all = e2eLink().models;
  return e2eLink({ models: Object.fromEntries(fighters.map((id) => [id, all[id]!])) });
}

/**
 * Opens the skirmish inside the Heist and links it (the out command's two steps, folded as one entry). `carried`:
 * the crew's models carry a record of one-use bonuses, as the bridge's own proposal gives them (BRG-D-17).
 */
export function withFight(log: readonly LogEntry[] = beforeFight(), carried = false): LogEntry[] {
  const participants = fighters.map((id) => ({
    characterId: id,
    side: id.startsWith('g') ? 'guards' : 'crew',
    zone: bay,
    role: 'on-foot',
  }));
  const record = { muscleAthletics: { rolled: 3, kept: 2 }, shifts: 0, checks: 0 };
  const models = (ids: readonly string[]) =>
    ids.map((id) => {
      const profile = converted(people.find((p) => p.id === id)!).profile;
      return { id, profile: carried && !id.startsWith('g') ? { ...profile, cot: record } : profile };
    });
  const opened = play(
    log,
    scene({
      type: 'scene/start-child',
      sceneId: heistId,
      newSceneId: fightId,
      name: 'Loading bay fight',
      engine: 'skirmish',
      participants,
      setup: {
        sides: [
          { id: 'crew', name: 'Crew', stance: 'aggressive', models: models(['ruth', 'tony']) },
          { id: 'guards', name: 'Guards', stance: 'defensive', models: models(['g1', 'g2']) },
        ],
        firstSide: 'crew',
        deck: [],
      },
      firstRoundSide: null,
    } as never),
    fixedDice(),
  );
  const linked: CampaignEvent = {
    type: 'bridge/fight-linked',
    fight: fightId,
    link: fightLink(),
    parent: heistId,
    scene: fightId,
    name: 'Loading bay fight',
  };
  return [...appendEntry(opened, 'scene/start-child', [linked], 2_000)];
}

/** The state the active entries build, folded event by event (the link's entry is the out command's). */
export function stateOf(log: readonly LogEntry[]): CampaignState {
  let state: CampaignState | null = null;
  for (const entry of [...log].sort((a, b) => a.seq - b.seq)) {
    if (entry.undone) continue;
    for (const event of entry.events) state = apply(state, event);
  }
  return state!;
}

/** A skirmish command played in the fight's scene. */
export function fight(log: readonly LogEntry[], command: skirmish.SkirmishCommand, dice: Dice = fixedDice()) {
  return run(log, act(fightId, 'skirmish', command), dice);
}

/** Decides a command against the log's state and appends its entry; throws on a rejection. */
export function run(
  log: readonly LogEntry[],
  command: CampaignCommand,
  dice: Dice = fixedDice(),
): LogEntry[] {
  const decision = decide(stateOf(log), command, dice);
  if (!decision.ok) throw new Error(`${command.type}: ${decision.code}: ${decision.message}`);
  return [...appendEntry(log, command.type, decision.events, 3_000)];
}

/** The refusal of a command, or a failure when it was accepted. */
export function refused(log: readonly LogEntry[], command: CampaignCommand, dice: Dice = fixedDice()) {
  const decision = decide(stateOf(log), command, dice);
  if (decision.ok) throw new Error(`${command.type} was accepted`);
  return decision;
}

/** The skirmish's own events, as the app reads them through the scene's index. */
export function logOf(log: readonly LogEntry[]): skirmish.SkirmishEvent[] {
  const events = [...log]
    .filter((entry) => !entry.undone)
    .sort((a, b) => a.seq - b.seq)
    .flatMap((entry) => entry.events);
  return skirmishLogOf(fightId, events);
}

let stamps = 0;

/** `bridge/propose` for the fight, stamped. */
export function propose(
  log: readonly LogEntry[],
  given: Partial<Extract<CampaignCommand, { type: 'bridge/propose' }>> = {},
): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/propose',
    fight: fightId,
    log: logOf(log),
    table: {},
    at: 5_000 + stamps,
    rollId: rollId(`bp${stamps}`),
    ...given,
  } as CampaignCommand;
}

/** `bridge/write-back` for the fight, stamped. */
export function writeBack(
  approval: Extract<CampaignCommand, { type: 'bridge/write-back' }>['approval'] = {},
): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/write-back',
    fight: fightId,
    approval,
    at: 6_000 + stamps,
    rollId: rollId(`bw${stamps}`),
  } as CampaignCommand;
}

/** The proposal stored for the fight. */
export function proposalOf(log: readonly LogEntry[]): bridge.WriteBackProposal {
  const proposal = stateOf(log).bridge.fights[fightId]?.proposal;
  if (!proposal) throw new Error('The fight has no proposal');
  return proposal;
}

export { replay, type SceneId };
