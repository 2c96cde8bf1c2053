import { liveQuery } from 'dexie';

/** The current answer of a live query, re-run whenever the tables it read change (in any window). */
export class Live<T> {
  current = $state.raw<T | undefined>(undefined);
  loading = $state(true);
  error = $state.raw<unknown>(undefined);
}

/**
 * Subscribes to a Dexie live query for the life of the calling component (call during component init:
 * it creates an `$effect`). `deps` re-subscribes when the inputs it reads change.
 */
export function live<T>(query: () => Promise<T> | T, deps: () => unknown = () => undefined): Live<T> {
  const result = new Live<T>();
  $effect(() => {
    deps();
    result.loading = true;
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        result.current = value;
        result.loading = false;
        result.error = undefined;
      },
      error: (error: unknown) => {
        result.error = error;
        result.loading = false;
      },
    });
    return () => subscription.unsubscribe();
  });
  return result;
}
