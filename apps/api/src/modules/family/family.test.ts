import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';

const base = '/api/v1/customer/familyMember';
const grandma = {
  name: 'Kamala Devi',
  gender: 'Female',
  age: 78,
  relation: 'Grandmother',
  note: 'Diabetic',
};

describe('family members', () => {
  let t: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    owner = await signIn(t.app);
    stranger = await signIn(t.app);
  });
  afterAll(() => t.close());

  const call = (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `${base}/${url}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });

  it('adds, lists, edits and deletes a member', async () => {
    const created = await call(owner, 'POST', 'createFamilyMember', grandma);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Family member added successfully!',
      data: { ...grandma, id: expect.any(String), image: null },
    });
    const id = created.json().data.id;

    const list = await call(owner, 'GET', 'getFamilyMembers');
    expect(list.json().data.map((m: { id: string }) => m.id)).toContain(id);

    const updated = await call(owner, 'PUT', `updateFamilyMember/${id}`, {
      ...grandma,
      age: 79,
      note: '',
    });
    expect(updated.json()).toMatchObject({
      message: 'Family member updated successfully!',
      data: { age: 79, note: null },
    });

    const deleted = await call(owner, 'DELETE', `deleteFamilyMember/${id}`);
    expect(deleted.json()).toEqual({
      success: true,
      message: 'Family member deleted successfully!',
    });
    const after = await call(owner, 'GET', 'getFamilyMembers');
    expect(after.json().data.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await call(owner, 'DELETE', `deleteFamilyMember/${id}`)).statusCode).toBe(404);
  });

  it("never shows or changes another customer's members", async () => {
    const id = (await call(owner, 'POST', 'createFamilyMember', grandma)).json().data.id;
    const theirs = await call(stranger, 'GET', 'getFamilyMembers');
    expect(theirs.json().data).toEqual([]);

    const edit = await call(stranger, 'PUT', `updateFamilyMember/${id}`, {
      ...grandma,
      name: 'Hacked',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Family member not found');
    expect((await call(stranger, 'DELETE', `deleteFamilyMember/${id}`)).statusCode).toBe(404);

    const mine = (await call(owner, 'GET', 'getFamilyMembers')).json().data;
    expect(mine.find((m: { id: string }) => m.id === id)).toMatchObject({ name: 'Kamala Devi' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await call(owner, 'PUT', `updateFamilyMember/${randomUUID()}`, grandma)).statusCode,
    ).toBe(404);
    expect((await call(owner, 'DELETE', 'deleteFamilyMember/42')).statusCode).toBe(400);
  });

  it.each([
    ['age 0', { age: 0 }, 'age: Age must be between 1 and 120'],
    ['age 121', { age: 121 }, 'age: Age must be between 1 and 120'],
    ['no name', { name: '' }, 'name: Name is required'],
    ['bad gender', { gender: 'X' }, 'gender: Please select a gender'],
    ['no relation', { relation: '' }, 'relation: Relation is required'],
  ])('rejects %s with a 400 and stores nothing', async (_label, patch, message) => {
    const before = (await call(owner, 'GET', 'getFamilyMembers')).json().data.length;
    const res = await call(owner, 'POST', 'createFamilyMember', { ...grandma, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call(owner, 'GET', 'getFamilyMembers')).json().data).toHaveLength(before);
  });

  it('rejects unknown fields rather than storing them', async () => {
    const res = await call(owner, 'POST', 'createFamilyMember', {
      ...grandma,
      customerId: stranger.id,
    });
    expect(res.statusCode).toBe(400);
  });

  it('is for customers only', async () => {
    const provider = await signIn(t.app, 'Provider');
    expect((await call(provider, 'GET', 'getFamilyMembers')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `${base}/getFamilyMembers` });
    expect(anonymous.statusCode).toBe(401);
  });
});
