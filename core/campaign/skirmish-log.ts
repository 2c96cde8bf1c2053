import { bridgeSettingsOf, skirmishLogView } from '../bridge/index.ts';
import type { Closing, SkirmishLogView } from '../bridge/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { counted, inWords } from '../shared/words.ts';
import { skirmishLogOf } from './bridge-decide.ts';
import { childScenes, knownScene } from './scenes/closed.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * BRG-D-53: the HEIST skirmishes a COT scene lists — those opened inside it and those imported into it — each
 * with its game rounds, casualties and who left where, and the way to its log, read-only. The log is the skirmish
 * scene's own entries (read through the scene index, never the campaign's whole history), so undoing the
 * write-back leaves it where it was; `bridge_skirmish_log` decides how much of it the scene shows.
 */

/** One skirmish of a COT scene. */
export interface SceneSkirmish {
  /** The fight's id (a bridged fight's is its skirmish scene's). */
  readonly fight: string;
  /** The skirmish scene whose entries hold its log; null for a fight pasted in (it has no dice log). */
  readonly scene: SceneId | null;
  readonly name: string;
  /** Where it stands, in words: "being played", "written back"… */
  readonly status: string;
  /** "8 game rounds; killed: G1; left: Ruth by "Street" in round 5", once its write-back was proposed. */
  readonly summary: string | null;
}

/** What the campaign keeps beside a fight's log: its proposal's log line and closing, or the written record's. */
interface LogFacts {
  readonly gameRounds: number;
  readonly casualties: readonly string[];
  readonly departures: readonly string[];
  readonly closing: Closing;
}

function factsOf(state: CampaignState, fight: string): LogFacts | null {
  if (Object.hasOwn(state.bridge.fights, fight)) {
    const proposal = state.bridge.fights[fight]!.proposal;
    const line = proposal?.lines.find((l) => l.change.kind === 'log')?.change;
    if (!proposal || line?.kind !== 'log') return null;
    return { ...line, closing: proposal.closing };
  }
  if (Object.hasOwn(state.bridge.written, fight)) return state.bridge.written[fight]!.kept ?? null;
  return null;
}

function summaryOf(facts: LogFacts): string {
  return [
    counted(facts.gameRounds, 'game round'),
    ...(facts.casualties.length > 0 ? [`killed: ${inWords(facts.casualties)}`] : []),
    ...(facts.departures.length > 0 ? [`left: ${inWords(facts.departures)}`] : []),
  ].join('; ');
}

function statusOf(state: CampaignState, fight: string, scene: SceneId | null): string {
  if (Object.hasOwn(state.bridge.written, fight)) return 'written back';
  if (Object.hasOwn(state.bridge.fights, fight) && state.bridge.fights[fight]!.proposal)
    return 'proposed: waiting for your approval';
  const known = scene === null ? null : knownScene(state, scene);
  if (known === null) return 'pasted in';
  if (known.ended !== null) return 'ended';
  return 'being played';
}

/**
 * BRG-D-53: the skirmishes of the COT scene `sceneId`: the skirmish scenes opened inside it, then the fights
 * imported into it (waiting for their write-back or written back), each once.
 */
export function sceneSkirmishes(state: CampaignState, sceneId: string): readonly SceneSkirmish[] {
  const found = new Map<string, { scene: SceneId | null; name: string }>();
  for (const child of childScenes(state, sceneId as SceneId)) {
    if (child.engine === 'skirmish') found.set(child.id, { scene: child.id, name: child.name });
  }
  for (const [id, fight] of Object.entries(state.bridge.fights)) {
    if (fight.parent === sceneId && !found.has(id)) found.set(id, { scene: fight.scene, name: fight.name });
  }
  for (const [id, written] of Object.entries(state.bridge.written)) {
    if (written.kept?.parent === sceneId && !found.has(id))
      found.set(id, { scene: written.kept.scene, name: written.name });
  }
  return [...found].map(([fight, { scene, name }]) => {
    const facts = factsOf(state, fight);
    return {
      fight,
      scene,
      name,
      status: statusOf(state, fight, scene),
      summary: facts ? summaryOf(facts) : null,
    };
  });
}

/**
 * BRG-D-53: a skirmish's log as its COT scene shows it, from its skirmish scene's entries (`events`: theirs, in
 * order; other scenes' events are passed over), kept in full or as a summary by `bridge_skirmish_log`.
 * @returns a rejection for a fight with no skirmish scene (pasted in) or a log that does not replay.
 */
export function sceneSkirmishLog(
  state: CampaignState,
  skirmish: SceneSkirmish,
  events: Iterable<CampaignEvent>,
): SkirmishLogView | Rejection {
  if (skirmish.scene === null)
    return reject('bridge/no-log', `${skirmish.name} was pasted in: it has rosters and results, no dice log`);
  const settings = bridgeSettingsOf(state.settings);
  const facts = factsOf(state, skirmish.fight);
  const view = skirmishLogView(skirmish.fight, skirmishLogOf(skirmish.scene, events), {
    mode: settings.bridgeSkirmishLog,
    settings,
    ...(facts ? { departures: facts.departures } : {}),
    closing: facts?.closing ?? null,
  });
  return isRejection(view) ? view : { ...view, name: skirmish.name }; // the name the campaign knows it by
}
