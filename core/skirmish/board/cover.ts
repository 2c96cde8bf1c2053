/**
 * Cover against one shooter (HST-COVER-2, -3; HST-D-17): a target is in cover only when its base touches a piece
 * of cover, and that cover counts only if the shooter stands strictly beyond the line of cover (the touched face,
 * extended without end): on the line or on the target's side it is a flank shot. Drawn outlines stand for round
 * cover (the face touched is the tangent), so no round shape is needed.
 */
import type { ModelId } from '../types.ts';
import { side } from './geometry.ts';
import { boardOf, contactsOf, modelOn } from './pieces.ts';
import type { Contact } from './pieces.ts';
import type { BoardLayout, Point, TerrainHeight } from './types.ts';

export type CoverResult =
  | {
      readonly kind: 'cover';
      readonly height: TerrainHeight;
      /** The piece whose line of cover the shooter's line crosses. */
      readonly piece: string;
      readonly name: string;
      /** Its line of cover: the face the target touches. */
      readonly face: { readonly from: Point; readonly to: Point };
      readonly reason: string;
    }
  | {
      readonly kind: 'flanked';
      /** The highest cover the target touches. */
      readonly height: TerrainHeight;
      readonly pieces: readonly string[];
      readonly reason: string;
    }
  | { readonly kind: 'open'; readonly reason: string };

/** The line from the shooter crosses this contact's line of cover: the shooter is strictly on the other side. */
const crossed = (c: Contact, shooter: Point): boolean =>
  c.side !== 0 && side(c.face.from, c.face.to, shooter) === -c.side;

/**
 * HST-COVER-2, -3, HST-D-17: the cover the target has against this shooter, which piece and why. Only cover
 * (never an obstruction) on the target's level counts; high cover is preferred when the target touches both and
 * both lines are crossed; a target touching two faces (an inside corner) is in cover if either line is crossed.
 * @throws RangeError naming a model the board does not hold.
 */
export function coverAgainst(layout: BoardLayout, target: ModelId, shooter: ModelId): CoverResult {
  const board = boardOf(layout);
  const t = modelOn(board, target);
  const s = modelOn(board, shooter);
  const touched = contactsOf(board, t).filter((c) => c.piece.role === 'cover');
  if (touched.length === 0)
    return { kind: 'open', reason: 'Its base touches no cover: in the open (HST-COVER-2)' };
  const hits = touched.filter((c) => crossed(c, s.at));
  const best = hits.find((c) => c.piece.height === 'high') ?? hits[0];
  if (best) {
    return {
      kind: 'cover',
      height: best.piece.height,
      piece: best.piece.id,
      name: best.piece.name,
      face: { from: best.face.from, to: best.face.to },
      reason: `In ${best.piece.height} cover behind ${best.piece.name}: the line from the shooter crosses its line of cover (HST-COVER-3)`,
    };
  }
  const height: TerrainHeight = touched.some((c) => c.piece.height === 'high') ? 'high' : 'low';
  const names = [...new Set(touched.map((c) => c.piece.name))];
  return {
    kind: 'flanked',
    height,
    pieces: [...new Set(touched.map((c) => c.piece.id))],
    reason: `Flanked: the line from the shooter does not cross the line of cover of ${names.join(' or ')} (HST-COVER-3)`,
  };
}
