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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
