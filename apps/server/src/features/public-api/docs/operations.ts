import { FILE_FORMATS } from '@glossa/contracts/file-formats';
import { binaryFile } from '@glossa/contracts/request-rules';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeOf } from '../content-types.ts';

/**
 * Building blocks of the three public APIs' operations in the OpenAPI document (decision 0043):
 * answers that are not JSON, error answers in each API's own shape, and multipart bodies that a
 * route reads itself.
 */

/** Every media type a translated document may be answered with: that of each format of the workspace. */
export const DOCUMENT_MEDIA_TYPES: readonly string[] = [
  ...new Set(FILE_FORMATS.map((format) => contentTypeOf(format.extension))),
].sort();

/** A file answer: its bytes, under each media type it may be sent with (Content-Disposition names it). */
export function fileAnswer(description: string, mediaTypes: readonly string[] = DOCUMENT_MEDIA_TYPES) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binaryFile }])) };
}

/** A text answer that is not JSON (a TSV list of entries), under its media type. */
export function textAnswer(description: string, mediaType: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/** The error answers of an operation: each status with its description, the API's error shape as JSON. */
export function errorAnswers<Status extends number>(
  descriptions: Readonly<Record<Status, string>>,
  schema: z.ZodType,
  statuses: readonly Status[],
) {
  const sorted = [...new Set(statuses)].sort((a, b) => a - b);
  return Object.fromEntries(
    sorted.map((status) => [
      status,
      { description: descriptions[status], content: { 'application/json': { schema } } },
    ]),
  );
}

/**
 * The validator of a route whose multipart body the OpenAPI document describes with its file parts
 * (`schema.body`, with `consumes`), while the body the route gets is something else: `fields`
 * checks it (the fields a pre-validation hook gathered), or nothing does (`null`: the handler reads
 * the parts as they arrive and checks the fields itself). Query and path are checked as usual.
 */
export function bodyCheckedAs(fields: z.ZodType | null) {
  return <Schema>(route: FastifyRouteSchemaDef<Schema>): FastifyValidationResult => {
    const zodRoute = route as unknown as FastifyRouteSchemaDef<z.ZodType>;
    if (route.httpPart !== 'body') return validatorCompiler(zodRoute);
    if (fields === null) return (body: unknown) => ({ value: body });
    return validatorCompiler({ ...zodRoute, schema: fields });
  };
}
