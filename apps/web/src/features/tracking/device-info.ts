import type { DeviceInfo } from '@glossa/contracts/tracking';

/** Operating system, browser and engine, read from the user agent (enough for a report). */
export function readUserAgent(ua: string): Pick<DeviceInfo, 'os' | 'browser' | 'engine'> {
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'other';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'other';
  const engine =
    /Gecko\/\d/.test(ua) && /Firefox/.test(ua)
      ? 'Gecko'
      : /AppleWebKit/.test(ua)
        ? /Chrom/.test(ua)
          ? 'Blink'
          : 'WebKit'
        : 'other';
  return { os, browser, engine };
}

/** Local calendar day of a moment, for "is this the first day". */
const localDay = (epochMs: number) => new Date(epochMs).toDateString();

/** deviceInfo (docs/product.md §3.7), as JSON text. */
export function deviceInfo(firstVisitTime: number, now: number): string {
  const info: DeviceInfo = {
    screenWidth: screen.width,
    screenHeight: screen.height,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
    url: location.origin + location.pathname,
    host: location.host,
    title: document.title.slice(0, 200),
    isFirstDay: localDay(firstVisitTime) === localDay(now),
    firstVisitTime,
    referrer: document.referrer.slice(0, 300),
    platform: navigator.platform,
    ...readUserAgent(navigator.userAgent),
  };
  return JSON.stringify(info);
}
