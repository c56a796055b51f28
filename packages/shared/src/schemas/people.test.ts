import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  refreshBodySchema,
  refreshResponseSchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from './auth.ts';
import {
  customerProfileBodySchema,
  customerProfileResponseSchema,
  familyMemberBodySchema,
  familyMemberResponseSchema,
} from './customer.ts';

/* What families and caregivers type, and the exact words they read back when it is wrong. */

function refusal(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('signing in', () => {
  const send = { userType: 'Customer', mobile: '9876543210' };

  it.each([
    [{ ...send, mobile: undefined }, 'Please enter mobile number'],
    [{ ...send, mobile: '' }, 'Please enter mobile number'],
    [{ ...send, mobile: '9'.repeat(21) }, 'Enter a valid 10-digit Indian mobile number'],
    [{ ...send, mobile: '1234567890' }, 'Enter a valid 10-digit Indian mobile number'],
    [{ ...send, userType: 'Guest' }, 'userType must be Customer, Provider, Company or Admin'],
  ])('refuses %o: %s', (body, message) => {
    expect(refusal(sendOtpBodySchema, body)).toBe(message);
  });

  it('takes a six-digit code and nothing else', () => {
    expect(verifyOtpBodySchema.parse({ ...send, otp: '482915' }).otp).toBe('482915');
    for (const otp of [undefined, '48291', '4829150', '48291a', '४८२९१५']) {
      expect(refusal(verifyOtpBodySchema, { ...send, otp })).toBe('Enter all 6 digits');
    }
  });

  it('needs a refresh token of 1 to 200 characters', () => {
    expect(refusal(refreshBodySchema, { refreshToken: '' })).toBe('refreshToken is required');
    expect(refusal(refreshBodySchema, { refreshToken: 'r'.repeat(200) })).toBeNull();
    expect(refusal(refreshBodySchema, { refreshToken: 'r'.repeat(201) })).not.toBeNull();
  });

  it('answers with the user and both tokens, each required', () => {
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    const user = {
      id: '9a1b2c3d-0000-4000-8000-000000000001',
      userType: 'Provider',
      mobile: '9876543210',
      isRegistered: false,
    };
    expect(verifyOtpResponseSchema.parse({ success: true, data: { user, tokens } }).data).toEqual({
      user,
      tokens,
    });
    expect(refreshResponseSchema.parse({ success: true, data: { tokens } }).data.tokens).toEqual(
      tokens,
    );
    expect(refreshResponseSchema.safeParse({ success: true, data: {} }).success).toBe(false);
    expect(
      refreshResponseSchema.safeParse({ success: true, data: { tokens: { accessToken: 'a' } } })
        .success,
    ).toBe(false);
    expect(refreshResponseSchema.safeParse({ success: false, data: { tokens } }).success).toBe(
      false,
    );
  });
});

describe("a family's profile", () => {
  const profile = {
    name: '  Anita Rao ',
    email: ' anita@example.in ',
    gender: 'Female',
    dob: '1980-04-02',
    address: '  12 MG Road, Bengaluru ',
    pincode: '560001',
  };

  it('is stored trimmed, with an optional pincode', () => {
    expect(customerProfileBodySchema.parse(profile)).toEqual({
      ...profile,
      name: 'Anita Rao',
      email: 'anita@example.in',
      address: '12 MG Road, Bengaluru',
    });
    for (const pincode of ['', null, undefined]) {
      expect(customerProfileBodySchema.parse({ ...profile, pincode }).pincode).toBeNull();
    }
  });

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: ' A ' }, 'Name is required'],
    [{ name: 'A'.repeat(81) }, 'Name is too long'],
    [{ email: 'anita@' }, 'Enter a valid email'],
    [{ gender: 'female' }, 'Please select a gender'],
    [{ address: ' 12 ' }, 'Address is required'],
    [{ address: 'x'.repeat(301) }, 'Address is too long'],
    [{ pincode: '060001' }, 'Enter a valid 6-digit pincode'],
    [{ pincode: '5600011' }, 'Enter a valid 6-digit pincode'],
    [{ pincode: 'x560001' }, 'Enter a valid 6-digit pincode'],
  ])('refuses %o: %s', (change, message) => {
    expect(refusal(customerProfileBodySchema, { ...profile, ...change })).toBe(message);
  });

  it('takes names of 2 to 80 characters and addresses up to 300', () => {
    expect(refusal(customerProfileBodySchema, { ...profile, name: 'Al' })).toBeNull();
    expect(refusal(customerProfileBodySchema, { ...profile, name: 'A'.repeat(80) })).toBeNull();
    expect(refusal(customerProfileBodySchema, { ...profile, address: 'x'.repeat(300) })).toBeNull();
    expect(
      refusal(customerProfileBodySchema, { ...profile, email: `${'a'.repeat(120)}@example.in` }),
    ).not.toBeNull();
  });

  it('is answered with every field, blanks as null', () => {
    const stored = {
      id: '9a1b2c3d-0000-4000-8000-000000000001',
      name: null,
      email: null,
      gender: null,
      dob: null,
      address: null,
      pincode: null,
      phone: '9876543210',
    };
    expect(customerProfileResponseSchema.parse({ success: true, data: stored }).data).toEqual(
      stored,
    );
  });
});

describe('a family member', () => {
  const member = { name: 'Lakshmi Iyer', gender: 'Female', age: 72, relation: ' Mother ' };

  it('is stored trimmed, with a note only when there is one', () => {
    expect(familyMemberBodySchema.parse({ ...member, note: ' Knee surgery ' })).toEqual({
      ...member,
      relation: 'Mother',
      note: 'Knee surgery',
    });
    expect(familyMemberBodySchema.parse({ ...member, note: '  ' }).note).toBeNull();
    expect(familyMemberBodySchema.parse(member).note).toBeNull();
  });

  it.each([
    [{ age: 0 }, 'Age must be between 1 and 120'],
    [{ age: 121 }, 'Age must be between 1 and 120'],
    [{ age: 70.5 }, 'Age must be a whole number'],
    [{ relation: '  ' }, 'Relation is required'],
    [{ relation: 'x'.repeat(41) }, 'Relation is too long'],
    [{ note: 'x'.repeat(501) }, 'Note is too long'],
  ])('refuses %o: %s', (change, message) => {
    expect(refusal(familyMemberBodySchema, { ...member, ...change })).toBe(message);
  });

  it('takes ages 1 and 120, a 40-character relation and a 500-character note', () => {
    for (const change of [
      { age: 1 },
      { age: 120 },
      { relation: 'x'.repeat(40) },
      { note: 'x'.repeat(500) },
    ]) {
      expect(refusal(familyMemberBodySchema, { ...member, ...change })).toBeNull();
    }
  });

  it('is answered with its photo and note, even when empty', () => {
    const stored = {
      id: '9a1b2c3d-0000-4000-8000-000000000002',
      ...member,
      note: null,
      image: null,
    };
    expect(familyMemberResponseSchema.parse({ success: true, data: stored }).data).toEqual(stored);
    const { image: _, ...noImage } = stored;
    expect(familyMemberResponseSchema.safeParse({ success: true, data: noImage }).success).toBe(
      false,
    );
  });
});
