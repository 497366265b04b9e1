import { isIP } from 'node:net';

/**
 * Which connections may tell the server who the client is (X-Forwarded-For, X-Forwarded-Proto):
 * nobody (`false`), the proxies at the given addresses or networks, or the last `n` hops. Fastify
 * walks X-Forwarded-For from the right, skipping trusted addresses, so the client is the first
 * address a trusted proxy saw: a client cannot choose its address by sending the header itself
 * (docs/deploy.md, "Reverse proxy"). Trusting every sender (`true`) would take the header's
 * leftmost entry, which the client writes: it is refused with a message saying what to give.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;
const MAX_ENTRIES = 100;

export class TrustProxyError extends Error {}

/** One entry: an address, a network in CIDR form, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash < 0) return isIP(entry) !== 0;
  const address = entry.slice(0, slash);
  const bits = entry.slice(slash + 1);
  const family = isIP(address);
  if (family === 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value, read: false, a hop count, or the proxies' addresses and networks. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (['', 'false', '0', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) {
    throw new TrustProxyError(
      'would believe any client that sends X-Forwarded-For itself: give your proxies instead, e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8, or the number of proxies in front (TRUST_PROXY=1)',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new TrustProxyError(`must be between 1 and ${MAX_HOPS} proxies`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > MAX_ENTRIES) throw new TrustProxyError(`must name at most ${MAX_ENTRIES} addresses`);
  const wrong = entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined) {
    throw new TrustProxyError(
      `"${wrong.slice(0, 60)}" is not an address or network: give addresses or CIDR networks separated by commas (e.g. 127.0.0.1,10.0.0.0/8), loopback, or a number of proxies`,
    );
  }
  return entries;
}

/** The value Fastify takes: a hop count becomes "trust the first n hops" (its typings take no number). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
