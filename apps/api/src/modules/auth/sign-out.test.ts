import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { sha256Hex } from '../../lib/crypto.ts';

/*
 * Item 8 of issue 15: a logout ends the sign-in's access tokens at once (not when they expire
 * 15 minutes later), and two tabs refreshing one sign-in at once both stay signed in.
 */

const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });
const logout = (t: TestApp, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refreshToken } });
const profile = (t: TestApp, accessToken: string) =>
  t.app.inject({
    url: '/api/v1/customer/auth/getCustomerProfile',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('signing out and refreshing from two tabs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', REFRESH_REUSE_GRACE_SECONDS: '30' });
  });
  afterAll(() => t.close());

  it('stops an access token working as soon as its sign-in logs out', async () => {
    const user = await signIn(t.app);
    const rotated = (await refresh(t, user.tokens.refreshToken)).json().data.tokens;
    expect((await profile(t, user.tokens.accessToken)).statusCode).toBe(200);
    expect((await profile(t, rotated.accessToken)).statusCode).toBe(200);

    expect((await logout(t, rotated.refreshToken)).statusCode).toBe(200);

    // Both the first and the refreshed access token of that sign-in, though unexpired.
    for (const token of [user.tokens.accessToken, rotated.accessToken]) {
      const res = await profile(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has ended. Please sign in again.');
    }
  });

  it('leaves the same person signed in on another device', async () => {
    const phone = await signIn(t.app);
    const laptop = await signIn(t.app, 'Customer', phone.mobile);
    await logout(t, phone.tokens.refreshToken);
    expect((await profile(t, phone.tokens.accessToken)).statusCode).toBe(401);
    expect((await profile(t, laptop.tokens.accessToken)).statusCode).toBe(200);
    expect((await refresh(t, laptop.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('ends the access tokens of a sign-in revoked for refresh-token reuse', async () => {
    const user = await signIn(t.app);
    await refresh(t, user.tokens.refreshToken);
    await ageFirstUse(t, user.tokens.refreshToken, 31);
    expect((await refresh(t, user.tokens.refreshToken)).statusCode).toBe(401);
    expect((await profile(t, user.tokens.accessToken)).statusCode).toBe(401);
  });

  it('keeps both tabs signed in when they refresh the same token at once', async () => {
    const user = await signIn(t.app);
    const [a, b] = await Promise.all([
      refresh(t, user.tokens.refreshToken),
      refresh(t, user.tokens.refreshToken),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tabA = a.json().data.tokens;
    const tabB = b.json().data.tokens;
    // Each tab goes on refreshing its own token, and neither counts as reuse of the other.
    for (const tab of [tabA, tabB]) {
      expect((await profile(t, tab.accessToken)).statusCode).toBe(200);
      const next = await refresh(t, tab.refreshToken);
      expect(next.statusCode).toBe(200);
      expect((await profile(t, next.json().data.tokens.accessToken)).statusCode).toBe(200);
    }
  });

  it('still revokes the sign-in when a rotated token comes back after the window', async () => {
    const user = await signIn(t.app);
    const rotated = (await refresh(t, user.tokens.refreshToken)).json().data.tokens;
    await ageFirstUse(t, user.tokens.refreshToken, 31);

    const replay = await refresh(t, user.tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await refresh(t, rotated.refreshToken)).statusCode).toBe(401);
    expect((await profile(t, rotated.accessToken)).statusCode).toBe(401);
  });

  it('does not let the window reopen a sign-in that logged out', async () => {
    const user = await signIn(t.app);
    const rotated = (await refresh(t, user.tokens.refreshToken)).json().data.tokens;
    await logout(t, rotated.refreshToken);
    // The old token is inside its grace window, but the sign-in has ended.
    expect((await refresh(t, user.tokens.refreshToken)).statusCode).toBe(401);
  });

  it('answers 401, not 500, for a signed token whose session id is not one of ours', async () => {
    const user = await signIn(t.app);
    const token = await new SignJWT({ ut: 'Customer', sid: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('careconnect')
      .setAudience('careconnect-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await profile(t, token)).statusCode).toBe(401);
  });
});

/** Moves a refresh token's first use into the past, as if the grace window had passed. */
async function ageFirstUse(t: TestApp, refreshToken: string, seconds: number): Promise<void> {
  await t.db.execute(sql`
    update refresh_tokens set used_at = now() - make_interval(secs => ${seconds})
     where token_hash = ${sha256Hex(refreshToken)}`);
}
