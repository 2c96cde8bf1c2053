/**
 * A stand-in for the hub's `openFeed` (renderer/player/feed.ts, part B of issue 21) with the same signature, until
 * that is merged: only the `#local` transport, a `BroadcastChannel('heistbox-players')` carrying the wire messages
 * `{ kind: 'snapshot', rev, view }` and `{ kind: 'bye', reason }`. It goes once feed.ts is here.
 */

export type FeedStatus =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'live' }
  | { readonly kind: 'reconnecting' }
  | { readonly kind: 'ended'; readonly reason: string };

export function openFeed(onChange: (view: unknown, status: FeedStatus) => void): () => void {
  let view: unknown = null;
  onChange(view, { kind: 'connecting' });
  const channel = new BroadcastChannel('heistbox-players');
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (typeof message !== 'object' || message === null || !('kind' in message)) return;
    if (message.kind === 'snapshot' && 'view' in message) {
      view = message.view;
      onChange(view, { kind: 'live' });
    } else if (message.kind === 'bye') {
      const reason = 'reason' in message && typeof message.reason === 'string' ? message.reason : 'closed';
      onChange(view, { kind: 'ended', reason });
    }
  };
  channel.postMessage({ kind: 'hello', rev: null });
  return () => channel.close();
}
