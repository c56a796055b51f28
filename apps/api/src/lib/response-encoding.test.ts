import { listingContracts } from '@care/shared';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createResponseEncoder,
  EncodingModesDifferError,
  responseSerializerCompiler,
  type ResponseChecks,
} from './response-encoding.ts';

const pageSchema = listingContracts.getOnlineProvidersForWeb.response;

/** A list page as the listing service returns it: prices in paise, one key no contract names. */
function providersPage(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      providers: [
        {
          id: '0004adba-6f5b-41f0-b530-7979e6b354e3',
          name: 'Lakshmi Sharma',
          profileImage: null,
          pincode: '403263',
          avgRating: 4.5,
          reviewCount: 27,
          startingPricePerDay: 60_450,
          serviceCategories: [{ id: 'ec4e61e8-5914-4304-aed5-f6abd6bbb161', name: 'Elder Care' }],
          verified: true,
          mobile: '9876543210',
          ...overrides,
        },
      ],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    },
  };
}

const modes: ResponseChecks[] = ['full', 'shape', 'both'];

describe('encoding an answer by its contract', () => {
  it.each(modes)('%s: applies the codecs and drops what the contract does not name', (mode) => {
    const encoded = createResponseEncoder(mode)(pageSchema, providersPage());
    expect(encoded.success).toBe(true);
    const card = (encoded.data as { data: { providers: Record<string, unknown>[] } }).data
      .providers[0]!;
    expect(card.startingPricePerDay).toBe(604.5);
    expect(card).not.toHaveProperty('mobile');
    expect(card.name).toBe('Lakshmi Sharma');
  });

  it.each(modes)('%s: refuses a value of the wrong type, naming the field', (mode) => {
    const encoded = createResponseEncoder(mode)(pageSchema, providersPage({ reviewCount: '27' }));
    expect(encoded.success).toBe(false);
    expect(encoded.error?.issues[0]?.path).toEqual(['data', 'providers', 0, 'reviewCount']);
  });

  it.each(modes)('%s: refuses a missing field', (mode) => {
    const page = providersPage();
    delete (page.data.providers[0] as Partial<(typeof page.data.providers)[0]>).verified;
    expect(createResponseEncoder(mode)(pageSchema, page).success).toBe(false);
  });

  it('shape leaves refinements unchecked, where full refuses them', () => {
    // An id that is not a UUID: only a refinement says so. This is what production gives up.
    const page = providersPage({ id: 'not-a-uuid' });
    expect(createResponseEncoder('full')(pageSchema, page).success).toBe(false);
    expect(createResponseEncoder('shape')(pageSchema, page).success).toBe(true);
    // The suite's mode fails, as full does: a test that sends such an answer goes red.
    expect(createResponseEncoder('both')(pageSchema, page).success).toBe(false);
  });

  it('both fails loudly when the two encodings would send different answers', () => {
    // A union whose first branch only a refinement rules out: unchecked, encoding picks it.
    const label = z.union([
      z.codec(z.string(), z.string().min(5), {
        decode: (wire) => wire,
        encode: (value) => `long:${value}`,
      }),
      z.codec(z.string(), z.string(), {
        decode: (wire) => wire,
        encode: (value) => `short:${value}`,
      }),
    ]);
    expect(createResponseEncoder('full')(label, 'abc').data).toBe('short:abc');
    expect(createResponseEncoder('shape')(label, 'abc').data).toBe('long:abc');
    expect(() => createResponseEncoder('both')(label, 'abc')).toThrow(EncodingModesDifferError);
  });
});

describe('the serializer of the routes', () => {
  async function appAnswering(body: unknown, mode: ResponseChecks) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler(createResponseEncoder(mode)));
    app.get('/page', { schema: { response: { 200: pageSchema } } }, async () => body);
    await app.ready();
    return app;
  }

  it.each(modes)('%s: writes the wire form as JSON', async (mode) => {
    const app = await appAnswering(providersPage(), mode);
    const response = await app.inject('/page');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.providers[0].startingPricePerDay).toBe(604.5);
    expect(response.body).not.toContain('9876543210');
    await app.close();
  });

  it.each(modes)(
    '%s: answers 500, not the bad body, when the answer breaks its contract',
    async (mode) => {
      const app = await appAnswering(providersPage({ verified: 'yes' }), mode);
      const response = await app.inject('/page');
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('Lakshmi');
      await app.close();
    },
  );

  it('refuses at registration a response schema that is not zod', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler(createResponseEncoder('shape')));
    const jsonSchema = { type: 'object', properties: { ok: { type: 'boolean' } } };
    app.get('/plain', { schema: { response: { 200: jsonSchema } } }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(
      'The response schema of GET /plain is not a zod schema',
    );
  });
});
