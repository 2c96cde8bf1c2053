/**
 * Long loops (reading a file, writing its rows, compressing a log) give the event loop a turn every few
 * milliseconds of work, so a page that runs one still answers clicks and draws its progress. In a worker the
 * turn costs next to nothing.
 */

/** Work done between turns, in milliseconds: well under a frame. */
export const turnBudgetMs = 8;

/**
 * A function to await in each round of a long loop: it gives the event loop a turn once `budgetMs` of work
 * went by since the last one, and returns at once otherwise.
 */
export function pacer(budgetMs = turnBudgetMs): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTask();
    since = performance.now();
  };
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/** A new task: `scheduler.yield()` where there is one (Chromium, page and worker), a timer elsewhere. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
