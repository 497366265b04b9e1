import { CHAT_PATHS } from '@glossa/contracts/chat';
import {
  conversationBody,
  conversationParams,
  createConversationBody,
  likeBody,
  pageBody,
  renameBody,
  searchBody,
  searchParams,
  sendMessageBody,
} from '@glossa/contracts/chat-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionReader } from '../../core/owner.ts';
import { requestOwner } from '../../core/owner.ts';
import { ok } from '../../http/envelope.ts';
import { acceptedLanguages, requestLocale } from '../../http/request-locale.ts';
import type { WorkspaceDeps } from './deps.ts';
import { reviveFailedJobs } from './jobs/revive.ts';
import { ownConversation } from './repo.ts';
import type { WorkspaceService } from './service.ts';
import type { StreamRegistry } from './stream-registry.ts';

export interface WorkspaceRouteOptions {
  deps: WorkspaceDeps;
  workspace: WorkspaceService;
  accounts: SessionReader;
  /** The open event streams of this process: their limits, keep-alives and session checks. */
  streams: StreamRegistry;
}

/** The full path of a chat call. */
export const path = (name: keyof typeof CHAT_PATHS) => `${GATEWAYS.website}${CHAT_PATHS[name]}`;

/** Conversations and turns (docs/product.md §7.5). */
export async function workspaceRoutes(app: FastifyInstance, { deps, workspace, accounts }: WorkspaceRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = (request: FastifyRequest) => requestOwner(request, accounts);

  api.post(path('create'), { schema: { body: createConversationBody } }, async (request) =>
    ok(
      await workspace.create(
        await owner(request),
        request.body,
        requestLocale(request),
        request.ip,
        undefined,
        acceptedLanguages(request),
      ),
    ),
  );
  api.post(path('page'), { schema: { body: pageBody } }, async (request) =>
    ok(await workspace.page(await owner(request), request.body)),
  );
  api.post(path('enter'), { schema: { body: conversationBody } }, async (request) =>
    ok(await workspace.enter(await owner(request), request.body.conversationId)),
  );
  api.post(path('rename'), { schema: { body: renameBody } }, async (request) => {
    const { conversationId, conversationName } = request.body;
    return ok(await workspace.rename(await owner(request), conversationId, conversationName));
  });
  api.post(`${path('remove')}/:id`, { schema: { params: conversationParams } }, async (request) => {
    await workspace.remove(await owner(request), request.params.id);
    return ok(null);
  });
  api.post(path('search'), { schema: { body: searchBody } }, async (request) =>
    ok(await workspace.search(await owner(request), request.body)),
  );
  api.post(`${path('search')}/:keyword`, { schema: { body: searchBody, params: searchParams } }, async (request) =>
    ok(await workspace.search(await owner(request), { ...request.body, keyword: request.params.keyword })),
  );
  api.post(path('like'), { schema: { body: likeBody } }, async (request) => {
    await workspace.like(await owner(request), request.body.recordId, request.body.like);
    return ok(null);
  });
  api.post(path('send'), { schema: { body: sendMessageBody } }, async (request) =>
    ok(await workspace.send(await owner(request), request.body, requestLocale(request), request.ip)),
  );
  api.post(path('pause'), { schema: { body: conversationBody } }, async (request) => {
    const conversation = await ownConversation(deps.db, await owner(request), request.body.conversationId);
    return ok({ paused: await workspace.runner.pause(conversation.id) });
  });
  api.post(path('resume'), { schema: { body: conversationBody } }, async (request) => {
    const who = await owner(request);
    const conversation = await ownConversation(deps.db, who, request.body.conversationId);
    // A failed job resumes too, from its saved segments (charged again: it was given back when it failed).
    await reviveFailedJobs(deps, conversation.id, who, request.ip, workspace.runner.maxAttempts);
    return ok({ resumed: await workspace.runner.resume(conversation.id) });
  });
}
