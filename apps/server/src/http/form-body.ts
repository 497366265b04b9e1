import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** A form's fields: a field sent once is a string, a field sent more than once a list. */
export type FormFields = Record<string, string | string[]>;

/** How many fields a form body holds at most: one more than its separators, counted without parsing. */
function fieldsAtMost(body: string): number {
  let count = 1;
  for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1)) count++;
  return count;
}

/**
 * Reads an `application/x-www-form-urlencoded` body in one pass, its cost in step with its length:
 * a form with more than `maxFields` fields is refused before anything is decoded, and a repeated
 * field grows its list in place (copying the list for each repetition made 80,000 repeated fields
 * hold the event loop for 100 s). Null-prototype, so a field named `__proto__` is only a field.
 */
export function readFormFields(body: string, maxFields: number): FormFields {
  if (fieldsAtMost(body) > maxFields) throw new AppError('tooManyFields', { max: maxFields });
  return collectFields(new URLSearchParams(body), maxFields);
}

/** Fields as pairs (a multipart body's, or a parsed form's), gathered with the same rule and cap. */
export function collectFields(entries: Iterable<[string, string]>, maxFields: number): FormFields {
  const fields: FormFields = Object.create(null);
  let count = 0;
  for (const [key, value] of entries) {
    if (++count > maxFields) throw new AppError('tooManyFields', { max: maxFields });
    const known = fields[key];
    if (known === undefined) fields[key] = value;
    else if (Array.isArray(known)) known.push(value);
    else fields[key] = [known, value];
  }
  return fields;
}

/** Makes `scope` (and the routes registered in it) read form bodies as fields. */
export function registerFormBodyParser(scope: FastifyInstance, maxFields: number): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, readFormFields(body as string, maxFields));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
