import { uploadFields } from '@glossa/contracts/chat-requests';
import { CHAT_ROUTES as ROUTES } from '@glossa/contracts/chat-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ownerFromKey, ownerKey, requestOwner } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import { contentDisposition } from '#http/content-disposition.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { parseInput } from '#http/invalid-input.ts';
import { readParts } from '#http/multipart.ts';
import { jobsOfFile, removeFileData } from './deletion.ts';
import { buildDownload, DOWNLOAD_LINK, type DownloadClaims, downloadChoice, signDownloadLink } from './downloads.ts';
import { estimateTranslation } from './estimate.ts';
import { editTranslation, previewSentences } from './preview.ts';
import { ownConversation } from './repo.ts';
import type { WorkspaceRouteOptions } from './routes.ts';
import { sourcePageImage } from './source-preview.ts';
import { admitUpload } from './upload-admission.ts';
import { type IncomingFile, storeUpload } from './uploads.ts';

/** The longest a file store's own link lives (the download link itself lives 10 minutes). */
const STORE_LINK_SECONDS = 5 * 60;

function sendFile(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

/** Upload, preview, edits and downloads. */
export async function workspaceFileRoutes(app: FastifyInstance, options: WorkspaceRouteOptions) {
  const { deps, accounts } = options;
  const owner = (request: Parameters<typeof requestOwner>[0]) => requestOwner(request, accounts);

  // Multipart: the fields are read (and checked with the same schemas) as the parts arrive.
  gatewayRoute(app, ROUTES.upload, async (request) => {
    const who = await owner(request);
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
    await admitUpload(deps.db, deps.uploadLimits, { owner: ownerKey(who), address: request.ip }, deps.now());
    const { plan } = await deps.quota.entitlement(who);
    const fields: Record<string, string> = {};
    const parts = readParts(request, {
      limits: { fileSize: Number(plan.file_max_bytes), files: 2, fields: 10, fieldSize: 4096 },
    });
    // Fields may come before or after the file; the file itself is streamed as it arrives.
    // One iterator for the whole request: leaving a for-await loop would close it.
    const iterator = parts[Symbol.asyncIterator]();
    const nextFile = async (): Promise<IncomingFile | undefined> => {
      for (let step = await iterator.next(); !step.done; step = await iterator.next()) {
        const part = step.value;
        if (part.type === 'file') return { fileName: part.filename, stream: part.file };
        fields[part.fieldname] = String(part.value ?? '');
      }
      return undefined;
    };
    const first = await nextFile();
    if (!first) throw new AppError('validation', { field: 'file', issue: 'required' });
    const sender = { owner: who, address: request.ip };
    return ok(await storeUpload(deps, sender, first, nextFile, () => parseInput(uploadFields, fields).password));
  });

  gatewayRoute(app, ROUTES.deleteFile, async (request) => {
    const who = await owner(request);
    const file = await deps.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', request.body.fileId)
      .where('owner', '=', ownerKey(who))
      .executeTakeFirst();
    if (!file) throw new AppError('notFound');
    const used = await deps.db
      .selectFrom('conversations')
      .select('id')
      .where('file_id', '=', file.id)
      .executeTakeFirst();
    if (used) {
      // A conversation still shows it: the bytes go, the row stays as an expired file.
      await deps.db.updateTable('stored_files').set({ deleted_at: deps.now() }).where('id', '=', file.id).execute();
    } else {
      await deps.db.deleteFrom('stored_files').where('id', '=', file.id).execute();
    }
    // The bytes and what was made from them: its PDF preview and the downloads built from it.
    await removeFileData(deps, file, await jobsOfFile(deps.db, file.id));
    return ok(null);
  });

  // Before the user starts: requests, tokens and minutes for the file with the engine it would get.
  gatewayRoute(app, ROUTES.estimate, async (request) =>
    ok(await estimateTranslation(deps, await owner(request), request.body)),
  );

  gatewayRoute(app, ROUTES.sourceFile, async (request, reply) => {
    const conversation = await ownConversation(deps.db, await owner(request), request.params.id);
    const file = conversation.file_id
      ? await deps.db.selectFrom('stored_files').selectAll().where('id', '=', conversation.file_id).executeTakeFirst()
      : undefined;
    if (!file || file.deleted_at !== null || file.expires_at <= deps.now()) throw new AppError('fileExpired');
    const bytes = await deps.files.get(file.storage_key);
    if (!bytes) throw new AppError('fileExpired');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', contentDisposition(file.name, 'inline'))
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  });

  gatewayRoute(app, ROUTES.sourcePage, async (request, reply) => {
    const image = await sourcePageImage(deps, await owner(request), request.params.id, request.params.page);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(image));
  });

  gatewayRoute(app, ROUTES.preview, async (request) =>
    ok(await previewSentences(deps, await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.editSentence, async (request) =>
    ok(await editTranslation(deps, await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.initialDownload, async (request) =>
    ok(await downloadChoice(deps, await owner(request), request.body.conversationId)),
  );
  gatewayRoute(app, ROUTES.supportedFormats, async (request) =>
    ok((await downloadChoice(deps, await owner(request), request.params.id)).formats),
  );
  gatewayRoute(app, ROUTES.downFile, async (request, reply) => {
    const built = await buildDownload(deps, await owner(request), request.body);
    return sendFile(reply, built.bytes, built.fileName);
  });
  gatewayRoute(app, ROUTES.downFileLink, async (request) => {
    const who = await owner(request);
    const { conversationId, format, mode, encryptWithSourcePassword } = request.body;
    const conversation = await ownConversation(deps.db, who, conversationId);
    // Built now, so that a refused format or an unfinished translation is said here, not on the link.
    await buildDownload(deps, who, request.body);
    const wanted = { conversationId: conversation.id, format, mode, encryptWithSourcePassword };
    const link = signDownloadLink(deps, ownerKey(who), wanted);
    return ok({
      url: `${ROUTES.linkDownload.path}?token=${encodeURIComponent(link.token)}`,
      expiresAt: link.expiresAt,
    });
  });
  gatewayRoute(app, ROUTES.linkDownload, async (request, reply) => {
    const claims = deps.secret.readToken<DownloadClaims>(DOWNLOAD_LINK, request.query.token);
    if (!claims) throw new AppError('notFound');
    if (claims.e <= deps.now()) throw new AppError('downloadLinkExpired');
    const built = await buildDownload(deps, ownerFromKey(claims.o), {
      conversationId: claims.c,
      format: claims.f,
      mode: claims.m,
      encryptWithSourcePassword: claims.l === 1,
    });
    // A store that signs links (S3) serves the bytes itself, for the rest of the link's life.
    if (deps.files.linkTo && built.storedKey) {
      const seconds = Math.min((claims.e - deps.now()) / 1000, STORE_LINK_SECONDS);
      const link = await deps.files.linkTo(built.storedKey, {
        fileName: built.fileName,
        contentDisposition: contentDisposition(built.fileName),
        seconds,
      });
      return reply.header('cache-control', 'private, no-store').redirect(link, 303);
    }
    return sendFile(reply, built.bytes, built.fileName);
  });
}
