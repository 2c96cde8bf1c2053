/**
 * The pages of a virtual list fetched so far: which rows are known, which pages are on their way. A new cache
 * is made whenever the data changes, so a late answer for old data lands in an old cache and is never shown.
 */
export class PageCache<T> {
  readonly #pages = new Map<number, readonly T[]>();
  readonly #pending = new Set<number>();

  constructor(readonly pageSize: number) {}

  /** The pages covering rows `from` to `to` (exclusive) that are neither here nor on their way. */
  missing(from: number, to: number): number[] {
    const pages: number[] = [];
    if (to <= from) return pages;
    for (let page = Math.floor(from / this.pageSize); page <= Math.floor((to - 1) / this.pageSize); page++) {
      if (!this.#pages.has(page) && !this.#pending.has(page)) pages.push(page);
    }
    return pages;
  }

  fetching(page: number): void {
    this.#pending.add(page);
  }

  store(page: number, rows: readonly T[]): void {
    this.#pending.delete(page);
    this.#pages.set(page, rows);
    // Keep memory flat however far the GM scrolls: only the pages near the newest ones stay.
    if (this.#pages.size > 40) {
      const far = [...this.#pages.keys()].sort((a, b) => Math.abs(b - page) - Math.abs(a - page))[0];
      if (far !== undefined) this.#pages.delete(far);
    }
  }

  /** Row `index`, when its page is here. */
  get(index: number): T | undefined {
    return this.#pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }
}
