import { uploadFields } from '@glossa/contracts/chat-requests';
import { CHAT_ROUTES as ROUTES } from '@glossa/contracts/chat-routes';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import type { FastifyInstance } from 'fastify';
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
import { sendFile } from './file-reply.ts';
import { editTranslation, previewSentences } from './preview.ts';
import { qaReport, setLineLength } from './qa.ts';
import { propagateEdit, undoPropagation } from './repeats.ts';
import { propagateElsewhere, repeatsElsewhere } from './repeats-elsewhere.ts';
import { ownConversation } from './repo.ts';
import type { WorkspaceRouteOptions } from './routes.ts';
import { editorSegments, reviewSegments } from './segment-editor.ts';
import { sourcePageImage } from './source-preview.ts';
import { admitUpload } from './upload-admission.ts';
import { type IncomingFile, storeUpload } from './uploads.ts';
import { listVersions, resolveVersion, versionChanges } from './versions.ts';

/** The longest a file store's own link lives (the download link itself lives 10 minutes). */
const STORE_LINK_SECONDS = 5 * 60;

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
  gatewayRoute(app, ROUTES.propagateEdit, async (request) =>
    ok(await propagateEdit(deps, await owner(request), request.body)),
  );
  // The token holds the earlier wording of up to propagationMaxSegments sentences.
  gatewayRoute(app, ROUTES.undoPropagation, { bodyLimit: INPUT_LIMITS.undoTokenMaxLength + 4096 }, async (request) =>
    ok(await undoPropagation(deps, await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.qaReport, async (request, reply) => {
    const report = await qaReport(deps, await owner(request), request.body);
    return sendFile(reply, report.csv, report.fileName, 'text/csv; charset=utf-8');
  });
  gatewayRoute(app, ROUTES.editorSegments, async (request) =>
    ok(await editorSegments(deps, await owner(request), request.body)),
  );
  // Asked for by the user: the owner's other files are read only then.
  gatewayRoute(app, ROUTES.repeatsElsewhere, async (request) =>
    ok(await repeatsElsewhere(deps, await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.propagateElsewhere, async (request) =>
    ok(await propagateElsewhere(deps, await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.setLineLength, async (request) =>
    ok(await setLineLength(deps, await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.reviewSegments, async (request) =>
    ok(await reviewSegments(deps, await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.versions, async (request) => {
    const conversation = await ownConversation(deps.db, await owner(request), request.body.conversationId);
    return ok(await listVersions(deps.db, conversation.id));
  });
  gatewayRoute(app, ROUTES.versionDiff, async (request) => {
    const conversation = await ownConversation(deps.db, await owner(request), request.body.conversationId);
    return ok(await versionChanges(deps.db, conversation.id, request.body));
  });
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
    // The link gives the version it was made for, even once a newer one exists.
    const { version } = await resolveVersion(deps.db, conversation.id, request.body.versionId);
    // Built now, so that a refused format or an unfinished translation is said here, not on the link.
    await buildDownload(deps, who, { ...request.body, versionId: version.id });
    const wanted = { conversationId: conversation.id, versionId: version.id, format, mode, encryptWithSourcePassword };
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
      versionId: claims.v,
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
