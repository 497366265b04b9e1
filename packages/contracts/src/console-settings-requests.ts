import { z } from 'zod';
import { CURRENCIES } from './combo.ts';
import { because, orEmpty } from './request-rules.ts';

/** Request schemas of the console's engine and site settings (paths in CONSOLE_PATHS). */

const endpointUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), because('format'));
const modelName = z.string().trim().min(1).max(200);

/**
 * The llm endpoint. `apiKey`: a new key; left out keeps the saved one, '' removes it. `baseUrl`
 * null goes back to the environment's settings.
 */
export const engineSaveBody = orEmpty(
  z
    .object({
      baseUrl: endpointUrl.nullable(),
      model: modelName.nullable().default(null),
      strongModel: modelName.nullable().default(null),
      apiKey: z.string().trim().max(500).optional(),
    })
    .refine((value) => value.baseUrl === null || value.model !== null, { ...because('required'), path: ['model'] }),
);

/** Test an endpoint: the fields given, else the saved ones. */
export const engineTestBody = orEmpty(
  z.object({
    baseUrl: endpointUrl.optional(),
    model: modelName.optional(),
    apiKey: z.string().trim().max(500).optional(),
  }),
);

export type EngineSaveRequest = z.input<typeof engineSaveBody>;
export type EngineTestRequest = z.input<typeof engineTestBody>;

const count = (max: number) => z.number().int().min(0).max(max);
const orNone = (max: number) => count(max).nullable();

/** A plan's editable data; its id and kind stay as they are (orders and grants name them). */
export const planSaveBody = orEmpty(
  z.object({
    id: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9-]+$/),
    periodDays: orNone(3660),
    dailyChats: orNone(1_000_000),
    planChats: orNone(100_000_000),
    packChats: orNone(100_000_000),
    fileMaxBytes: z
      .number()
      .int()
      .min(1024)
      .max(10 * 1024 ** 3),
    storageDays: count(3660),
    languages: count(1000),
    formatTier: z.enum(['basic', 'member']),
    discountPercent: count(100),
    textMaxChars: orNone(10_000_000),
    domainFeature: z.boolean(),
    earlyAccess: z.boolean(),
    adFree: z.boolean(),
    support: z.string().trim().min(1).max(12),
    sortOrder: z.number().int().min(-1000).max(1000),
    active: z.boolean(),
    prices: z
      .array(
        z.object({
          currency: z.enum(CURRENCIES),
          amount: count(1_000_000_000),
          firstAmount: orNone(1_000_000_000),
        }),
      )
      .max(CURRENCIES.length)
      .refine((list) => new Set(list.map((p) => p.currency)).size === list.length, because('invalid')),
  }),
);

export type PlanSaveRequest = z.input<typeof planSaveBody>;

export const settingsSaveBody = orEmpty(
  z.object({
    /** Empty: back to SITE_NAME. */
    siteName: z.string().trim().max(60),
    disabledExportFormats: z
      .array(
        z
          .string()
          .max(10)
          .regex(/^[a-z0-9]+$/),
      )
      .max(100),
  }),
);

export type SettingsSaveRequest = z.input<typeof settingsSaveBody>;
