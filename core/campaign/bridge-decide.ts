import { tableFactsProblem } from './bridge-view.ts';
import { bridgeSettingsOf, fightResultOf, writeBackChanges, writeBackProposal } from '../bridge/index.ts';
import type {
  BridgeRecord,
  CampaignFacts,
  FightLink,
  FightResult,
  FirearmRecord,
  TableFacts,
  WriteBackChange,
} from '../bridge/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { gearOf } from '../cot/characters/index.ts';
import type { HeistCommand, HeistEvent, HeistScene } from '../cot/heist/index.ts';
import { decideSpot, outside } from '../cot/spot/index.ts';
import type { SpotCommand, SpotChange } from '../cot/spot/index.ts';
import { sceneId } from '../cot/time/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { chaseParticipants } from '../cot/breakout/index.ts';
import type { ChaseSeatSetup, ChaseSetupInput } from '../cot/chase/index.ts';
import type { Dice } from '../dice/dice.ts';
import type { CharacterId } from '../shared/ids.ts';
import { rollId } from '../shared/ids.ts';
import { isRejection, ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import { sameData } from '../shared/same.ts';
import { applySkirmish } from '../skirmish/index.ts';
import type { SkirmishEvent, SkirmishState } from '../skirmish/index.ts';
import type { BridgedFight } from './bridge-fights.ts';
import type { ProposeWriteBack, WriteBack } from './bridge-commands.ts';
import { recordedFacts } from './bridge-table.ts';
import { goOnProblem, heistOfFight, openWarfareAfter } from './bridge-warfare.ts';
import type { WarfareWriter } from './bridge-warfare.ts';
import { SceneStep } from './scenes/builder.ts';
import { decideScene } from './scenes/decide.ts';
import type { SceneCommand, SceneOf } from './scenes/types.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * The way back from a HEIST fight (bridge.md §5, §5A): `bridge/propose` reads the fight's skirmish log, runs the
 * write-back proposal with the campaign as it stands and the table's bridge settings, its dice rolled once, and
 * stores it (BRG-D-45, D-46); `bridge/write-back` turns the lines the GM approved into the campaign's own events
 * (sheets, crew, the Heist the fight came from through its GM commands, the Spot, new NPCs, the skirmish scene
 * closed with its log kept) and `bridge/written-back`, all in one entry: one undo step (BRG-D-51, D-52). Each step
 * is an existing decider's, folded before the next decides. Nothing is stored on a rejection.
 */

/** The outcome a fight stopped by the GM ends with (BRG-D-45, D-52). */
export const stoppedOutcome = 'Stopped by the GM';

/** A bridged fight that waits for its write-back, or the rejection naming why there is none. */
export function waitingFight(state: CampaignState, id: string): BridgedFight | Rejection {
  if (Object.hasOwn(state.bridge.fights, id)) return state.bridge.fights[id]!;
  if (Object.hasOwn(state.bridge.written, id)) {
    const written = state.bridge.written[id]!;
    return reject(
      'bridge/written-back',
      `The fight "${written.name}" is already written back: undo that step to write it again (BRG-D-52)`,
      { fight: id },
    );
  }
  return reject('bridge/unknown-fight', `No bridged fight has the id "${id}"`, { fight: id });
}

/** The campaign as the write-back reads it (link.ts `CampaignFacts`): the Spot as the Heist holds it. */
export function campaignFacts(state: CampaignState, fight: BridgedFight): CampaignFacts {
  const heist = heistOfFight(state, fight);
  const spotId = fight.link.spot;
  const stored = spotId !== null && Object.hasOwn(state.spots, spotId) ? state.spots[spotId]! : null;
  return {
    characters: state.characters,
    records: state.bridge.records,
    spot: heist ? heist.state!.spot : stored,
    unconscious: heist ? heist.state!.drop.characters.filter((c) => c.unconscious).map((c) => c.id) : [],
    crew: state.crew,
    writtenBack: null,
  };
}

/**
 * The skirmish's own events out of its scene's entries (the scene index's, in order): the `scene/changed`
 * events of the skirmish engine in that scene, for `bridge/propose`.
 */
export function skirmishLogOf(sceneId: string, events: Iterable<CampaignEvent>): SkirmishEvent[] {
  const log: SkirmishEvent[] = [];
  for (const event of events) {
    if (event.type === 'scene/changed' && event.sceneId === sceneId && event.module === 'skirmish')
      log.push(event.event);
  }
  return log;
}

function replayed(log: readonly SkirmishEvent[]): SkirmishState | null | Rejection {
  let state: SkirmishState | null = null;
  try {
    for (const event of log) state = applySkirmish(state, event);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return reject('bridge/fight-log', `The skirmish's log does not replay: ${why}`);
  }
  return state;
}

/** The skirmish scene's log, checked against the scene while it runs, with the GM's stop added (BRG-D-52). */
function fightLog(
  step: SceneStep,
  fight: BridgedFight,
  command: ProposeWriteBack,
  dice: Dice,
): readonly SkirmishEvent[] | Rejection {
  const sceneId = fight.scene;
  const running =
    sceneId !== null && Object.hasOwn(step.state.scenes, sceneId) ? step.state.scenes[sceneId]! : null;
  const end = replayed(command.log);
  if (end !== null && isRejection(end)) return end;
  if (running !== null) {
    if (running.engine !== 'skirmish')
      return reject('bridge/not-skirmish', `${running.name} is not a HEIST skirmish`);
    if (!sameData(end, running.state)) {
      return reject(
        'bridge/fight-log',
        `The log given is not ${running.name}'s: it does not replay to the fight as it stands (read it again)`,
        { fight: fight.name },
      );
    }
  }
  const over = end !== null && end.phase.kind === 'over';
  if (over || command.stop !== true) return command.log;
  if (running === null || running.ended !== null) {
    return reject(
      'bridge/in-progress',
      `${fight.name} is not over and its scene is closed: it cannot be stopped`,
    );
  }
  const stop = decideScene(
    step.state,
    {
      type: 'scene/act',
      sceneId: running.id,
      engine: 'skirmish',
      command: { type: 'skirmish/end-scenario', outcome: stoppedOutcome },
      at: command.at,
      rollId: rollId(`${command.rollId}-stop`),
    },
    dice,
  );
  if (!stop.ok) return stop;
  for (const event of stop.events) step.push(event);
  return [...command.log, ...skirmishLogOf(running.id, stop.events)];
}

/**
 * The link as the fight played it: a model linked to the fight that its skirmish never had (a reinforcement that
 * never reached the table, BRG-D-32, D-35) took no part, and stays where it was. A fight pasted in keeps its whole
 * link: there, a model missing from the result is the GM's to answer for (BRG-D-52).
 */
function playedLink(fight: BridgedFight, result: FightResult): FightLink {
  if (fight.scene === null) return fight.link;
  const models = Object.entries(fight.link.models).filter(([id]) => Object.hasOwn(result.models, id));
  return { ...fight.link, models: Object.fromEntries(models) };
}

/**
 * BRG-D-1, D-17, D-18: the table's facts with what the crew spent on the table and the fight holds — Foresight by
 * each character's model, the crew's Resources — added to what the GM noted beside it, so the proposal's Foresight
 * and Resources lines charge it and confirming writes it.
 */
function withHeld(table: TableFacts, fight: BridgedFight): TableFacts {
  const foresight: Record<string, number> = { ...table.foresight };
  for (const [model, link] of Object.entries(fight.link.models)) {
    if (link.who !== 'character' || !Object.hasOwn(fight.held.foresight, link.character)) continue;
    const held = fight.held.foresight[link.character] ?? 0;
    if (held > 0) foresight[model] = (Object.hasOwn(foresight, model) ? (foresight[model] ?? 0) : 0) + held;
  }
  const resources = (table.resources ?? 0) + fight.held.resources;
  return {
    ...table,
    ...(Object.keys(foresight).length > 0 ? { foresight } : {}),
    ...(resources > 0 ? { resources } : {}),
  };
}

/**
 * BRG-D-45, D-46: the write-back proposal of a fight that is over, or that the GM stops (`stop`: a fight still in
 * progress is refused without it, BRG-D-52). Its dice are rolled here, once, and kept in `bridge/proposed`. With
 * `bridge_confirm_writeback` off the proposal is written back at once, whole, in the same step (BRG-D-1, D-52).
 */
export function proposeWriteBack(
  state: CampaignState,
  command: ProposeWriteBack,
  dice: Dice,
): Decision<CampaignEvent> {
  const fight = waitingFight(state, command.fight);
  if (isRejection(fight)) return fight;
  if (fight.proposal !== null) {
    return reject(
      'bridge/proposed',
      `${fight.name}'s write-back is already proposed: confirm it, or undo the proposal to propose it again`,
      { fight: command.fight },
    );
  }
  const facts = tableFactsProblem(state, command.fight, command.table);
  if (facts) return facts;
  const step = new SceneStep(state, command.at, command.rollId, dice);
  const log = fightLog(step, fight, command, dice);
  if (isRejection(log)) return log;
  const result = fightResultOf(command.fight, log, withHeld(recordedFacts(fight, command.table), fight));
  if (isRejection(result)) return result;
  if (!result.ended) {
    return reject(
      'bridge/in-progress',
      `${fight.name} is still in progress: end it, or stop it to write it back (BRG-D-52)`,
      { fight: command.fight },
    );
  }
  const warfare = command.warfare === true;
  const positions = command.table.positions ?? {};
  if (warfare) {
    const problem = goOnProblem(step.state, fight, result, positions);
    if (problem) return problem;
  } else if (Object.keys(positions).length > 0) {
    return reject(
      'bridge/position',
      `Positions at the switch are for a fight that goes on as Gang Warfare (BRG-D-26)`,
      { fight: command.fight },
    );
  }
  const named = { dice, name: fight.name };
  const options = command.blasts === undefined ? named : { ...named, blasts: command.blasts };
  const played = playedLink(fight, result);
  const proposal = writeBackProposal(
    result,
    warfare ? { ...played, continues: 'gang-warfare' } : played,
    campaignFacts(step.state, fight),
    step.state.settings,
    options,
  );
  if (isRejection(proposal)) return proposal;
  step.push({
    type: 'bridge/proposed',
    fight: command.fight,
    proposal,
    ...(warfare ? { continues: 'gang-warfare' as const } : {}),
  });
  if (bridgeSettingsOf(step.state.settings).bridgeConfirmWriteback) return ok(step.events);
  const written = writeBack(
    step.state,
    { type: 'bridge/write-back', fight: command.fight, approval: {}, at: command.at, rollId: command.rollId },
    dice,
  );
  return written.ok ? ok([...step.events, ...written.events]) : written;
}

/**
 * BRG-D-51, D-52: the lines the GM approved, written as the campaign's own events in one step, then
 * `bridge/written-back`. Refused, naming the line, the character and the field, for a fight unknown or written
 * back already, one not proposed, an edit out of range, a ticked line naming a character deleted since.
 */
export function writeBack(state: CampaignState, command: WriteBack, dice: Dice): Decision<CampaignEvent> {
  const fight = waitingFight(state, command.fight);
  if (isRejection(fight)) return fight;
  const proposal = fight.proposal;
  if (proposal === null) {
    return reject('bridge/not-proposed', `${fight.name} has no write-back proposal yet: propose it first`, {
      fight: command.fight,
    });
  }
  const approved = writeBackChanges(proposal, command.approval, campaignFacts(state, fight));
  if (isRejection(approved)) return approved;
  const writer = new Writer(state, fight, command, dice);
  const problem = writer.write(approved.changes);
  if (problem) return problem;
  return ok(writer.step.events);
}

type Of<K extends WriteBackChange['kind']> = Extract<WriteBackChange, { kind: K }>;

/** Writes the approved changes one decider at a time, each folded before the next decides. */
class Writer implements WarfareWriter {
  readonly step: SceneStep;
  #subSteps = 0;

  constructor(
    state: CampaignState,
    readonly fight: BridgedFight,
    readonly command: WriteBack,
    readonly dice: Dice,
  ) {
    this.step = new SceneStep(state, command.at, command.rollId, dice);
  }

  get state(): CampaignState {
    return this.step.state;
  }

  write(changes: readonly WriteBackChange[]): Rejection | null {
    const by = <K extends WriteBackChange['kind']>(kind: K) =>
      changes.filter((change): change is Of<K> => change.kind === kind);
    return (
      this.sheets(by('npc'), by('health'), by('gear'), by('foresight')) ??
      this.clock(by('clock')) ??
      this.closeFight() ??
      this.heist(changes) ??
      this.chases(by('chase')) ??
      openWarfareAfter(this, changes, this.command.fight) ??
      this.crew(by('heat'), by('resources')) ??
      this.finish(by('firearm'), by('npc'))
    );
  }

  /** A scene command of the composed step, with its own roll ids. */
  scene(
    command: SceneCommand extends infer C ? (C extends unknown ? Omit<C, 'at' | 'rollId'> : never) : never,
  ): Rejection | null {
    this.#subSteps += 1;
    const stamped = {
      ...command,
      at: this.command.at,
      rollId: rollId(`${this.command.rollId}-${this.#subSteps}`),
    } as SceneCommand;
    const decision = decideScene(this.state, stamped, this.dice);
    if (!decision.ok) return decision;
    for (const event of decision.events) this.step.push(event);
    return null;
  }

  character(id: CharacterId): Character | null {
    return Object.hasOwn(this.state.characters, id) ? this.state.characters[id]! : null;
  }

  /** New NPCs (BRG-D-7, D-50), then health (BRG-D-23, D-24), gear (BRG-D-25) and Foresight (BRG-D-1) on the sheets. */
  sheets(
    npcs: Of<'npc'>[],
    health: Of<'health'>[],
    gear: Of<'gear'>[],
    foresight: Of<'foresight'>[],
  ): Rejection | null {
    for (const npc of npcs) this.step.push({ type: 'character/created', character: npc.character });
    const from = (this.fight.parent ?? this.fight.scene ?? this.fight.link.zones[0]) as SceneId;
    for (const line of health) {
      const sheet = this.character(line.character);
      if (sheet && !sameData(sheet.condition, line.condition))
        this.step.effect({ kind: 'condition', character: line.character, condition: line.condition }, from);
    }
    for (const line of gear) {
      const sheet = this.character(line.character);
      if (!sheet || (sameData(sheet.weapons, line.weapons) && sameData(gearOf(sheet), line.gear))) continue;
      this.step.push({
        type: 'character/updated',
        id: line.character,
        changes: { weapons: line.weapons, gear: line.gear },
      });
    }
    for (const line of foresight) {
      const sheet = this.character(line.character);
      if (!sheet) continue;
      // Spent on the table: taken from what the sheet holds now (BRG-D-1).
      const after = Math.max(0, sheet.foresight - (line.before - line.after));
      if (after !== sheet.foresight)
        this.step.push({ type: 'character/updated', id: line.character, changes: { foresight: after } });
    }
    return null;
  }

  /** BRG-D-3, D-45: the fight's Action rounds finished on the Job clock by its scene, before it closes. */
  clock(lines: Of<'clock'>[]): Rejection | null {
    const sceneId = this.fight.scene;
    const line = lines[0];
    if (!line || sceneId === null) return null;
    const running = this.state.clock.running.find((scene) => scene.id === sceneId);
    if (!running || !Object.hasOwn(this.state.scenes, sceneId)) return null;
    for (let round = running.rounds; round < line.actionRounds; round += 1) {
      const problem = this.scene({ type: 'scene/end-round', sceneId: sceneId as SceneId });
      if (problem) return problem;
    }
    return null;
  }

  /** BRG-D-53: the skirmish scene closes; its log stays with it. */
  closeFight(): Rejection | null {
    const sceneId = this.fight.scene;
    if (sceneId === null || !Object.hasOwn(this.state.scenes, sceneId)) return null;
    const scene = this.state.scenes[sceneId]!;
    if (scene.ended !== null) return null;
    return this.scene({ type: 'scene/close', sceneId: scene.id });
  }

  heistScene(): SceneOf<'heist'> | null {
    return heistOfFight(this.state, this.fight);
  }

  heistState(): HeistScene | null {
    return this.heistScene()?.state ?? null;
  }

  /** A GM command of the Heist the fight came from (`heist/place`, `heist/alert`…), through the scene layer. */
  heistCommand(command: HeistCommand): Rejection | null {
    const heist = this.heistScene();
    if (!heist) return null;
    return this.scene({ type: 'scene/act', sceneId: heist.id, engine: 'heist', command } as never);
  }

  /** Events of the Heist's own rules the Heist has no GM command for (a witness, a knock-out), run as its engine's. */
  heistEvents(events: readonly HeistEvent[]): Rejection | null {
    const heist = this.heistScene();
    if (!heist || events.length === 0) return null;
    return this.step.runEngine(heist.id, ok(events));
  }

  /** A change to the fight's Spot: through the Heist when it runs (its copy and the campaign's), else the Spot editor. */
  spot(change: SpotChange, command: SpotCommand | null): Rejection | null {
    if (this.heistScene()) return this.heistEvents([{ type: 'heist/spot-changed', event: change }]);
    if (command === null) {
      this.step.push(change);
      return null;
    }
    const decision = decideSpot(this.state.spots, command, {
      characters: this.state.characters,
      defaultHiddenRating: this.state.settings.defaultHiddenRating,
    });
    if (!decision.ok) return decision;
    for (const event of decision.events) this.step.push(event);
    return null;
  }

  /**
   * The Heist the fight came from: its people back (`heist/fight-over`), where they are (BRG-D-27), Aware and
   * Discovered (BRG-D-28), witnesses (BRG-D-30), Unconscious (BRG-D-23), loot (BRG-D-46), Securities bypassed
   * (BRG-D-36) and Calls for Help (BRG-D-32).
   */
  heist(changes: readonly WriteBackChange[]): Rejection | null {
    const at = (id: CharacterId) => this.heistState()?.drop.characters.find((c) => c.id === id) ?? null;
    const people = Object.values(this.fight.link.models).flatMap((m) =>
      m.who === 'character' ? [m.character] : [],
    );
    const engaged = people.filter((id) => this.heistState()?.engaged.includes(id));
    if (engaged.length > 0) {
      const problem = this.heistCommand({ type: 'heist/fight-over', characters: engaged });
      if (problem) return problem;
    }
    const spotId = this.fight.link.spot;
    const aware: CharacterId[] = [];
    for (const change of changes) {
      let problem: Rejection | null = null;
      switch (change.kind) {
        case 'zone': {
          const who = at(change.character);
          const to = change.zone ?? outside;
          if (who && who.zone !== change.zone && !(who.zone === null && to === outside))
            problem = this.heistCommand({ type: 'heist/place', character: change.character, to });
          break;
        }
        case 'aware': {
          const who = at(change.character);
          const alive = this.character(change.character)?.condition.state !== 'dead';
          if (who && !who.aware && alive) aware.push(change.character);
          else if (!who && spotId !== null && this.postedGuard(spotId, change.character)) {
            problem = this.spot(
              { type: 'spot/guards-alerted', spotId, guards: [change.character] },
              { type: 'spot/alert-guards', spotId, guards: [change.character] },
            );
          }
          break;
        }
        case 'discovered':
          if (at(change.character)?.discovered === false)
            problem = this.heistCommand({ type: 'heist/discover', character: change.character });
          break;
        case 'witnessed': {
          const who = at(change.character);
          const seen = change.identities.filter((identity) => who && !who.witnessed.includes(identity));
          problem = this.heistEvents(
            seen.map((identity) => ({
              type: 'heist/drop',
              event: { type: 'drop/witnessed', witness: change.character, identity },
            })),
          );
          break;
        }
        case 'loot':
          problem = this.loot(change);
          break;
        case 'security':
          if (spotId !== null) {
            problem = this.spot(
              {
                type: 'spot/security-bypassed',
                spotId,
                barrierId: change.barrier,
                securityId: change.security,
              },
              {
                type: 'spot/bypass-security',
                spotId,
                barrierId: change.barrier,
                securityId: change.security,
              },
            );
          }
          break;
        case 'awareness':
          problem = this.awareness(change);
          break;
        default:
          break;
      }
      if (problem) return this.named(problem, change);
    }
    if (aware.length > 0) {
      const problem = this.heistCommand({ type: 'heist/alert', guards: aware });
      if (problem) return problem;
    }
    for (const change of changes) {
      if (change.kind !== 'health') continue;
      const who = at(change.character);
      if (!who || this.character(change.character)?.condition.state === 'dead') continue;
      const problem =
        change.unconscious && !who.unconscious
          ? this.heistEvents([
              {
                type: 'heist/drop',
                event: { type: 'drop/knocked-out', character: who.id, roundsLeft: null },
              },
            ])
          : !change.unconscious && who.unconscious
            ? this.heistEvents([
                { type: 'heist/drop', event: { type: 'drop/woke', character: who.id, by: null } },
              ])
            : null;
      if (problem) return this.named(problem, change);
    }
    return null;
  }

  /**
   * BRG-D-21: enemies who left by the exit a model left by give chase: the chase opens inside the Heist, from the
   * zone behind that exit, as a chase breaking out of it does (`heist/break-out`, then the chase scene). A chase on
   * foot only, and from a zone of the Spot: one in vehicles, or Outside the Spot, stays a line for the GM to open.
   */
  chases(lines: Of<'chase'>[]): Rejection | null {
    for (const [index, line] of lines.entries()) {
      const heist = this.heistScene();
      if (!heist || line.mode !== 'foot' || line.zone === null) continue;
      const pursuers = line.pursuers.flatMap((group) => group.members);
      const problem =
        this.heistCommand({
          type: 'heist/break-out',
          breakout: { kind: 'chase', zone: line.zone, targets: line.target, pursuers },
        }) ?? this.openChase(heist.id, line, pursuers, index);
      if (problem) return this.named(problem, line);
    }
    return null;
  }

  openChase(
    heistId: SceneId,
    line: Of<'chase'>,
    pursuers: readonly CharacterId[],
    index: number,
  ): Rejection | null {
    const scene = this.state.scenes[heistId]!;
    const seat = (characterId: CharacterId): ChaseSeatSetup => ({
      characterId,
      side: scene.participants.find((p) => p.characterId === characterId)?.side ?? '',
      vehicle: null,
      role: 'on-foot',
    });
    const setup: ChaseSetupInput = {
      targets: line.target.map(seat),
      pursuers: pursuers.map(seat),
      distance: line.pursuers[0]?.distance ?? null,
      cramped: false,
    };
    return this.scene({
      type: 'scene/start-child',
      sceneId: heistId,
      newSceneId: sceneId(`${this.command.fight}-chase-${index + 1}`),
      name: `Chase through ${line.exit}`,
      engine: 'chase',
      participants: chaseParticipants(setup, line.zone!),
      setup,
      firstRoundSide: null,
    });
  }

  postedGuard(spotId: string, id: CharacterId): boolean {
    const spot = Object.hasOwn(this.state.spots, spotId) ? this.state.spots[spotId] : undefined;
    return spot !== undefined && Object.hasOwn(spot.guards, id) && !spot.guards[id]!.aware;
  }

  /** BRG-D-46: an item carried off goes with its carrier; one dropped lies in the zone where it fell. */
  loot(change: Of<'loot'>): Rejection | null {
    const heist = this.heistState();
    const spotLoot =
      heist && change.loot !== null && Object.hasOwn(heist.spot.loot, change.loot)
        ? heist.spot.loot[change.loot]!
        : null;
    if (change.character !== null) {
      if (
        spotLoot &&
        heist?.carried[spotLoot.id] !== change.character &&
        heist?.drop.characters.some((c) => c.id === change.character)
      ) {
        return this.heistEvents([
          { type: 'heist/loot-taken', character: change.character, loot: spotLoot.id, name: spotLoot.name },
        ]);
      }
      const sheet = this.character(change.character);
      if (!sheet) return null;
      const gear = [...gearOf(sheet), { name: change.name, note: `Picked up in ${this.fight.name}` }];
      this.step.push({ type: 'character/updated', id: sheet.id, changes: { gear } });
      return null;
    }
    const spotId = this.fight.link.spot;
    const zone = change.zone ?? outside;
    if (spotLoot && spotId !== null && spotLoot.zone !== zone) {
      const loot = { ...spotLoot, zone };
      return this.spot(
        { type: 'spot/loot-edited', spotId, loot },
        { type: 'spot/edit-loot', spotId, lootId: loot.id, name: loot.name, zone, value: loot.value },
      );
    }
    return null;
  }

  /** BRG-D-32, COT-D-57: a Call for Help on the table raises the Awareness of a guard elsewhere. */
  awareness(change: Of<'awareness'>): Rejection | null {
    const spotId = this.fight.link.spot;
    if (change.bonus <= 0) return null;
    const atHeist = this.heistState()?.drop.characters.some((c) => c.id === change.character) ?? false;
    const problem = atHeist
      ? this.heistEvents([
          { type: 'heist/awareness-raised', characters: [change.character], bonus: change.bonus },
        ])
      : null;
    if (problem) return problem;
    if (spotId === null || !this.postedAt(spotId, change.character)) return null;
    return this.spot(
      { type: 'spot/awareness-raised', spotId, guards: [change.character], bonus: change.bonus },
      null,
    );
  }

  postedAt(spotId: string, id: CharacterId): boolean {
    const spot = Object.hasOwn(this.state.spots, spotId) ? this.state.spots[spotId] : undefined;
    return spot !== undefined && Object.hasOwn(spot.guards, id);
  }

  /** BRG-D-18, D-29: Heat and Resources, one `crew/adjusted` from the crew as it stands. */
  crew(heat: Of<'heat'>[], resources: Of<'resources'>[]): Rejection | null {
    const delta = heat.reduce((sum, line) => sum + line.delta, 0);
    const spent = resources.reduce((sum, line) => sum + line.spent, 0);
    if (delta === 0 && spent === 0) return null;
    const { crew } = this.state;
    if (crew.heat + delta < 0) {
      return reject(
        'bridge/edit',
        `The crew's Heat cannot go below 0: it is ${crew.heat}, the change ${delta} (COT-CHAR-10, BRG-D-51)`,
        { line: heat[0]?.line ?? 'heat', field: 'heat' },
      );
    }
    if (crew.resources - spent < 0) {
      return reject(
        'bridge/edit',
        `The crew's Resources cannot go below 0: they are ${crew.resources}, ${spent} spent (COT-CHAR-10, BRG-D-51)`,
        { line: resources[0]?.line ?? 'resources', field: 'resources' },
      );
    }
    const changes = {
      ...(delta !== 0 ? { heat: crew.heat + delta } : {}),
      ...(spent !== 0 ? { resources: crew.resources - spent } : {}),
    };
    this.step.push({ type: 'crew/adjusted', changes });
    return null;
  }

  /** The mapping records the fight leaves (BRG-D-7, D-10, D-25), and `bridge/written-back`. */
  finish(firearms: Of<'firearm'>[], npcs: Of<'npc'>[]): Rejection | null {
    const records: Record<CharacterId, BridgeRecord> = {};
    const exists = (id: CharacterId) => this.character(id) !== null;
    for (const model of Object.values(this.fight.link.models)) {
      if (model.who === 'character' && model.conversion && exists(model.character))
        records[model.character] = this.state.bridge.records[model.character] ?? model.conversion.record;
    }
    for (const npc of npcs) if (npc.record) records[npc.character.id] = npc.record;
    for (const line of firearms) {
      const record = records[line.character] ?? this.state.bridge.records[line.character];
      if (!record) continue;
      const kept = record.firearms.filter((f: FirearmRecord) => f.weapon !== line.firearm.weapon);
      records[line.character] = { ...record, firearms: [...kept, line.firearm] };
    }
    this.step.push({ type: 'bridge/written-back', fight: this.command.fight, at: this.command.at, records });
    return null;
  }

  /** A refusal of a composed step, naming the line it came from. */
  named(problem: Rejection, change: WriteBackChange): Rejection {
    return reject(problem.code, `${problem.message} (writing back the line "${change.line}")`, {
      ...problem.data,
      line: change.line,
    });
  }
}
