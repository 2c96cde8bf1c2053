/**
 * "One thing at a time" for a panel's buttons: `run` does nothing while an earlier run is still under way, and
 * `running` disables the buttons meanwhile. One of these replaces the busy flag and try/finally every panel
 * repeated.
 */
export class Busy {
  running = $state(false);

  async run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (this.running) return undefined;
    this.running = true;
    try {
      return await task();
    } finally {
      this.running = false;
    }
  }
}
