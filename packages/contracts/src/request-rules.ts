import { z } from 'zod';
import { ERRORS, type ErrorName } from './errors.ts';
import { INPUT_LIMITS } from './limits.ts';

/**
 * Building blocks of the request schemas (docs/decisions/0015-request-validation.md), shared by
 * the server (which validates every request with them) and the web forms. A rule with a named
 * error of its own (an invalid e-mail, an empty chat title) carries that error's name as its zod
 * message: the server then answers the error's own code and message (docs/product.md §8.5). Any
 * other failure is the generic 'validation' error, worded by one of the REASONS in the caller's
 * language.
 */

/** Why a value was refused, worded under `reason.*` of the `errors` namespace. */
export const REASONS = [
  'required',
  'empty',
  'typeString',
  'typeNumber',
  'typeInteger',
  'typeBoolean',
  'typeObject',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooLarge',
  'oneOf',
  'id',
  'format',
  'languageCode',
  'unknownField',
  'nulCharacter',
  'invalid',
] as const;
export type Reason = (typeof REASONS)[number];

export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && (REASONS as readonly string[]).includes(value);
}

export type SpecificError = Exclude<ErrorName, 'validation'>;

/** Zod params whose failure answers the named error `name` instead of the generic one (docs/product.md §8.5). */
export function specific(name: SpecificError): { error: SpecificError } {
  return { error: name };
}

/** The named error a zod issue's message names, if it names one (see `specific`). */
export function specificError(message: string): SpecificError | undefined {
  return message !== 'validation' && Object.hasOwn(ERRORS, message) ? (message as SpecificError) : undefined;
}

type Values = Record<string, string | number>;

/**
 * Params of a check answering the generic 'validation' error. Needed on a schema whose type check
 * names an error of its own: zod words every other check of that schema the same way unless told.
 */
export const generic = { error: 'validation' } as const;

/** Params of a refinement refused for a generic reason, with the values its wording names. */
export function because(reason: Reason, values: Values = {}): { error: 'validation'; params: Values } {
  return { ...generic, params: { reason, ...values } };
}

/** Characters as people count them (code points: an emoji is one), the way the services count. */
export function charCount(text: string): number {
  return [...text].length;
}

/** A length rule counted in characters; the named error `name` when the field has one. */
export function atMostChars(max: number, name?: SpecificError) {
  return [
    (text: string) => charCount(text) <= max,
    name ? { error: name, params: { max } } : because('tooLong', { max }),
  ] as const;
}

/**
 * A body that may be left out (Fastify hands a missing body to the validator as null): it reads
 * as an empty object. Clients still see the schema's own input type.
 */
export function orEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess<unknown, T, z.input<T>>((value) => value ?? {}, schema);
}

/**
 * A file's bytes, in an OpenAPI document: a file part of a multipart body, or a file answered.
 * Only described: a route reads its file parts itself and answers files as bytes.
 */
export const binaryFile = z.string().meta({ format: 'binary' });

/** A POST call that takes no fields: any JSON object, or no body. */
export const noBody = orEmpty(z.object({}));
/** A GET call that takes no parameters: an unknown one is a mistake worth saying. */
export const noQuery = z.strictObject({});

/** Row ids are UUIDs, version 7 (time-ordered). */
export const recordId = z.uuidv7();

// The range before .int(): the first refusal is the one answered, and for 1e300 it should name
// the real bound rather than the largest safe integer that .int() checks.
const pageNum = z.number().min(1).max(INPUT_LIMITS.pageNumMax).int().default(1);
const pageSize = z.number().min(1).max(INPUT_LIMITS.pageSizeMax).int().default(INPUT_LIMITS.pageSizeDefault);
/** pageNum from 1, pageSize 1-100 (20 when left out). */
export const paging = { pageNum, pageSize };

/** BCP-47-like tags as the catalogue knows them ('en', 'zh-Hans', 'pt_BR'); 'auto' where allowed. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * A language code's shape; whether the catalogue serves it is the service's question. `auto`
 * allows automatic detection; `error` is this field's named error, when it has one.
 */
export function languageCode({ auto = false, error }: { auto?: boolean; error?: SpecificError } = {}) {
  const known = (code: string) => (auto && code === 'auto') || LANGUAGE_TAG.test(code);
  return z
    .string(error ? specific(error) : undefined)
    .max(INPUT_LIMITS.languageCodeMaxLength, error ? specific(error) : undefined)
    .refine(known, error ? specific(error) : because('languageCode'));
}
