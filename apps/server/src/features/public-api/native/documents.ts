import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { documentStatusAnswer, submittedDocument } from '@glossa/contracts/public-api';
import { NATIVE_PATHS } from '@glossa/contracts/public-api-paths';
import {
  documentParams,
  downloadDocumentQuery,
  submitDocumentFields,
  submitDocumentForm,
} from '@glossa/contracts/public-api-requests';
import { noQuery } from '@glossa/contracts/request-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#http/app-error.ts';
import { parseInput } from '#http/invalid-input.ts';
import { readParts } from '#http/multipart.ts';
import type { ApiCaller } from '../contract.ts';
import { bodyCheckedAs, fileAnswer } from '../docs/operations.ts';
import { documentBody } from '../document-reply.ts';
import { apiLocale } from '../errors.ts';
import { errorResponses } from './errors.ts';
import type { NativeRouteOptions } from './route-options.ts';

const tags = ['native'];
/** The longest field (instructions) in UTF-8 bytes, with room to spare. */
const FIELD_MAX_BYTES = INPUT_LIMITS.customInstructionsMaxLength * 4;
const security = [{ bearer: [] }];

/**
 * Reads the fields, then hands the file to the core as it streams in: the fields must come
 * before the file (as `curl -F` sends them in order). A field after the file is not read.
 */
async function submit({ api, deps }: NativeRouteOptions, caller: ApiCaller, request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
  // A file past the plan's size is cut there, and refused as too large (storeUpload).
  const { plan } = await deps.quota.entitlement(caller.owner);
  const fields: Record<string, string> = {};
  const parts = readParts(request, {
    limits: { fileSize: Number(plan.file_max_bytes), files: 1, fields: 10, fieldSize: FIELD_MAX_BYTES },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    if (part.fieldname !== 'file') throw new AppError('validation', { field: part.fieldname, issue: 'unknownField' });
    const input = parseInput(submitDocumentFields, fields);
    const file = { fileName: part.filename, stream: part.file };
    const { documentId } = await api.submitDocument(caller, { ...input, file, locale: apiLocale(request) });
    return { documentId };
  }
  throw new AppError('validation', { field: 'file', issue: 'required' });
}

/** Submit a document, follow it, download it in any form and format, or cancel it. */
export async function documentRoutes(app: FastifyInstance, options: NativeRouteOptions) {
  const { api, callerOf, limited } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    NATIVE_PATHS.documents,
    {
      config: limited,
      // The handler reads the parts as they arrive (the file is streamed to the store) and checks
      // the fields with submitDocumentFields; the body's schema describes the form for the document.
      validatorCompiler: bodyCheckedAs(null),
      schema: {
        tags,
        operationId: 'submitDocument',
        summary: 'Submit a document',
        description:
          'Uploads a document (multipart/form-data: the fields, then `file`) and starts its translation; ' +
          'one document counts as one chat of the quota. Answers its id at once.',
        security,
        consumes: ['multipart/form-data'],
        querystring: noQuery,
        body: submitDocumentForm,
        response: { 202: submittedDocument, ...errorResponses(402, 404, 413, 415, 422, 423) },
      },
    },
    async (request, reply) => reply.status(202).send(await submit(options, callerOf(request), request)),
  );

  routes.get(
    NATIVE_PATHS.document,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'getDocument',
        summary: 'Status of a document',
        security,
        params: documentParams,
        querystring: noQuery,
        response: { 200: documentStatusAnswer, ...errorResponses(404) },
      },
    },
    async (request) => api.documentStatus(callerOf(request), request.params.documentId),
  );

  routes.get(
    NATIVE_PATHS.download,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'downloadDocument',
        summary: 'Download a translated document',
        description:
          'The translated file, once the status says done (the format chosen at submission is made before ' +
          'that, so it answers at once); in another export format or output form if asked. The document ' +
          'counts as downloaded (`downloadedAt`) once a file was sent in full.',
        security,
        params: documentParams,
        querystring: downloadDocumentQuery,
        response: {
          200: fileAnswer('The file, with the media type of its format; Content-Disposition names it.'),
          ...errorResponses(404, 409, 410, 422),
        },
      },
    },
    async (request, reply) => {
      const { form, format } = request.query;
      const caller = callerOf(request);
      const { documentId } = request.params;
      const file = await api.downloadDocument(caller, documentId, { form, format });
      // The bytes as they are: the schema above only describes them (binary) for the document.
      return reply.send(documentBody(reply, file, { api, caller, documentId }) as unknown as string);
    },
  );

  routes.delete(
    NATIVE_PATHS.document,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'cancelDocument',
        summary: 'Cancel and delete a document',
        description: 'Stops its translation and deletes the document and the files made from it.',
        security,
        params: documentParams,
        querystring: noQuery,
        response: { 204: z.null().describe('Cancelled and deleted.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await api.cancelDocument(callerOf(request), request.params.documentId);
      return reply.status(204).send(null);
    },
  );
}
