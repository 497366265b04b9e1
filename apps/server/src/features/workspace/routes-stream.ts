import type { ServerResponse } from 'node:http';
import type { ChatEvent } from '@glossa/contracts/chat';
import { CHAT_ROUTES as ROUTES } from '@glossa/contracts/chat-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ownerKey, requestOwner } from '#core/owner.ts';
import { requestToken } from '#core/session-cookies.ts';
import { gatewayRoute, type RouteRequest } from '#http/gateway-route.ts';
import type { NumberedEvent } from './live-feed.ts';
import { ownConversation } from './repo.ts';
import type { WorkspaceRouteOptions } from './routes.ts';

/** The stream answers GET (EventSource) and POST alike. */
type StreamRoute = typeof ROUTES.reconnect | typeof ROUTES.reconnectGet;

function frame(seq: number, event: ChatEvent): string {
  return `id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * `reconnectConversation/{id}`: Server-Sent Events. With Last-Event-ID the missed events are
 * replayed; without, a snapshot of the whole conversation comes first. Then live events follow.
 * Listening starts before reading, and events are sent once each in order, so none is lost.
 * The stream registry counts it (429 past the client's or the address's limit), beats its
 * keep-alive and ends it when its session ends.
 */
export async function workspaceStreamRoutes(
  app: FastifyInstance,
  { deps, workspace, accounts, streams }: WorkspaceRouteOptions,
) {
  const handler = async (request: RouteRequest<StreamRoute>, reply: FastifyReply) => {
    const owner = await requestOwner(request, accounts);
    const conversation = await ownConversation(deps.db, owner, request.params.id);
    const header = request.headers['last-event-id'];
    const lastId = Number(Array.isArray(header) ? header[0] : header);
    const buffered: NumberedEvent[] = [];
    let sent = 0;
    let ready = false;
    const raw = reply.raw;
    const token = owner.kind === 'user' ? requestToken(request) : undefined;
    const release = await streams.admit(ownerKey(owner), request.ip, token, raw);
    // The response's close is the stream's end, whoever ends it (client, registry, shutdown).
    raw.on('close', release);
    if (raw.destroyed) release();
    const write = (item: NumberedEvent) => {
      if (item.seq <= sent) return;
      sent = item.seq;
      raw.write(frame(item.seq, item.event));
    };
    const unsubscribe = deps.events.subscribe(conversation.id, (item) => (ready ? write(item) : buffered.push(item)));
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // Sent now, not with the first event: a client that resumes with nothing missed (a job quiet
    // for a while) learns at once that it is connected again.
    raw.flushHeaders();
    raw.on('close', unsubscribe);
    try {
      // Behind the pruned part of the log (or a number it never gave): a snapshot instead.
      if (Number.isInteger(lastId) && lastId >= 0 && (await deps.events.canReplay(conversation.id, lastId))) {
        sent = lastId;
        for (const item of await deps.events.replay(conversation.id, lastId)) write(item);
      } else {
        const { detail, seq } = await snapshot(deps, workspace, owner, conversation.id);
        sent = seq;
        raw.write(frame(seq, { type: 'snapshot', detail }));
      }
      ready = true;
      for (const item of buffered.splice(0)) write(item);
      endWhenIdle(deps, conversation.id, streams.idleMs, raw);
    } catch (error) {
      request.log.error({ err: error }, 'event stream failed');
      raw.end();
    }
  };
  for (const route of [ROUTES.reconnect, ROUTES.reconnectGet]) gatewayRoute(app, route, handler);
}

/**
 * Ends the stream once its conversation is idle: no job waiting or running and no event for
 * `idleMs`. The web app then waits for the user's next turn before it opens another.
 */
function endWhenIdle(deps: WorkspaceRouteOptions['deps'], conversationId: string, idleMs: number, raw: ServerResponse) {
  const timer = setInterval(
    () =>
      void idleSince(deps, conversationId)
        .then((since) => {
          if (since !== undefined && deps.now() - since >= idleMs) raw.end();
        })
        .catch(() => undefined),
    Math.max(50, Math.min(idleMs / 2, 30_000)),
  ).unref();
  raw.on('close', () => clearInterval(timer));
}

/** When the conversation last changed, if no job of it waits or runs; undefined while one does. */
async function idleSince(deps: WorkspaceRouteOptions['deps'], conversationId: string) {
  const active = await deps.db
    .selectFrom('jobs')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('state', 'in', ['queued', 'running'])
    .limit(1)
    .executeTakeFirst();
  if (active) return undefined;
  const row = await deps.db
    .selectFrom('conversations')
    .select('updated_at')
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return row?.updated_at ?? 0;
}

/** The conversation and the number of the last event it includes, read together. */
async function snapshot(
  deps: WorkspaceRouteOptions['deps'],
  workspace: WorkspaceRouteOptions['workspace'],
  owner: Awaited<ReturnType<typeof requestOwner>>,
  conversationId: string,
) {
  for (;;) {
    const before = await deps.db
      .selectFrom('conversations')
      .select('next_seq')
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    const detail = await workspace.enter(owner, conversationId);
    const after = await deps.db
      .selectFrom('conversations')
      .select('next_seq')
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    // Nothing was published while reading: the snapshot is exactly the state after event next_seq - 1.
    if (before.next_seq === after.next_seq) return { detail, seq: after.next_seq - 1 };
  }
}
