import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { because } from './request-rules.ts';
import { get, post, website } from './route-table.ts';

/**
 * Tracking (docs/product.md §3.7, §7.8, §9; docs/decisions/0023-tracking-consent-and-reports.md): the
 * event the web app sends to the tracking gateway, and the first-visit call.
 */
export const TRACKING_GATEWAY = '/gateway/track';
export const TRACKING_PATHS = {
  /** POST (ajax and beacon: a JSON body) or GET (image: the event as JSON in `data`). */
  savePageLog: '/bp/bp/buryPoint/savePageLog',
  /** GET on the website gateway. */
  firstVisit: '/user/firstVisit',
  /** POST on the tracking gateway: the browser accepted the banner and asks for a consent token. */
  consent: '/bp/bp/buryPoint/consent',
} as const;

/** Where each call goes; what it takes and answers is in TRACKING_ROUTES (tracking-routes.ts). */
export const TRACKING_CALLS = {
  /** An event by ajax or beacon. */
  saveEvent: post(`${TRACKING_GATEWAY}${TRACKING_PATHS.savePageLog}`),
  /** The same event as an image request: answers a transparent GIF. */
  saveEventImage: get(`${TRACKING_GATEWAY}${TRACKING_PATHS.savePageLog}`),
  consent: post(`${TRACKING_GATEWAY}${TRACKING_PATHS.consent}`),
  firstVisit: get(website(TRACKING_PATHS.firstVisit)),
};

export const TRACKING_LIMITS = {
  /** A whole event as sent; larger bodies are refused (413) before they are parsed. */
  bodyMaxBytes: 16 * 1024,
  expandDataMaxLength: LIMITS.trackingTextMaxLength,
  deviceInfoMaxLength: 2000,
  shortMaxLength: 128,
  profileMaxLength: 200,
  /** A stay longer than a day is a tab left open, not a reading: refused. */
  stayMaxMs: 24 * 60 * 60 * 1000,
  /** A stay is stored and counted as at most this long (a page left open is not read all the while). */
  stayCapMs: 30 * 60 * 1000,
  /** A consent token is good for this long; the browser asks for a new one before it runs out. */
  consentTokenMs: 60 * 60 * 1000,
  consentTokenMaxLength: 512,
} as const;

export type TrackingSendType = 'ajax' | 'image' | 'beacon';

/** The ids of the events the web app sends (buryPointId). */
export const BURY_POINTS = { pageStay: 'page_stay' } as const;

const short = z.string().max(TRACKING_LIMITS.shortMaxLength);
const profile = z.string().max(TRACKING_LIMITS.profileMaxLength).default('');
const epochMs = z.number().int().min(0).max(8_640_000_000_000);

/** The event (docs/product.md §3.7); the page-stay fields come with page-stay events only. */
export const trackingEvent = z
  .strictObject({
    requestId: short.min(1),
    anonymousId: short.min(1),
    systemCode: short.min(1),
    buryPointId: short.min(1),
    orgId: profile,
    orgName: profile,
    userId: profile,
    userName: profile,
    phone: profile,
    email: profile,
    expandData: z.string().max(TRACKING_LIMITS.expandDataMaxLength).default(''),
    /** JSON text: screen and viewport size, page height, url, host, title, first visit, referrer, OS, browser ... */
    deviceInfo: z.string().max(TRACKING_LIMITS.deviceInfoMaxLength).default('{}'),
    /** YYYY-MM-DD HH:mm:ss, the browser's local time. */
    buryPointTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    pageKey: z.string().max(300).optional(),
    startTime: epochMs.optional(),
    endTime: epochMs.optional(),
    stayTime: z.number().int().min(0).max(TRACKING_LIMITS.stayMaxMs).optional(),
    /** The token the server issued when this browser accepted the banner (`TRACKING_PATHS.consent`). */
    consentToken: z.string().max(TRACKING_LIMITS.consentTokenMaxLength).optional(),
  })
  .refine((event) => event.startTime === undefined || event.endTime === undefined || event.endTime >= event.startTime, {
    path: ['endTime'],
    ...because('tooSmall', { min: 'startTime' }),
  });
export type TrackingEvent = z.input<typeof trackingEvent>;

/** The image form: the same event as JSON text in the `data` query parameter. */
export const trackingImageQuery = z.strictObject({ data: z.string().min(1).max(TRACKING_LIMITS.bodyMaxBytes) });

/** Asking for a consent token: the browser's anonymous id, which the token is then good for. */
export const consentRequest = z.strictObject({ anonymousId: short.min(1) });
export type ConsentRequest = z.input<typeof consentRequest>;

/** The answer: events of this browser carry `consentToken` until `expiresAt` (epoch ms). */
export const consentToken = z.object({ consentToken: z.string(), expiresAt: z.number() });
export type ConsentToken = z.infer<typeof consentToken>;

/** The first-visit call: this browser's anonymous id, when it has one (the account's events count too). */
export const firstVisitQuery = z.strictObject({ anonymousId: short.min(1).optional() });

export const firstVisit = z.object({
  /** Epoch ms of the first event this browser (or account) sent; null when none is known. */
  firstVisitTime: z.number().nullable(),
});
export type FirstVisit = z.infer<typeof firstVisit>;

/** The fields of deviceInfo (docs/product.md §3.7). */
export interface DeviceInfo {
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  pageHeight: number;
  url: string;
  host: string;
  title: string;
  isFirstDay: boolean;
  firstVisitTime: number;
  referrer: string;
  os: string;
  browser: string;
  platform: string;
  engine: string;
}
