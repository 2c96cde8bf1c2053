/** A loopback address: only this computer reaches it. */
function loopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host.startsWith('127.') || host === '[::1]';
  } catch {
    return false;
  }
}

/**
 * The join link a QR code carries: the first a device on the network can reach (not this computer's loopback),
 * else the first there is; null with none.
 */
export function scannable(urls: readonly string[]): string | null {
  return urls.find((url) => !loopback(url)) ?? urls[0] ?? null;
}
