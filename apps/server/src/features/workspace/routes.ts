import { CHAT_PATHS, type CreateConversationRequest, type SendMessageRequest } from '@glossa/contracts/chat';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { AccountService } from '../account/service.ts';
import type { WorkspaceDeps } from './deps.ts';
import { requestOwner } from './owner.ts';
import { ownConversation } from './repo.ts';
import type { WorkspaceService } from './service.ts';

export interface WorkspaceRouteOptions {
  deps: WorkspaceDeps;
  workspace: WorkspaceService;
  accounts: AccountService;
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('badRequest');
  return body as Record<string, unknown>;
}

/** The full path of a chat call. */
export const path = (name: keyof typeof CHAT_PATHS) => `${GATEWAYS.website}${CHAT_PATHS[name]}`;

/** Conversations and turns (spec section 7, Chat). */
export async function workspaceRoutes(app: FastifyInstance, { deps, workspace, accounts }: WorkspaceRouteOptions) {
  const owner = (request: FastifyRequest) => requestOwner(request, accounts);

  app.post(path('create'), async (request) =>
    ok(
      await workspace.create(
        await owner(request),
        bodyOf(request) as unknown as CreateConversationRequest,
        requestLocale(request),
      ),
    ),
  );
  app.post(path('page'), async (request) => ok(await workspace.page(await owner(request), bodyOf(request))));
  app.post(path('enter'), async (request) =>
    ok(await workspace.enter(await owner(request), bodyOf(request).conversationId)),
  );
  app.post(path('rename'), async (request) => {
    const body = bodyOf(request);
    return ok(await workspace.rename(await owner(request), body.conversationId, body.conversationName));
  });
  app.post(`${path('remove')}/:id`, async (request) => {
    await workspace.remove(await owner(request), (request.params as { id: string }).id);
    return ok(null);
  });
  app.post(path('search'), async (request) => ok(await workspace.search(await owner(request), bodyOf(request))));
  app.post(`${path('search')}/:keyword`, async (request) =>
    ok(
      await workspace.search(await owner(request), {
        ...bodyOf(request),
        keyword: (request.params as { keyword: string }).keyword,
      }),
    ),
  );
  app.post(path('like'), async (request) => {
    const body = bodyOf(request);
    await workspace.like(await owner(request), body.recordId, body.like);
    return ok(null);
  });
  app.post(path('send'), async (request) =>
    ok(
      await workspace.send(
        await owner(request),
        bodyOf(request) as unknown as SendMessageRequest,
        requestLocale(request),
      ),
    ),
  );
  app.post(path('pause'), async (request) => {
    const conversation = await ownConversation(deps.db, await owner(request), bodyOf(request).conversationId);
    return ok({ paused: await workspace.runner.pause(conversation.id) });
  });
  app.post(path('resume'), async (request) => {
    const conversation = await ownConversation(deps.db, await owner(request), bodyOf(request).conversationId);
    return ok({ resumed: await workspace.runner.resume(conversation.id) });
  });
}
