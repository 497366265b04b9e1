import { type Issue, refusalOf, refusedPath } from '@glossa/contracts/refusals';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { AppError } from './app-error.ts';
import { nulCharacterAt } from './nul-characters.ts';

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * The error answering a refused request: the rule's named error when it has one, else
 * 'validation' naming the field as the caller wrote it (`agent.id`) and why, as a reason key
 * the error handler words in the caller's language. `data` is what the caller sent (when known,
 * a value left out is said to be required rather than of the wrong type). See docs/product.md §8.5.
 */
export function invalidInput(issue: Issue, data: unknown, part = 'body', dataKnown = true): AppError {
  const refusal = refusalOf(issue, dataKnown && valueAt(data, issue.path) === undefined);
  if ('error' in refusal) return new AppError(refusal.error, refusal.values);
  return new AppError('validation', { ...refusal.values, field: refusedPath(issue) || part, issue: refusal.reason });
}

/** The request part each validation context reads. */
const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/** Fastify's refusal of a request part (FST_ERR_VALIDATION with the zod issues), if `error` is one. */
export function schemaRefusal(error: unknown, request: FastifyRequest): AppError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const [first] = error.validation;
  if (!first) return undefined;
  const context = (error as { validationContext?: keyof typeof PARTS }).validationContext;
  const part = PARTS[context ?? 'body'] ?? 'body';
  const issue: Issue = {
    ...first.params,
    code: first.keyword,
    path: first.instancePath.split('/').filter(Boolean),
    message: first.message ?? '',
  };
  return invalidInput(issue, request[part], part);
}

/** A zod issue with its details readable by name. */
function issueOf(issue: z.core.$ZodIssue): Issue {
  return { ...(issue as object), code: issue.code, path: issue.path, message: issue.message };
}

/** Validates input read by hand (multipart fields) exactly as the routes' schemas are applied. */
export function parseInput<T extends ZodType>(schema: T, data: unknown, part = 'body'): z.output<T> {
  const nul = nulCharacterAt(data);
  if (nul !== undefined) throw new AppError('validation', { field: nul || part, issue: 'nulCharacter' });
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  throw first ? invalidInput(issueOf(first), data, part) : new AppError('badRequest');
}

/** A zod error thrown by a handler, answered like a refused request. */
export function zodRefusal(error: unknown): AppError | undefined {
  if (!(error instanceof z.ZodError)) return undefined;
  const [first] = error.issues;
  return first ? invalidInput(issueOf(first), undefined, 'body', false) : undefined;
}
