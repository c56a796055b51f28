import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { latestOtp, signIn } from '../../test/auth.ts';

const valid = {
  name: 'Ananya Iyer',
  email: 'ananya@example.in',
  gender: 'Female',
  dob: '1988-04-12',
  address: '12, 4th Cross, Indiranagar, Bengaluru',
  pincode: '560038',
};

describe('customer profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const put = (authorization: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/auth/completeCustomerProfile',
      headers: { authorization },
      payload,
    });
  const get = (authorization: string) =>
    t.app.inject({ url: '/api/v1/customer/auth/getCustomerProfile', headers: { authorization } });

  it('starts empty, with the phone it signed in with', async () => {
    const user = await signIn(t.app);
    const res = await get(user.auth.authorization);
    expect(res.json().data).toEqual({
      id: user.id,
      name: null,
      email: null,
      gender: null,
      dob: null,
      address: null,
      pincode: null,
      phone: user.mobile,
    });
  });

  it('completes the profile and reports the customer as registered next time', async () => {
    const user = await signIn(t.app);
    const res = await put(user.auth.authorization, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: { ...valid, id: user.id, phone: user.mobile },
    });
    expect((await get(user.auth.authorization)).json().data.name).toBe('Ananya Iyer');

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      payload: { userType: 'Customer', mobile: user.mobile },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/verifyOTP',
      payload: {
        userType: 'Customer',
        mobile: user.mobile,
        otp: await latestOtp(t.app, user.mobile),
      },
    });
    expect(again.json().data.user).toMatchObject({ id: user.id, isRegistered: true });
  });

  it('keeps the pincode optional', async () => {
    const user = await signIn(t.app);
    const { pincode: _omit, ...withoutPincode } = valid;
    const res = await put(user.auth.authorization, withoutPincode);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pincode).toBeNull();
  });

  it.each([
    ['name', { name: '' }, /^name: Name is required$/],
    ['email', { email: 'not-an-email' }, /^email: Enter a valid email$/],
    ['gender', { gender: 'Select gender' }, /^gender: /],
    ['future dob', { dob: '2999-01-01' }, /^dob: Enter a valid date of birth$/],
    ['bad dob', { dob: '12/04/1988' }, /^dob: /],
    ['address', { address: '' }, /^address: /],
    ['pincode', { pincode: '0123' }, /^pincode: /],
    ['unknown field', { isAdmin: true }, /isAdmin|Unrecognized/],
  ])('rejects a bad %s with a 400 and changes nothing', async (_label, patch, message) => {
    const user = await signIn(t.app);
    const res = await put(user.auth.authorization, { ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await get(user.auth.authorization)).json().data.name).toBeNull();
  });

  it('serves each customer only their own profile', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    await put(a.auth.authorization, valid);
    expect((await get(b.auth.authorization)).json().data).toMatchObject({ id: b.id, name: null });
  });
});
