import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';

const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });
const profile = (t: TestApp, authorization: string) =>
  t.app.inject({ url: '/api/v1/customer/auth/getCustomerProfile', headers: { authorization } });

describe('sessions: access and refresh tokens', () => {
  let t: TestApp;
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-0123456789');
  beforeAll(async () => {
    // No grace window here: a replayed token counts as reuse at once (the window has its own
    // tests in sign-out.test.ts).
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', REFRESH_REUSE_GRACE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('issues access tokens that live 15 minutes, signed HS256 with their type', async () => {
    const user = await signIn(t.app);
    const [header, payload] = user.tokens.accessToken.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'at+jwt',
    });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims).toMatchObject({
      sub: user.id,
      ut: 'Customer',
      aud: 'careconnect-api',
      iss: 'careconnect',
    });
  });

  it('rotates the refresh token on every use', async () => {
    const user = await signIn(t.app);
    const res = await refresh(t, user.tokens.refreshToken);
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json().data;
    expect(tokens.refreshToken).not.toBe(user.tokens.refreshToken);
    expect((await profile(t, `Bearer ${tokens.accessToken}`)).statusCode).toBe(200);
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole sign-in when a used refresh token comes back', async () => {
    const user = await signIn(t.app);
    const rotated = (await refresh(t, user.tokens.refreshToken)).json().data.tokens;
    const replay = await refresh(t, user.tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please sign in again.');
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(t, rotated.refreshToken)).statusCode).toBe(401);
  });

  it('keeps other sign-ins of the same person alive', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app, 'Customer', first.mobile);
    await refresh(t, first.tokens.refreshToken);
    await refresh(t, first.tokens.refreshToken);
    expect((await refresh(t, second.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('ends a sign-in on logout', async () => {
    const user = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: user.tokens.refreshToken },
    });
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await refresh(t, user.tokens.refreshToken)).statusCode).toBe(401);
  });

  it('rejects unknown and malformed refresh tokens', async () => {
    expect((await refresh(t, 'not-a-token')).statusCode).toBe(401);
    const empty = await refresh(t, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('refreshToken: refreshToken is required');
  });

  it('refuses bearer routes without a token, with a forged or tampered one', async () => {
    const none = await t.app.inject({ url: '/api/v1/customer/auth/getCustomerProfile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: 'Please sign in to continue' });

    const user = await signIn(t.app);
    const [header, payload, signature] = user.tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, ut: 'Admin' })).toString(
      'base64url',
    );
    expect((await profile(t, `Bearer ${header}.${forgedPayload}.${signature}`)).statusCode).toBe(
      401,
    );

    const noneAlg = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString(
      'base64url',
    );
    expect((await profile(t, `Bearer ${noneAlg}.${payload}.`)).statusCode).toBe(401);

    const otherKey = await new SignJWT({ ut: 'Customer' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('careconnect')
      .setAudience('careconnect-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret-123'));
    expect((await profile(t, `Bearer ${otherKey}`)).statusCode).toBe(401);
  });

  it('refuses expired tokens and tokens for another audience or type', async () => {
    const user = await signIn(t.app);
    const build = (edit: (jwt: SignJWT) => SignJWT, typ = 'at+jwt') =>
      edit(
        new SignJWT({ ut: 'Customer' })
          .setProtectedHeader({ alg: 'HS256', typ })
          .setSubject(user.id)
          .setIssuer('careconnect')
          .setAudience('careconnect-api')
          .setIssuedAt(),
      ).sign(secret);

    const expired = await build((j) => j.setExpirationTime(Math.floor(Date.now() / 1000) - 10));
    const res = await profile(t, `Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please sign in again.');

    const otherAudience = await build((j) => j.setAudience('someone-else').setExpirationTime('5m'));
    expect((await profile(t, `Bearer ${otherAudience}`)).statusCode).toBe(401);
    const otherType = await build((j) => j.setExpirationTime('5m'), 'JWT');
    expect((await profile(t, `Bearer ${otherType}`)).statusCode).toBe(401);
    const valid = await build((j) => j.setExpirationTime('5m'));
    expect((await profile(t, `Bearer ${valid}`)).statusCode).toBe(200);
  });

  it('answers 403 when a provider token is used on a customer route', async () => {
    const provider = await signIn(t.app, 'Provider');
    const res = await profile(t, provider.auth.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
