import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A form's fields: a field sent more than once (`q=a&q=b`) becomes a list, as a JSON array would be. */
function formFields(entries: Iterable<[string, string]>): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const known = fields[key];
    fields[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return fields;
}

/**
 * LibreTranslate reads its fields from JSON, form-urlencoded and multipart bodies alike. In these
 * routes only, a form body is read as fields, and the fields of a multipart body (a file in it
 * is skipped) become the body before the route's schema checks it.
 */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, formFields(new URLSearchParams(body as string)));
  });
}

/** The fields of a multipart body, read before validation (the file routes read their own parts). */
export async function multipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const entries: [string, string][] = [];
  for await (const part of request.parts({ limits: { files: 0, fields: 20 } })) {
    if (part.type === 'field') entries.push([part.fieldname, String(part.value ?? '')]);
  }
  request.body = formFields(entries);
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
