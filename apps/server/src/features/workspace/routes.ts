import { CHAT_ROUTES as ROUTES } from '@glossa/contracts/chat-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionReader } from '#core/owner.ts';
import { requestOwner } from '#core/owner.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { acceptedLanguages, requestLocale } from '#http/request-locale.ts';
import type { WorkspaceDeps } from './deps.ts';
import { reviveFailedJobs } from './jobs/revive.ts';
import { ownConversation } from './repo.ts';
import { startRetranslation } from './retranslation.ts';
import type { WorkspaceService } from './service.ts';
import type { StreamRegistry } from './stream-registry.ts';

export interface WorkspaceRouteOptions {
  deps: WorkspaceDeps;
  workspace: WorkspaceService;
  accounts: SessionReader;
  /** The open event streams of this process: their limits, keep-alives and session checks. */
  streams: StreamRegistry;
}

const DETECTS_PER_MINUTE = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };

/** Conversations and turns (docs/product.md §7.5). */
export async function workspaceRoutes(app: FastifyInstance, { deps, workspace, accounts }: WorkspaceRouteOptions) {
  const owner = (request: FastifyRequest) => requestOwner(request, accounts);

  gatewayRoute(app, ROUTES.create, async (request) =>
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
  // As the user types: the text's language, or a guess the launcher names as one. Asked at each
  // pause in typing, so limited per address like the other calls a page makes on its own.
  gatewayRoute(app, ROUTES.detect, DETECTS_PER_MINUTE, async (request) => {
    const { text, targetLanguage } = request.body;
    const who = await owner(request);
    return ok(await workspace.detect(who, text, targetLanguage, requestLocale(request), acceptedLanguages(request)));
  });
  gatewayRoute(app, ROUTES.page, async (request) => ok(await workspace.page(await owner(request), request.body)));
  gatewayRoute(app, ROUTES.enter, async (request) =>
    ok(await workspace.enter(await owner(request), request.body.conversationId)),
  );
  gatewayRoute(app, ROUTES.rename, async (request) => {
    const { conversationId, conversationName } = request.body;
    return ok(await workspace.rename(await owner(request), conversationId, conversationName));
  });
  gatewayRoute(app, ROUTES.remove, async (request) => {
    await workspace.remove(await owner(request), request.params.id);
    return ok(null);
  });
  gatewayRoute(app, ROUTES.search, async (request) => ok(await workspace.search(await owner(request), request.body)));
  gatewayRoute(app, ROUTES.searchKeyword, async (request) =>
    ok(await workspace.search(await owner(request), { ...request.body, keyword: request.params.keyword })),
  );
  gatewayRoute(app, ROUTES.like, async (request) => {
    await workspace.like(await owner(request), request.body.recordId, request.body.like);
    return ok(null);
  });
  gatewayRoute(app, ROUTES.send, async (request) =>
    ok(await workspace.send(await owner(request), request.body, requestLocale(request), request.ip)),
  );
  gatewayRoute(app, ROUTES.retranslateSegments, async (request) => {
    const who = await owner(request);
    const started = await startRetranslation(deps, who, request.body, requestLocale(request), request.ip);
    workspace.runner.wake();
    return ok(started);
  });
  gatewayRoute(app, ROUTES.pause, async (request) => {
    const conversation = await ownConversation(deps.db, await owner(request), request.body.conversationId);
    return ok({ paused: await workspace.runner.pause(conversation.id) });
  });
  gatewayRoute(app, ROUTES.resume, async (request) => {
    const who = await owner(request);
    const conversation = await ownConversation(deps.db, who, request.body.conversationId);
    // A failed job resumes too, from its saved segments (charged again: it was given back when it failed).
    await reviveFailedJobs(deps, conversation.id, who, request.ip, workspace.runner.maxAttempts);
    return ok({ resumed: await workspace.runner.resume(conversation.id) });
  });
}
