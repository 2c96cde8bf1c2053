import type { BridgeRecord, Closing, FightLink, ModelLink, WriteBackProposal } from '../bridge/index.ts';
import type { BypassSkill } from '../cot/heist/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import type { Roll } from '../dice/roll.ts';
import type { CharacterId } from '../shared/ids.ts';

/**
 * What the campaign keeps of the fights that crossed the bridge (bridge.md §7): each bridged or imported HEIST
 * fight with its link (who each model is, how they stood at the start), the write-back proposed for it and
 * whether it was written back (BRG-D-52: never twice; the last few written back are remembered by name), and the mapping records of the characters that fought
 * (BRG-D-7, D-10, D-25: the original skill, ammunition, broken weapons, kept for the next fight). One home for
 * each fact: the fight's own play stays in its skirmish scene, the characters' condition on their sheets.
 */

/** One fight across the bridge. */
export interface BridgedFight {
  /** Who each model is in the campaign, the start snapshot, the table's exits (bridge.md §7). */
  readonly link: FightLink;
  /** The scene it was opened from or imported into (a Heist, Gang Warfare); null: none (a fight away). */
  readonly parent: SceneId | null;
  /** The HEIST skirmish scene it is played in; null for a standalone fight pasted in (BRG-D-31). */
  readonly scene: SceneId | null;
  /** The fight's name, for the GM's lists. */
  readonly name: string;
  /** The write-back proposed once the fight is over or stopped (BRG-D-45, D-46); null: not proposed yet. */
  readonly proposal: WriteBackProposal | null;
  /**
   * What the crew spent on the table and the campaign has not been charged yet (BRG-D-1, D-17, D-18): Foresight
   * by character (Training, Ambush, Cache) and the crew's Resources (Cache). Written with the write-back, so
   * cancelling spends nothing and undoing the write-back gives it back.
   */
  readonly held: HeldSpending;
  /** What happened at the table's doors (BRG-D-20, D-36): written back as the Spot's (BRG-D-46). */
  readonly table: TableRecord;
}

/** One bypass attempt made on the table (BRG-D-20, D-36, D-37). */
export interface TableBypass {
  readonly barrier: string;
  readonly security: string;
  readonly model: string;
  readonly bypassed: boolean;
  /** An Explosives attempt: loud whatever its result (BRG-D-20). */
  readonly explosives: boolean;
  readonly catastrophe: boolean;
}

/** The doors of a fight's table: the attempts made and the doors opened, by barrier (BRG-D-36). */
export interface TableRecord {
  readonly bypasses: readonly TableBypass[];
  readonly opened: readonly string[];
}

export const nothingOnTable: TableRecord = { bypasses: [], opened: [] };

/** Spending held on a fight until its write-back (BRG-D-1). */
export interface HeldSpending {
  readonly foresight: Readonly<Record<CharacterId, number>>;
  readonly resources: number;
}

export const nothingHeld: HeldSpending = { foresight: {}, resources: 0 };

/** A fight already written back, as the state remembers it: its name and when (BRG-D-52). */
export interface WrittenFight {
  readonly name: string;
  readonly at: number;
  /**
   * BRG-D-53: what its COT scene lists of it once written back — the scene it belongs to, its skirmish scene (null:
   * pasted in), its proposal's log line (game rounds, casualties, who left where) and closing events. Absent on
   * fights written back before Heistbox kept them.
   */
  readonly kept?: KeptFight;
}

/** BRG-D-53: a written-back fight as its COT scene lists it (the log itself stays in its skirmish scene's entries). */
export interface KeptFight {
  readonly parent: SceneId | null;
  readonly scene: SceneId | null;
  readonly gameRounds: number;
  readonly casualties: readonly string[];
  readonly departures: readonly string[];
  readonly closing: Closing;
}

/** How many written-back fights the state remembers by name, so the state never grows with the campaign's past. */
export const writtenFightsKept = 20;

/** The bridge's part of the campaign state. */
export interface BridgeFights {
  /**
   * The fights not written back yet, by id (a bridged fight's id is its skirmish scene's): opened, being
   * played, or proposed. A fight written back leaves them (its link and proposal stay in the log).
   */
  readonly fights: Readonly<Record<string, BridgedFight>>;
  /** The most recently written-back fights (`writtenFightsKept`), by id, oldest first (BRG-D-52). */
  readonly written: Readonly<Record<string, WrittenFight>>;
  /** The mapping records by character (bridge.md §7), as the last write-back left them. */
  readonly records: Readonly<Record<CharacterId, BridgeRecord>>;
}

export const emptyBridgeFights: BridgeFights = { fights: {}, written: {}, records: {} };

/** The bridge's events: a fight linked as it opens or is imported, proposed, and written back. */
export type BridgeEvent =
  /** A bridged fight opened (with its skirmish scene), or a standalone one imported (BRG-D-31, D-50). */
  | {
      readonly type: 'bridge/fight-linked';
      readonly fight: string;
      readonly link: FightLink;
      readonly parent: SceneId | null;
      readonly scene: SceneId | null;
      readonly name: string;
    }
  /**
   * The crew spent on the table (BRG-D-17 Training, D-18 Ambush and Cache): held on the fight until its write-back.
   * `character`: whose Foresight (null: only Resources); `why`: in the GM's words ("Training: +1 shift").
   */
  | {
      readonly type: 'bridge/spent';
      readonly fight: string;
      readonly character: CharacterId | null;
      readonly foresight: number;
      readonly resources: number;
      readonly why: string;
    }
  /**
   * BRG-D-20, D-36: a model's Use at a door of the table: one attempt at a Security (`attempt`, its roll kept: a COT
   * pool's dice or a skill check's d10), or, with `attempt` null, the opening of a door with nothing left to bypass.
   */
  | {
      readonly type: 'bridge/door-used';
      readonly fight: string;
      readonly model: string;
      readonly exit: string;
      readonly barrier: string;
      readonly attempt: DoorAttempt | null;
    }
  /** BRG-D-18: a crew member brought onto the table by Ambush, linked to the fight as it comes in (bridge.md §7). */
  | {
      readonly type: 'bridge/model-linked';
      readonly fight: string;
      readonly model: string;
      readonly link: ModelLink;
    }
  /** The write-back proposal of a fight that is over or stopped (BRG-D-45, D-46), its dice rolled once. */
  | {
      readonly type: 'bridge/proposed';
      readonly fight: string;
      readonly proposal: WriteBackProposal;
      /** BRG-D-26: the fight goes on as Gang Warfare once written back (its link says so from now on). */
      readonly continues?: 'gang-warfare';
    }
  /** The GM confirmed the write-back (BRG-D-51, D-52); the changes are the events beside it in the step. */
  | {
      readonly type: 'bridge/written-back';
      readonly fight: string;
      readonly at: number;
      /** The mapping records the write-back sets (BRG-D-7, D-10, D-25), by character. */
      readonly records: Readonly<Record<CharacterId, BridgeRecord>>;
    };

/** A bypass roll at a door (BRG-D-20): the COT roll of a character, or the skill check of a model without a sheet. */
export interface DoorAttempt {
  readonly security: string;
  readonly skill: BypassSkill | null;
  readonly roll: Roll | null;
  readonly check: { readonly face: number; readonly effective: number } | null;
  readonly bypassed: boolean;
  readonly catastrophe: boolean;
}

export function isBridgeEvent(event: { readonly type: string }): event is BridgeEvent {
  return event.type.startsWith('bridge/');
}

/**
 * Folds one bridge event into the bridge's state.
 * @throws Error when the event does not fit it (a fight linked twice, a proposal for an unknown fight, a second
 *   write-back): a corrupt log.
 */
export function applyBridge(bridge: BridgeFights, event: BridgeEvent): BridgeFights {
  switch (event.type) {
    case 'bridge/fight-linked': {
      if (Object.hasOwn(bridge.fights, event.fight) || Object.hasOwn(bridge.written, event.fight)) {
        throw new Error(`Fight ${event.fight} was linked twice`);
      }
      const fight: BridgedFight = {
        link: event.link,
        parent: event.parent,
        scene: event.scene,
        name: event.name,
        proposal: null,
        held: nothingHeld,
        table: nothingOnTable,
      };
      return { ...bridge, fights: withOwn(bridge.fights, event.fight, fight) };
    }
    case 'bridge/spent': {
      const fight = fightOf(bridge, event.fight);
      const { held } = fight;
      let foresight = held.foresight;
      if (event.character !== null) {
        const before = Object.hasOwn(foresight, event.character) ? (foresight[event.character] ?? 0) : 0;
        foresight = withOwn(foresight, event.character, before + event.foresight);
      }
      const spent = { foresight, resources: held.resources + event.resources };
      return { ...bridge, fights: withOwn(bridge.fights, event.fight, { ...fight, held: spent }) };
    }
    case 'bridge/door-used': {
      const fight = fightOf(bridge, event.fight);
      const { attempt } = event;
      const table: TableRecord = attempt
        ? {
            ...fight.table,
            bypasses: [
              ...fight.table.bypasses,
              {
                barrier: event.barrier,
                security: attempt.security,
                model: event.model,
                bypassed: attempt.bypassed,
                explosives: attempt.skill === 'explosives',
                catastrophe: attempt.catastrophe,
              },
            ],
          }
        : { ...fight.table, opened: [...fight.table.opened, event.barrier] };
      return { ...bridge, fights: withOwn(bridge.fights, event.fight, { ...fight, table }) };
    }
    case 'bridge/model-linked': {
      const fight = fightOf(bridge, event.fight);
      const link = { ...fight.link, models: withOwn(fight.link.models, event.model, event.link) };
      return { ...bridge, fights: withOwn(bridge.fights, event.fight, { ...fight, link }) };
    }
    case 'bridge/proposed': {
      const fight = fightOf(bridge, event.fight);
      const link = event.continues ? { ...fight.link, continues: event.continues } : fight.link;
      return {
        ...bridge,
        fights: withOwn(bridge.fights, event.fight, { ...fight, link, proposal: event.proposal }),
      };
    }
    case 'bridge/written-back': {
      const fight = fightOf(bridge, event.fight);
      if (!fight.proposal) throw new Error(`Fight ${event.fight} was written back with no proposal`);
      let records = bridge.records;
      for (const [id, record] of Object.entries(event.records)) records = withOwn(records, id, record);
      const kept = Object.entries(bridge.written).slice(-(writtenFightsKept - 1));
      const written = withOwn(Object.fromEntries(kept), event.fight, {
        name: fight.name,
        at: event.at,
        kept: keptFight(fight, fight.proposal),
      });
      return { fights: withoutKey(bridge.fights, event.fight), written, records };
    }
  }
}

/** BRG-D-53: what the fight's COT scene keeps listing once it is written back: its proposal's log line. */
function keptFight(fight: BridgedFight, proposal: WriteBackProposal): KeptFight {
  const line = proposal.lines.find((l) => l.change.kind === 'log')?.change;
  const log = line?.kind === 'log' ? line : null;
  return {
    parent: fight.parent,
    scene: fight.scene,
    gameRounds: log?.gameRounds ?? 0,
    casualties: log?.casualties ?? [],
    departures: log?.departures ?? [],
    closing: proposal.closing,
  };
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** @throws Error when no fight waiting for its write-back has that id (never linked, or written back). */
export function fightOf(bridge: BridgeFights, id: string): BridgedFight {
  if (!Object.hasOwn(bridge.fights, id)) throw new Error(`No bridged fight has the id ${JSON.stringify(id)}`);
  return bridge.fights[id] as BridgedFight;
}

/** Ids are data: a key such as `__proto__` is defined, never assigned. */
function withOwn<T>(record: Readonly<Record<string, T>>, key: string, value: T): Readonly<Record<string, T>> {
  const copy: Record<string, T> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
