import type { Names } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import { formatPool } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Loyalty } from '../characters/index.ts';
import {
  alterationWords,
  answerWords,
  boardAgenda,
  boardEmotion,
  emotionLegend,
  knownWords,
} from './board-words.ts';
import type { BoardAgenda, BoardEmotion, LegendEntry } from './board-words.ts';
import { emotionOf, participantOf } from './knowledge.ts';
import { formatLoyalty, refOf, sameLoyalty } from './loyalties.ts';
import { gmTargetView, sideTargetView, socialParticipants } from './targets.ts';
import type { GmTargetView, SideTargetView } from './targets.ts';
import type { LoyaltyRef, SocialParticipant, SocialState } from './types.ts';

/**
 * The Social Call board (COT-SOC-6..13): who is in the call as whom, and each target twice, side by side: as the
 * GM sees it (everything true) and as the crew knows it (what its Read Rooms found, its own agenda). The panel
 * draws this; every word and every flag is decided here.
 */

/** A side of the scene, as the scene's sides name it. */
export interface BoardSide {
  readonly id: string;
  readonly label: string;
  readonly crew: boolean;
}

/** A Loyalty on the board, with what the table knows of it. */
export interface BoardLoyalty {
  readonly ref: LoyaltyRef;
  readonly words: string;
  readonly prime: boolean;
  /** Whether the side that pushes on the target has discovered it (COT-SOC-8); always true in its own column. */
  readonly discovered: boolean;
  /** "Prime · undiscovered · in the way of the Crew's agenda · the agenda would alter it". */
  readonly note: string;
}

/** One column of a target's card: the GM's, or the knowing side's. */
export interface BoardColumn {
  readonly heading: string;
  /** The face it shows, and under the GM's column, who it truly is (COT-CHAR-8). */
  readonly identity: string;
  /** Whether it is known to be the target (COT-SOC-7, COT-SOC-9), in words, and as a flag. */
  readonly target: string;
  readonly identified: boolean;
  readonly loyalties: readonly BoardLoyalty[];
  /** Under the side's column: what its Read Rooms were told (COT-SOC-8), "none" answers included. */
  readonly learned: readonly string[];
  readonly emotion: BoardEmotion | null;
  readonly agendas: readonly BoardAgenda[];
  /** What the target knows of people (COT-D-13): of everyone in the GM's column, of the side in its own. */
  readonly knows: readonly string[];
}

/** One target of the call: the two columns, the legend of the ten states, the Loyalties altered this call. */
export interface TargetCard {
  readonly id: CharacterId;
  readonly name: string;
  readonly sideLabel: string;
  readonly present: boolean;
  readonly knower: BoardSide;
  readonly gm: BoardColumn;
  readonly known: BoardColumn;
  readonly legend: readonly LegendEntry[];
  readonly altered: readonly string[];
}

/** Someone in the call as the board lists them: the face they show, their initiative pool (COT-INIT-2). */
export interface BoardParticipant {
  readonly id: CharacterId;
  readonly name: string;
  readonly sideLabel: string;
  readonly presentedIdentity: string;
  /** Their true identity, when they present another (a disguise, COT-CHAR-8); the GM's knowledge. */
  readonly disguiseOf: string | null;
  readonly present: boolean;
  /** "It + Size Up 4k3". */
  readonly initiative: string;
}

export interface SocialBoardView {
  /** How the call ended, or null while it runs. */
  readonly ended: string | null;
  readonly participants: readonly BoardParticipant[];
  readonly targets: readonly TargetCard[];
}

const sideOf = (sides: readonly BoardSide[], id: string): BoardSide =>
  sides.find((s) => s.id === id) ?? { id, label: id, crew: false };

/**
 * Who a card's second column speaks for: the crew, for anyone not on a crew side; for a crew member, the side
 * pushing an agenda on them or whose member built their state (COT-SOC-14); no card for a crew member nobody
 * works on.
 */
function knowerOf(state: SocialState, p: SocialParticipant, sides: readonly BoardSide[]): BoardSide | null {
  const mine = sideOf(sides, p.side);
  if (!mine.crew) {
    const crew = sides.find((s) => s.crew && s.id !== p.side);
    const other = state.participants.find((q) => q.side !== p.side);
    return crew ?? (other ? sideOf(sides, other.side) : null);
  }
  const agenda = state.agendas.find((a) => a.target === p.id);
  const setter = emotionOf(state, p.id)?.setter.character;
  const side = agenda?.side ?? (setter ? participantOf(state, setter)?.side : undefined);
  return side && side !== p.side ? sideOf(sides, side) : null;
}

function loyaltyNote(parts: readonly (string | false)[]): string {
  return parts.filter((part): part is string => part !== false).join(' · ');
}

function gmLoyalties(
  names: Names,
  gm: GmTargetView,
  known: SideTargetView,
  knower: BoardSide,
): BoardLoyalty[] {
  const live = gm.agendas.filter((a) => !a.achieved);
  return gm.loyalties.map((l: Loyalty) => {
    const discovered = known.loyalties.some((k) => sameLoyalty(k, l));
    const against = live.filter((a) => a.impeding.some((ref) => sameLoyalty(ref, l)));
    const altering = live.some((a) => a.altering !== null && sameLoyalty(a.altering, l));
    const note = loyaltyNote([
      l.prime && 'Prime',
      discovered ? `discovered by the ${knower.label}` : 'undiscovered',
      ...against.map((a) => `in the way of the ${names(a.side)}'s agenda`),
      altering && 'the agenda would alter it',
    ]);
    return { ref: refOf(l), words: formatLoyalty(l), prime: l.prime, discovered, note };
  });
}

function identityWords(gm: GmTargetView): string {
  const shows = `Presents as "${gm.presentedIdentity}"`;
  const truth = gm.trueIdentity.trim();
  return truth === '' || truth === gm.presentedIdentity ? shows : `${shows}; truly "${truth}"`;
}

function gmColumn(names: Names, gm: GmTargetView, known: SideTargetView, knower: BoardSide): BoardColumn {
  const finders = gm.knownBy.map((k) => k.name);
  return {
    heading: 'As the GM sees it',
    identity: identityWords(gm),
    target:
      finders.length === 0
        ? `Nobody knows ${gm.name} is the target yet`
        : `${finders.join(', ')} ${finders.length === 1 ? 'knows' : 'know'} ${gm.name} is the target`,
    identified: finders.length > 0,
    loyalties: gmLoyalties(names, gm, known, knower),
    learned: [],
    emotion: boardEmotion(gm.emotion),
    agendas: gm.agendas.map((a) => boardAgenda(names, a, true)),
    knows: gm.knows.map(knownWords),
  };
}

function knownColumn(
  names: Names,
  state: SocialState,
  known: SideTargetView,
  knower: BoardSide,
): BoardColumn {
  const agenda = state.agendas.find((a) => a.side === knower.id && a.target === known.id);
  return {
    heading: `As the ${knower.label} knows it`,
    identity: `Presents as "${known.presentedIdentity}"`,
    target: known.identified
      ? `Known: ${known.name} is the target`
      : `Unknown: the ${knower.label} has not found out ${known.name} is the target (Read Room)`,
    identified: known.identified,
    loyalties: known.loyalties.map((l) => ({
      ref: refOf(l),
      words: formatLoyalty(l),
      prime: l.prime,
      discovered: true,
      note: l.prime ? 'Prime' : '',
    })),
    learned: known.answers.map((a) => answerWords(names, known.name, a)),
    emotion: boardEmotion(known.emotion),
    agendas: agenda ? [boardAgenda(names, agenda, false)] : [],
    knows: known.knowsOfUs.map(knownWords),
  };
}

function targetCard(
  ctx: EngineContext,
  state: SocialState,
  p: SocialParticipant,
  sides: readonly BoardSide[],
): TargetCard | null {
  const knower = knowerOf(state, p, sides);
  const gm = gmTargetView(ctx, state, p.id);
  const known = knower ? sideTargetView(ctx, state, p.id, knower.id) : null;
  if (!knower || !gm || !known) return null;
  return {
    id: p.id,
    name: gm.name,
    sideLabel: sideOf(sides, p.side).label,
    present: p.present,
    knower,
    gm: gmColumn(ctx.names, gm, known, knower),
    known: knownColumn(ctx.names, state, known, knower),
    legend: emotionLegend(gm.emotion?.state ?? null),
    altered: gm.altered.map((a) => alterationWords(ctx.names, gm.name, a)),
  };
}

/** The board of a Social Call for a scene with these sides. */
export function socialBoardView(
  ctx: EngineContext,
  state: SocialState,
  sides: readonly BoardSide[],
): SocialBoardView {
  const participants = socialParticipants(ctx, state).map((p): BoardParticipant => {
    const sheet = Object.hasOwn(ctx.characters, p.id) ? ctx.characters[p.id] : undefined;
    const truth = sheet?.trueIdentity.trim() ?? '';
    return {
      id: p.id,
      name: p.name,
      sideLabel: sideOf(sides, p.side).label,
      presentedIdentity: p.presentedIdentity,
      disguiseOf: truth !== '' && truth !== p.presentedIdentity ? truth : null,
      present: p.present,
      initiative: p.initiativePool ? `It + Size Up ${formatPool(p.initiativePool)}` : 'no sheet',
    };
  });
  const targets = state.participants
    .map((p) => targetCard(ctx, state, p, sides))
    .filter((card): card is TargetCard => card !== null);
  return { ended: state.ended, participants, targets };
}
