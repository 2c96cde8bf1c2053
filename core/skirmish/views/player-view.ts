import type { PlayerLens } from '../../engine/index.ts';
import type { ModelState, SkirmishState } from '../types.ts';

/**
 * The HEIST skirmish table as it stands in the open (issue 21): the models on the table (never those still coming,
 * in reserve or at an entry point: HST-REINF-1, HST-REINF-2), what anyone at the table sees of them (stance,
 * stunned, wounded, aiming, defending, in cover, down), where they stand when the fight has a board, and the crew's
 * own ammunition — never an enemy's (HST-SHOOT-5), nor a model's skill or gear.
 */
export interface PlayerSkirmishBody {
  readonly engine: 'skirmish';
  /** "Game round 3: the crew's turn". */
  readonly turn: string;
  readonly models: readonly PlayerModel[];
}

export interface PlayerModel {
  readonly key: string;
  readonly name: string;
  readonly crew: boolean;
  /** What anyone at the table can see, a word each: "Wounded", "Stunned", "Aiming", "In cover"… */
  readonly state: readonly string[];
  /** The crew's own model: its weapon in hand and the ammunition left ("Pistol: 4 ammo"); '' for anyone else. */
  readonly ammo: string;
  /** Where it stands on the board (inches); null when the fight is played without one. */
  readonly at: { readonly x: number; readonly y: number } | null;
}

export function skirmishPlayerView(state: SkirmishState, lens: PlayerLens): PlayerSkirmishBody {
  const board = new Map((state.board?.models ?? []).map((model) => [model.id, model.at]));
  let opponents = 0;
  const models = Object.values(state.models).flatMap((model): PlayerModel[] => {
    if (!inTheOpen(model)) return [];
    const look = lens.look(model.id);
    const crew = look.crew || lens.crewSide(model.side);
    if (!crew && lens.opponents === 'hidden-until-act' && !lens.acted(model.id) && !model.activated)
      return [];
    // "Opponent n" numbers only the opponents the screen shows: a gap would tell of one left out (PLY-D-2).
    const number = crew ? 0 : ++opponents;
    const name = crew
      ? (look.name ?? model.name)
      : lens.opponents !== 'opponent' && look.name !== null
        ? look.name
        : `Opponent ${number}`;
    const at = board.get(model.id);
    return [
      {
        key: look.key,
        name,
        crew,
        state: visible(model),
        ammo: crew ? ammoWords(model) : '',
        at: at ? { x: at.x, y: at.y } : null,
      },
    ];
  });
  return { engine: 'skirmish', turn: turnWords(state, lens), models };
}

/** On the table, or lying there: a casualty or a body (HST-ARMOR-1). */
function inTheOpen(model: ModelState): boolean {
  return (
    model.presence.kind === 'table' || model.presence.kind === 'casualty' || model.presence.kind === 'dead'
  );
}

function visible(model: ModelState): string[] {
  if (model.presence.kind === 'dead') return ['Dead'];
  if (model.presence.kind === 'casualty') return ['Down'];
  const words: (string | false)[] = [
    model.stance === 'aggressive' ? 'Aggressive' : 'Defensive',
    model.wounded && 'Wounded',
    model.stunned && 'Stunned',
    model.unconscious === true && 'Unconscious',
    model.aiming && 'Aiming',
    model.defending && 'Defending',
    model.cover !== 'none' && 'In cover',
    model.inTeargas && 'In teargas',
    model.heldBy !== undefined && model.heldBy !== null && 'Held',
    model.seat !== null && (model.seat.role === 'driver' ? 'Driving' : 'In a vehicle'),
  ];
  return words.filter((word): word is string => word !== false);
}

function ammoWords(model: ModelState): string {
  const slot = model.inHand;
  const weapon = slot === null ? null : model.weapons[slot];
  if (!weapon) return '';
  return `${weapon.weapon}: ${weapon.counters} ammo, ${weapon.reloads} reload${weapon.reloads === 1 ? '' : 's'}`;
}

function turnWords(state: SkirmishState, lens: PlayerLens): string {
  if (state.phase.kind === 'over') return `Game round ${state.round}: the fight is over`;
  const side = state.turnOrder[state.active];
  if (side === undefined) return `Game round ${state.round}`;
  return `Game round ${state.round}: ${lens.crewSide(side) ? 'the crew’s turn' : 'the opponents’ turn'}`;
}
