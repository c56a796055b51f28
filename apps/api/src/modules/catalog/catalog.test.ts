import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCategories, services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('catalog API', () => {
  let t: TestApp;
  let elderId: string;
  let childId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [elder, child] = await t.db
      .insert(serviceCategories)
      .values([
        { name: 'Elder Care', sortOrder: 1 },
        { name: 'Child Care', sortOrder: 2 },
      ])
      .returning();
    elderId = elder!.id;
    childId = child!.id;
    await t.db.insert(services).values([
      { categoryId: elderId, name: 'Nursing Attendant', sortOrder: 2 },
      { categoryId: elderId, name: 'Elderly Companion', sortOrder: 1, description: 'Company' },
      { categoryId: childId, name: 'Nanny', sortOrder: 1 },
    ]);
  });
  afterAll(() => t.close());

  it('lists categories in display order without a token', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/service/getAllServiceCategories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        { id: elderId, name: 'Elder Care' },
        { id: childId, name: 'Child Care' },
      ],
    });
  });

  it('ignores a bad token on public routes', async () => {
    const res = await t.app.inject({
      url: '/api/v1/admin/service/getAllServiceCategories',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lists only the services of the asked category, in order', async () => {
    const res = await t.app.inject({
      url: `/api/v1/admin/service/getAllServicesByCategory/${elderId}`,
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Elderly Companion', 'Nursing Attendant']);
    expect(res.json().data[0]).toEqual({
      id: expect.any(String),
      name: 'Elderly Companion',
      description: 'Company',
      categoryId: elderId,
    });
  });

  it('answers 400 for a malformed category id', async () => {
    const res = await t.app.inject({
      url: '/api/v1/admin/service/getAllServicesByCategory/not-an-id',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers 404 for an unknown category', async () => {
    const res = await t.app.inject({
      url: `/api/v1/admin/service/getAllServicesByCategory/${randomUUID()}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Service category not found',
    });
  });
});
