import { importXliffFields } from '@glossa/contracts/chat-requests';
import { CHAT_ROUTES as ROUTES } from '@glossa/contracts/chat-routes';
import { BILINGUAL_XLIFF_MAX_BYTES } from '@glossa/translate/exchange/bilingual-xliff-read';
import type { FastifyInstance } from 'fastify';
import { ownerKey, requestOwner } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { parseInput } from '#http/invalid-input.ts';
import { readParts } from '#http/multipart.ts';
import { sendFile } from './file-reply.ts';
import type { WorkspaceRouteOptions } from './routes.ts';
import { admitUpload } from './upload-admission.ts';
import { exportXliff, importXliff } from './xliff-exchange.ts';

/** A version as a bilingual XLIFF file, and the file brought back from a CAT tool (docs/decisions/0053-xliff-exchange.md). */
export async function workspaceExchangeRoutes(app: FastifyInstance, options: WorkspaceRouteOptions) {
  const { deps, accounts } = options;
  const owner = (request: Parameters<typeof requestOwner>[0]) => requestOwner(request, accounts);

  gatewayRoute(app, ROUTES.exportXliff, async (request, reply) => {
    const file = await exportXliff(deps, await owner(request), request.body);
    return sendFile(reply, file.xml, file.fileName, 'application/xliff+xml; charset=utf-8');
  });

  // Multipart, as an upload: counted against the uploads per minute, the file capped at the plan's size.
  gatewayRoute(app, ROUTES.importXliff, async (request) => {
    const who = await owner(request);
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
    await admitUpload(deps.db, deps.uploadLimits, { owner: ownerKey(who), address: request.ip }, deps.now());
    const { plan } = await deps.quota.entitlement(who);
    const maxBytes = Math.min(Number(plan.file_max_bytes), BILINGUAL_XLIFF_MAX_BYTES);
    const fields: Record<string, string> = Object.create(null);
    let bytes: Buffer | undefined;
    const parts = readParts(request, { limits: { fileSize: maxBytes, files: 2, fields: 10, fieldSize: 4096 } });
    // Fields may come before or after the file, which is held in memory (at most maxBytes).
    for await (const part of parts) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (bytes) throw new AppError('onlyOneFile');
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw new AppError('fileTooLarge', { max: Math.round(maxBytes / 1048576) });
      bytes = Buffer.concat(chunks);
    }
    if (!bytes) throw new AppError('validation', { field: 'file', issue: 'required' });
    const { conversationId, versionId } = parseInput(importXliffFields, fields);
    return ok(await importXliff(deps, who, { conversationId, versionId, bytes: new Uint8Array(bytes) }));
  });
}
