import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentRupeesAsSent } from '../lib/openapi-money.ts';

/** OpenAPI generated from the same zod schemas that validate the routes. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CareConnect API',
        description: 'Book elder care and childcare in India',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { override: documentRupeesAsSent } }),
  });
  // No policy of its own (its staticCSP allows any https: style and upgrades to HTTPS): the
  // pages' strict policy of plugins/security.ts applies (decision 021). Swagger UI's page has
  // nothing inline and sets its styles through the CSSOM; only the standalone layout's top bar
  // draws a logo with a <style> element in it, so the base layout, without that bar, is used.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { layout: 'BaseLayout' } });
});
