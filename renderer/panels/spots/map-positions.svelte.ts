import { untrack } from 'svelte';
import { SvelteMap } from 'svelte/reactivity';
import { nudge } from './map-layout.ts';

/** A point on the map, in the map's own units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * Where the map draws each place (a zone, or the edge) while the GM moves it: the place's stored point, unless a
 * move is under way or not yet stored. A drag or an arrow key sets the place's own entry of a `SvelteMap`, so a
 * pointer move re-draws that place and the barriers touching it, not the whole map. An entry stays until the
 * stored point catches up with it (`settle`) or the move is refused (`release`), so a dropped zone never jumps
 * back while its move is being stored.
 */
export class MapPositions {
  readonly #moved = new SvelteMap<string, Point>();
  /** The place being dragged, and where on it the pointer took hold. */
  #grip: { readonly id: string; readonly dx: number; readonly dy: number } | null = null;
  /** The place being dragged, for its cursor. */
  dragging = $state<string | null>(null);
  /** Arrow-key moves not yet stored: the place, and the timer that stores them once the keys rest. */
  #keyed: { readonly id: string; readonly timer: ReturnType<typeof setTimeout> } | null = null;

  /** Where to draw a place whose stored point is `stored`. */
  at(id: string, stored: Point): Point {
    return this.#moved.get(id) ?? stored;
  }

  /** Whether a move of this place is shown but not yet stored. */
  unsaved(id: string): boolean {
    return this.#moved.has(id) && this.dragging !== id;
  }

  /** The pointer takes hold of a place at `pointer`. */
  grab(id: string, stored: Point, pointer: Point): void {
    const from = this.at(id, stored);
    this.#grip = { id, dx: pointer.x - from.x, dy: pointer.y - from.y };
    this.dragging = id;
  }

  /** The pointer moved: the held place follows it, in whole units. */
  drag(pointer: Point): void {
    const grip = this.#grip;
    if (!grip) return;
    const next = { x: Math.round(pointer.x - grip.dx), y: Math.round(pointer.y - grip.dy) };
    const now = this.#moved.get(grip.id);
    if (now?.x !== next.x || now.y !== next.y) this.#moved.set(grip.id, next);
  }

  /** The pointer let go: the move to store, or null when the place did not move. */
  drop(stored: (id: string) => Point | undefined): { id: string; x: number; y: number } | null {
    const grip = this.#grip;
    this.#grip = null;
    this.dragging = null;
    if (!grip) return null;
    const to = this.#moved.get(grip.id);
    const from = stored(grip.id);
    if (!to || !from || (to.x === from.x && to.y === from.y)) {
      this.#moved.delete(grip.id);
      return null;
    }
    return { id: grip.id, ...to };
  }

  /** An arrow key on a focused place: its next point (from a move not yet stored, if any), or null. */
  nudge(id: string, stored: Point, key: string, big: boolean): Point | null {
    const next = nudge(this.at(id, stored), key, big);
    if (next) this.#moved.set(id, next);
    return next;
  }

  /**
   * An arrow key on a focused place, as part of one move: the place is drawn at its next point at once, and the
   * whole run of key presses is stored as one move (one undo step) once the keys rest for `rest` ms, on Enter,
   * when focus leaves (`finishKeys`), or when another place is moved by keys. Returns whether the key moved it.
   */
  keyMove(
    id: string,
    stored: Point,
    key: string,
    big: boolean,
    store: (move: { id: string; x: number; y: number }) => void,
    rest = 700,
  ): boolean {
    if (key === 'Enter') {
      if (this.#keyed?.id !== id) return false;
      this.finishKeys(store);
      return true;
    }
    if (this.#keyed && this.#keyed.id !== id) this.finishKeys(store);
    if (!this.nudge(id, stored, key, big)) return false;
    if (this.#keyed) clearTimeout(this.#keyed.timer);
    this.#keyed = { id, timer: setTimeout(() => this.finishKeys(store), rest) };
    return true;
  }

  /** Stores the arrow-key move under way, if any, as one move. */
  finishKeys(store: (move: { id: string; x: number; y: number }) => void): void {
    const keyed = this.#keyed;
    if (!keyed) return;
    clearTimeout(keyed.timer);
    this.#keyed = null;
    const to = this.#moved.get(keyed.id);
    if (to) store({ id: keyed.id, ...to });
  }

  /**
   * Forgets the moves the stored points have caught up with, or whose place is gone. Untracked: an effect that
   * calls it on each new Spot does not also re-run on every pointer move.
   */
  settle(stored: (id: string) => Point | undefined): void {
    untrack(() => {
      for (const [id, point] of [...this.#moved]) {
        if (id === this.#grip?.id || id === this.#keyed?.id) continue;
        const now = stored(id);
        if (!now || (now.x === point.x && now.y === point.y)) this.#moved.delete(id);
      }
    });
  }

  /** A move was refused: the place goes back to its stored point. */
  release(id: string): void {
    if (this.#grip?.id !== id) this.#moved.delete(id);
  }
}
