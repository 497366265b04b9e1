/**
 * The anonymous id of tracking events (docs/product.md §3.7): a hash of what the browser tells about
 * the device, computed here and never sent in the clear. FNV-1a 64-bit, twice with different
 * seeds for 128 bits: no secure context needed (crypto.subtle is missing on plain http).
 */
function fnv1a64(text: string, seed: bigint): bigint {
  let hash = 0xcbf29ce484222325n ^ seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash;
}

export function hashText(text: string): string {
  return [0n, 0x9e3779b97f4a7c15n].map((seed) => fnv1a64(text, seed).toString(16).padStart(16, '0')).join('');
}

/** The device's traits: the same browser on the same machine gives the same id. */
export function deviceTraits(nav: Navigator = navigator, screenInfo: Screen = screen): string {
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.platform,
    nav.hardwareConcurrency,
    (nav as { deviceMemory?: number }).deviceMemory ?? '',
    nav.maxTouchPoints,
    `${screenInfo.width}x${screenInfo.height}x${screenInfo.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
}

export function deviceFingerprint(): string {
  return hashText(deviceTraits());
}
