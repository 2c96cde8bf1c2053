import type { PlayerView } from '../../core/index.ts';

/** Every audience's projection, as core's `playerViews` gives them. */
export type AudienceViews = Readonly<Record<string, PlayerView>>;

/** Where the projections go: the players' link (`playersLink()`), or a test's fake. */
export interface PublishTarget {
  publish(views: AudienceViews): unknown;
}

/**
 * Hands the audiences' projections to the link, once per change the players can see: a command that touches
 * only what the GM knows yields the same projections, and nothing is sent again. `forget` makes the next offer
 * go out whatever was sent before (sharing switched on, a window opened: a fresh listener).
 */
export class Publisher {
  #last: string | null = null;
  readonly #link: PublishTarget;

  constructor(link: PublishTarget) {
    this.#link = link;
  }

  /** Publishes `views` unless they are what went out last; whether they went out. */
  offer(views: AudienceViews): boolean {
    const text = JSON.stringify(views);
    if (text === this.#last) return false;
    this.#last = text;
    void this.#send(views, text);
    return true;
  }

  forget(): void {
    this.#last = null;
  }

  async #send(views: AudienceViews, text: string): Promise<void> {
    try {
      await this.#link.publish(views);
    } catch {
      if (this.#last === text) this.#last = null; // not delivered: the next offer sends it again
    }
  }
}
