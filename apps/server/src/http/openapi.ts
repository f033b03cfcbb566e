// OpenAPI 3 generated from the zod schemas of every /api route, served with Swagger UI at
// /api/docs (its assets ship with @fastify/swagger-ui, so it works offline).
import { GALLERY_PATHS, errorResponseSchema } from '@asperity/contract';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { serverVersion } from '../version.ts';
import { isApiPath } from './web-app.ts';

export const docsPrefix = '/api/docs';

type Transform = typeof jsonSchemaTransform;

/**
 * Only the API is documented; static files and page fallbacks are not endpoints of it. Every
 * operation documents the common error answer (the single error handler guarantees its shape),
 * without adding it to the route's runtime serialisers.
 */
const transform: Transform = (input) => {
  // GET /gallery/list is the one API call outside /api (part 1 §7 writes it so).
  if (!isApiPath(input.url) && input.url !== GALLERY_PATHS.list)
    return { schema: { hide: true }, url: input.url };
  const schema = input.schema ?? {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const withErrors = 'default' in response ? response : { ...response, default: errorResponseSchema };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response: withErrors } });
};

const schemaRefPrefix = '#/components/schemas/';

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(schemaRefPrefix)) {
        into.add(child.slice(schemaRefPrefix.length));
      } else {
        collectRefs(child, into);
      }
    }
  }
}

/**
 * The zod transform adds every schema of the global registry (all ids the contract declares) to
 * components; keep only those the API's operations reach, so the committed document changes when
 * the API does and not when an unrelated contract schema is added.
 */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const reached = new Set<string>();
  collectRefs(document.paths, reached);
  const pending = [...reached];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const found = new Set<string>();
    collectRefs(schemas[name], found);
    for (const ref of found) {
      if (!reached.has(ref)) {
        reached.add(ref);
        pending.push(ref);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Asperity API',
        description:
          'HTTP API of Asperity. Every failure answers `{ errorCode, reason }` with a code of the error catalogue.',
        version: serverVersion,
        license: { name: 'MIT' },
      },
      tags: [{ name: 'system', description: 'Health and documentation' }],
    },
    transform,
    transformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: docsPrefix,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
}
