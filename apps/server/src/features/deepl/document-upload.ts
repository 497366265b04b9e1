import { deeplDocumentFields } from '@glossa/contracts/deepl-requests';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#http/app-error.ts';
import { parseInput } from '#http/invalid-input.ts';
import { readParts } from '#http/multipart.ts';
import { type HeldUpload, holdUpload, releaseUpload } from '../public-api/index.ts';

export interface DocumentUpload {
  fields: z.output<typeof deeplDocumentFields>;
  /** On disk until the core has stored it; the caller releases it (`releaseUpload`) whatever happens. */
  held: HeldUpload;
}

/**
 * Reads a document upload. DeepL's clients send the file before the other fields, and the job
 * cannot start before its languages are known: the file is held on disk (up to `maxBytes`, beyond
 * which it is marked truncated and refused as too large by the core) until the last field has arrived.
 */
export async function readDocumentUpload(request: FastifyRequest, maxBytes: number): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
  const fields: Record<string, string> = Object.create(null);
  let held: HeldUpload | undefined;
  try {
    const parts = readParts(request, { limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096 } });
    for await (const part of parts) {
      if (part.type === 'file') held = await holdUpload(part.filename, part.file, 'deepl');
      else fields[part.fieldname] = String(part.value ?? '');
    }
    if (!held) throw new AppError('validation', { field: 'file', issue: 'required' });
    const parsed = parseInput(deeplDocumentFields, fields);
    return { fields: parsed, held: { ...held, fileName: parsed.filename ?? held.fileName } };
  } catch (error) {
    await releaseUpload(held);
    throw error;
  }
}
