import type { PlayersLink, PlayersStatus } from './link.ts';

/**
 * The GM's side of the players' screen: the link's status as the link reports it (the hub's own: sharing, join
 * links, who is connected, blank — never a copy kept here), and the GM's actions on it. Each action answers
 * with a message for the GM when it failed, or null.
 */
export class PlayersScreen {
  status = $state.raw<PlayersStatus | null>(null);
  readonly link: PlayersLink;

  constructor(link: PlayersLink) {
    this.link = link;
  }

  /** Whether the players' screen is blanked now. */
  get blank(): boolean {
    return this.status?.blank ?? false;
  }

  /** Whether the LAN link is served now. */
  get sharing(): boolean {
    return this.status?.on ?? false;
  }

  /** Follows the link's status from now on; returns the unsubscription (an `$effect`'s cleanup). */
  follow(): () => void {
    const stop = this.link.onStatus((status) => {
      this.status = status;
    });
    void this.#refresh();
    return stop;
  }

  /** Switches sharing on the LAN on or off. */
  share(on: boolean): Promise<string | null> {
    return this.#run(on ? 'Sharing could not start' : 'Sharing could not stop', () =>
      on ? this.link.start() : this.link.stop(),
    );
  }

  /** Blanks the players' screen, or shows it again (the B key). */
  toggleBlank(): Promise<string | null> {
    const blank = !this.blank;
    return this.#run(
      blank ? 'The players’ screen could not be blanked' : 'The players’ screen could not be shown again',
      () => this.link.setBlank(blank),
    );
  }

  /** Drops one connected player (they may join again with the link while the token holds). */
  drop(clientId: string): Promise<string | null> {
    return this.#run('That player could not be dropped', () => this.link.drop(clientId));
  }

  /** A new token: every join link changes and everyone connected is dropped. */
  changeToken(): Promise<string | null> {
    return this.#run('The token could not be changed', () => this.link.rotateToken());
  }

  /** Opens the players' window (the second display when there is one). */
  openWindow(): Promise<string | null> {
    return this.#run('The players’ window could not be opened', () => this.link.openWindow());
  }

  async #run(failure: string, task: () => unknown): Promise<string | null> {
    try {
      await task();
    } catch (error) {
      return `${failure}: ${error instanceof Error ? error.message : String(error)}`;
    }
    await this.#refresh();
    return null;
  }

  async #refresh(): Promise<void> {
    try {
      this.status = await this.link.status();
    } catch {
      // The status follows by `onStatus` too: a failed read leaves the last one known.
    }
  }
}
