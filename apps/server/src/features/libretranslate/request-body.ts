import { INPUT_LIMITS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectFields, registerFormBodyParser } from '#http/form-body.ts';
import { readParts } from '#http/multipart.ts';

/**
 * LibreTranslate reads its fields from JSON, form-urlencoded and multipart bodies alike. In these
 * routes only, a form body is read as fields (a field sent more than once, `q=a&q=b`, is a list), and the fields of a multipart body (a file in it
 * is skipped) become the body before the route's schema checks it.
 */
export function registerFormBodies(app: FastifyInstance): void {
  registerFormBodyParser(app, INPUT_LIMITS.formMaxFields);
}

/** The fields of a multipart body, read before validation (the file routes read their own parts). */
export async function multipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const entries: [string, string][] = [];
  for await (const part of readParts(request, { limits: { files: 0, fields: 20 } })) {
    if (part.type === 'field') entries.push([part.fieldname, String(part.value ?? '')]);
  }
  request.body = collectFields(entries, INPUT_LIMITS.formMaxFields);
}

/**
 * Any web page may call a LibreTranslate server: its answers allow every origin, and the paths
 * that take a body answer the browser's preflight.
 */
export function allowAnyOrigin(app: FastifyInstance, paths: readonly string[]): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  for (const url of paths) {
    app.options(url, async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-max-age', String(20 * 24 * 60 * 60))
        .send(),
    );
  }
}

/** Whether the body came as JSON (LibreTranslate's `request.is_json`): `application/json` or a `+json` type. */
export function sentAsJson(request: FastifyRequest): boolean {
  const type =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/** CRLF and lone CR as LF, in one text or each of a list. */
export function withUnixLineEnds<T extends string | string[] | undefined>(q: T): T {
  const lf = (text: string) => text.replace(/\r\n?/g, '\n');
  return (Array.isArray(q) ? q.map(lf) : typeof q === 'string' ? lf(q) : q) as T;
}
