import { deeplDocumentHandle, deeplDocumentStatus as statusAnswer } from '@glossa/contracts/deepl-answers';
import {
  deeplAuthOnly,
  deeplDocumentForm,
  deeplDocumentKeyBody,
  deeplDocumentParams,
} from '@glossa/contracts/deepl-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DocumentStatus } from '../public-api/index.ts';
import { apiLocale, bodyCheckedAs, documentBody, fileAnswer, heldStream, releaseUpload } from '../public-api/index.ts';
import { callerOf } from './deepl-requests.ts';
import { readDocumentUpload } from './document-upload.ts';
import { engineInstructions } from './instructions.ts';
import { deeplSchema } from './operations.ts';
import type { DeeplRouteOptions } from './route-options.ts';
import { requestGlossary, requestLanguages } from './translate-route.ts';

/** DeepL's status object: seconds left while translating, characters once done, the reason of an error. */
export function deeplDocumentStatus(status: DocumentStatus) {
  const working = status.state === 'queued' || status.state === 'translating';
  return {
    document_id: status.documentId,
    status: status.state,
    ...(working && status.secondsRemaining !== null ? { seconds_remaining: status.secondsRemaining } : {}),
    ...(status.state === 'done' ? { billed_characters: status.billedCharacters } : {}),
    ...(status.state === 'error' ? { error_message: status.error?.message ?? 'Translation failed' } : {}),
  };
}

/**
 * `POST /v2/document` (upload), `/v2/document/{id}` (status) and `/v2/document/{id}/result` (the
 * file, once: a retry soon after it was sent is served again, decision 0040).
 */
export async function deeplDocumentRoutes(app: FastifyInstance, { api, deps, limit }: DeeplRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const upload = deeplSchema(
    'deeplUploadDocument',
    'Upload a document to translate',
    {
      querystring: deeplAuthOnly,
      consumes: ['multipart/form-data'],
      body: deeplDocumentForm,
      response: { 200: deeplDocumentHandle },
    },
    [413, 415, 456],
  );
  // The handler reads the parts (the file is held until the fields after it have arrived) and
  // checks the fields with deeplDocumentFields; the body's schema describes the form for the document.
  const reads = { config: limit, schema: upload, validatorCompiler: bodyCheckedAs(null) };
  routes.post('/document', reads, async (request) => {
    const caller = callerOf(request);
    // The file is held while the fields arrive: no more of it than the caller's plan allows.
    const { plan } = await deps.quota.entitlement(caller.owner);
    const { fields, held } = await readDocumentUpload(request, Number(plan.file_max_bytes));
    const stream = heldStream(held);
    try {
      const glossary = requestGlossary(fields);
      const submitted = await api.submitDocument(caller, {
        file: { fileName: held.fileName, stream },
        ...requestLanguages(fields, glossary),
        ...(glossary ? { termBaseId: glossary } : {}),
        instructions: engineInstructions(fields),
        ...(fields.output_format ? { outputFormat: fields.output_format.toLowerCase() } : {}),
        locale: apiLocale(request),
      });
      return { document_id: submitted.documentId, document_key: submitted.documentKey };
    } finally {
      stream.destroy();
      await releaseUpload(held);
    }
  });

  /** The caller's document the id and key name; a wrong key answers as an unknown document. */
  const checked = async (request: FastifyRequest, documentId: string, documentKey: string) => {
    const caller = callerOf(request);
    await api.checkDocumentKey(caller, documentId, documentKey);
    return caller;
  };

  const named = { params: deeplDocumentParams, body: deeplDocumentKeyBody };
  const status = deeplSchema(
    'deeplGetDocumentStatus',
    'Status of a document (DeepL)',
    {
      ...named,
      response: { 200: statusAnswer },
    },
    [404],
  );
  routes.post('/document/:document_id', { config: limit, schema: status }, async (request) => {
    const { document_id: id } = request.params;
    const caller = await checked(request, id, request.body.document_key);
    return deeplDocumentStatus(await api.documentStatus(caller, id));
  });

  const result = deeplSchema(
    'deeplDownloadDocument',
    'Download a translated document, once (DeepL)',
    { ...named, response: { 200: fileAnswer('The translated file, once; Content-Disposition names it.') } },
    [404],
  );
  routes.post('/document/:document_id/result', { config: limit, schema: result }, async (request, reply) => {
    const { document_id: id } = request.params;
    const caller = await checked(request, id, request.body.document_key);
    const download = await api.downloadDocument(caller, id, { once: true });
    // The bytes as they are: the schema only describes them (binary) for the document.
    return reply.send(documentBody(reply, download, { api, caller, documentId: id }) as unknown as string);
  });
}
