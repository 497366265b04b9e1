import fastifySwagger from '@fastify/swagger';
import { OPENAPI_PATH, PUBLIC_API_TAGS, type PublicApiTag } from '@glossa/contracts/public-api-paths';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import { readSiteSettings } from '../../system/index.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const PUBLIC_TAGS: readonly string[] = PUBLIC_API_TAGS;

/**
 * Only the public APIs are documented: a route is in the document when its schema carries one
 * of their tags (native, deepl, libretranslate); the website's own /gateway calls never are, and
 * their schemas are not even converted.
 */
function publicRoutesOnly(input: TransformInput) {
  const tags = (input.schema as { tags?: unknown } | undefined)?.tags;
  const isPublic = Array.isArray(tags) && tags.some((tag) => PUBLIC_TAGS.includes(tag));
  if (!isPublic) return { schema: { hide: true }, url: input.url };
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as Record<string, unknown>;
  for (const part of ['querystring', 'params', 'headers']) if (schema[part]) schema[part] = objectOf(schema[part]);
  return transformed;
}

/**
 * The object of a request part that may also be left out (zod's `.nullish()`: `anyOf` object or
 * null): OpenAPI lists a part's properties as parameters, which only an object has.
 */
function objectOf(schema: unknown): unknown {
  const anyOf = (schema as { anyOf?: { type?: string }[] }).anyOf;
  return anyOf?.find((option) => option.type === 'object') ?? schema;
}

/** What every operation of a public API says of itself, for its clients and the document's lint (decision 0043). */
const OPERATION_PARTS = ['operationId', 'summary', 'security', 'response'] as const;

/**
 * Lists every route registered from now on in this plugin (and the plugins it registers) in the OpenAPI
 * document under `tag`: one call in a public API's plugin, before its routes. The document reads
 * the route's options when it is built, so the tag added here is seen. A route that does not
 * document itself (its name, summary, security and answers, and a schema for each `:param` of its
 * path) is refused when it is registered, so the server does not start with an operation its
 * clients cannot be generated for.
 */
export function documentUnderTag(app: FastifyInstance, tag: PublicApiTag): void {
  app.addHook('onRoute', (route) => {
    // Not operations of the API: CORS preflights, and catch-alls answering unknown paths.
    const methods = [route.method].flat();
    if (route.url.endsWith('*') || methods.every((method) => method === 'OPTIONS' || method === 'HEAD')) return;
    const schema = (route.schema ?? {}) as Record<string, unknown> & { tags?: string[] };
    if (!schema.tags?.length) route.schema = { ...schema, tags: [tag] };
    const missing: string[] = OPERATION_PARTS.filter((part) => schema[part] === undefined);
    if (route.url.includes('/:') && schema.params === undefined) missing.push('params');
    if (missing.length > 0) {
      throw new Error(`${methods.join(', ')} ${route.url} is a public operation without ${missing.join(', ')}`);
    }
  });
}

const DESCRIPTION = [
  'The public APIs of this server. Every request is made with an API key of your account (Account → API keys);',
  'requests count against the plan of the account like the work done on the website, and each key has its own',
  'rate limit. Refusals of the native API are `{ "error": { "code", "key", "message" } }` with the message in',
  'the language of `Accept-Language`. The DeepL- and LibreTranslate-compatible endpoints answer as those APIs do,',
  'so their clients work unchanged with this server as their URL.',
].join(' ');

/**
 * The OpenAPI 3.1 document, generated from the zod schemas the routes validate with
 * (docs/decisions/0028-native-rest-api.md). Registered before every route so that it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.siteName} API`,
        version: '1',
        description: DESCRIPTION,
        // The server's own licence (its source, the API included, is offered to its users under it).
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'native', description: 'The native REST API: texts, documents, languages, usage and term bases.' },
        { name: 'deepl', description: "DeepL-compatible endpoints: DeepL's clients work with this server's URL." },
        { name: 'libretranslate', description: 'LibreTranslate-compatible endpoints: its clients work unchanged.' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key of your account: `Authorization: Bearer <key>`.',
          },
          deeplAuthKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'As DeepL reads it: `Authorization: DeepL-Auth-Key <key>`.',
          },
          apiKeyField: {
            type: 'apiKey',
            in: 'query',
            name: 'api_key',
            description: 'As LibreTranslate reads it: the `api_key` field of the form, the JSON body or the query.',
          },
        },
      },
    },
    hideUntagged: true,
    transform: publicRoutesOnly,
    transformObject: jsonSchemaTransformObject,
  });
}

interface RequestBody {
  required?: boolean;
  content: Record<string, { schema?: unknown }>;
}

interface Document {
  info: { title: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[]; requestBody?: RequestBody }>>;
  components: { schemas?: Record<string, unknown> };
}

/**
 * A body the route also takes left out (zod's `.nullish()`, as DeepL's POST /v2/usage): not
 * required, described by its object. @fastify/swagger marks every body required.
 */
function optionalBody(body: RequestBody): void {
  const schemas = Object.values(body.content);
  const nullable = (schema: unknown) =>
    (schema as { anyOf?: { type?: string }[] }).anyOf?.some((option) => option.type === 'null') === true;
  if (schemas.length === 0 || !schemas.every((media) => nullable(media.schema))) return;
  body.required = false;
  for (const media of schemas) media.schema = objectOf(media.schema);
}

/**
 * The document as served: bodies that may be left out said so, and only what it uses: the tags of
 * APIs this server has routes for, and the schema components referred to (the zod transform lists
 * each named schema as input and output).
 */
function finished(document: Document): Document {
  for (const operation of Object.values(document.paths).flatMap((path) => Object.values(path))) {
    if (operation.requestBody) optionalBody(operation.requestBody);
  }
  const used = new Set(
    Object.values(document.paths).flatMap((path) => Object.values(path).flatMap((op) => op.tags ?? [])),
  );
  const text = JSON.stringify(document.paths);
  const schemas = Object.entries(document.components.schemas ?? {}).filter(([name]) =>
    text.includes(`"#/components/schemas/${name}"`),
  );
  return {
    ...document,
    tags: document.tags.filter((tag) => used.has(tag.name)),
    components: { ...document.components, schemas: Object.fromEntries(schemas) },
  };
}

/** `GET /api/openapi.json`: the document, titled with the site's current name. */
export async function openApiRoute(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  let document: Document | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= finished(app.swagger() as unknown as Document);
    const siteName = (await readSiteSettings(db)).get('siteName') ?? config.siteName;
    reply.header('Cache-Control', 'no-cache');
    return { ...document, info: { ...document.info, title: `${siteName} API` } };
  });
}
