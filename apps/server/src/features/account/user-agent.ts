/**
 * The browser and operating system a user agent names, enough for a person to recognise their
 * own devices in the session list. Order matters: Edge and Opera also say "Chrome", Chrome also
 * says "Safari", Android also says "Linux", iOS also says "Mac OS X".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  // The first 'Version/1.2' is taken once (a look-ahead keeps what it matched), then 'Safari/' looked for
  // after it: a header naming 'Version/' many times is read once, not once per name.
  [/^(?=([\s\S]*?\bVersion\/[\d.]+))\1[\s\S]*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A program that is not a browser names itself first: "curl/8.5.0", "python-requests/2.31". */
const PROGRAM = /^([A-Za-z][\w.-]{0,30})\/[\w.]+/;

export interface DeviceName {
  browser: string | null;
  os: string | null;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  if (browser) return { browser, os };
  const program = PROGRAM.exec(userAgent)?.[1];
  return { browser: program && program !== 'Mozilla' ? program : null, os };
}
