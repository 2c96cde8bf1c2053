import { cryptoDice, isRejection, jobgen } from '../../../core/index.ts';
import type { Rejection } from '../../../core/index.ts';

type JobDraw = jobgen.JobDraw;
type JobMapping = jobgen.JobMapping;

/**
 * The generator dialog's own state: the draw on the table, the cards pinned, the mapping and the decks as the GM
 * has them, and the last problem. Every step asks core (jobgen) and keeps its answer or shows its refusal; a
 * refused step changes nothing.
 */
export class JobGenerator {
  draw = $state.raw<JobDraw>(jobgen.drawJob('00000000', jobgen.heistCardGame) as JobDraw);
  seedText = $state('');
  pinned = $state.raw<readonly string[]>([]);
  mapping = $state.raw<JobMapping>(jobgen.defaultMapping);
  removed = $state.raw<readonly string[]>([]);
  problem = $state<string | null>(null);

  constructor(start?: { draw: JobDraw; mapping: JobMapping; removed: readonly string[] } | undefined) {
    if (start) {
      this.draw = start.draw;
      this.mapping = start.mapping;
      this.removed = start.removed;
    } else {
      this.draw = this.#fresh();
    }
    this.seedText = this.draw.seed;
  }

  get decks() {
    return jobgen.withoutCards(jobgen.heistCardGame, this.removed);
  }

  /** Draws the whole job from the seed typed. */
  drawFromSeed(): void {
    this.#take(jobgen.drawJob(this.seedText, this.decks), true);
  }

  /** Draws a whole job from a fresh seed. */
  drawNew(): void {
    this.seedText = jobgen.randomSeed(cryptoDice());
    this.drawFromSeed();
  }

  redrawRest(): void {
    this.#take(jobgen.redrawRest(this.draw, this.pinned, this.decks), false);
  }

  redrawCard(slot: string): void {
    this.#take(jobgen.redrawCard(this.draw, slot, this.decks), false);
  }

  addComplication(name?: string): void {
    this.#take(jobgen.addComplication(this.draw, this.decks, name), false);
  }

  addSecondary(name?: string): void {
    this.#take(jobgen.addSecondary(this.draw, this.decks, name), false);
  }

  removeExtra(slot: string): void {
    this.#take(jobgen.removeExtra(this.draw, slot), true);
  }

  togglePin(slot: string): void {
    this.pinned = this.pinned.includes(slot) ? this.pinned.filter((s) => s !== slot) : [...this.pinned, slot];
  }

  /** Takes a card out of its deck, or puts it back. */
  toggleCard(key: string): void {
    this.removed = this.removed.includes(key)
      ? this.removed.filter((k) => k !== key)
      : [...this.removed, key];
  }

  #fresh(): JobDraw {
    const draw = jobgen.drawJob(jobgen.randomSeed(cryptoDice()), this.decks);
    return isRejection(draw) ? this.draw : draw;
  }

  #take(result: JobDraw | Rejection, unpin: boolean): void {
    if (isRejection(result)) {
      this.problem = result.message;
      return;
    }
    this.problem = null;
    this.draw = result;
    this.seedText = result.seed;
    if (unpin) this.pinned = [];
  }
}
