import {
  bookingContracts,
  defineContract,
  envelope,
  familyContracts,
  idParamsSchema,
  text,
  walletContracts,
} from '@care/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { call, callForFile, callForResponse } from './call';
import { clearAllTokens, getCustomerTokens, setCustomerTokens, setSellerTokens } from './tokens';

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof respondWith>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

/** A call open to families and caregivers alike, as notifications will be. */
const anyone = defineContract({
  method: 'GET',
  path: '/notifications/getMyNotifications',
  access: ['Customer', 'Provider', 'Company'],
  tag: 'test',
  response: envelope(z.array(text())),
});
const publicCall = defineContract({
  method: 'GET',
  path: '/things/:id',
  access: 'public',
  tag: 'test',
  params: idParamsSchema,
  query: z.object({ page: z.number().optional(), search: text().optional() }),
  response: envelope(z.object({ id: text() })),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearAllTokens();
});

describe('call', () => {
  it("builds the contract's path, method and body and sends the family's token", async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    setSellerTokens({ accessToken: 'caregiver', refreshToken: 'r' });
    const member = {
      id: '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      name: 'Asha',
      gender: 'Female',
      age: 70,
      relation: 'Mother',
    };
    const fetchMock = respondWith(200, {
      success: true,
      data: { ...member, note: null, image: null },
    });
    const body = { name: 'Asha', gender: 'Female' as const, age: 70, relation: 'Mother' };

    const data = await call(familyContracts.updateFamilyMember, { params: { id: 'm 1' }, body });

    expect(data).toMatchObject(member);
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/v1/customer/familyMember/updateFamilyMember/m%201');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(headers.get('Authorization')).toBe('Bearer family');
  });

  it('sends no token on a public call, and puts the query in the URL', async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    const fetchMock = respondWith(200, { success: true, data: { id: 'x' } });
    await call(publicCall, { params: { id: 'x' }, query: { page: 2, search: '' } });
    const { url, headers } = sent(fetchMock);
    expect(url).toBe('/api/v1/things/x?page=2');
    expect(headers.has('Authorization')).toBe(false);
  });

  it("sends the caregiver's token to a call caregivers may make", async () => {
    setSellerTokens({ accessToken: 'caregiver', refreshToken: 'r' });
    const fetchMock = respondWith(200, { success: true, data: [] });
    await call(anyone, {});
    expect(sent(fetchMock).headers.get('Authorization')).toBe('Bearer caregiver');
  });

  it("turns the server's error envelope into an ApiError with its words", async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    respondWith(400, { success: false, code: 'VALIDATION_ERROR', message: 'age: Age is required' });
    const error = await call(familyContracts.getFamilyMembers, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'age: Age is required' });
  });
});

describe('a public call that says more to a family (ifSignedIn)', () => {
  const input = { params: { id: 'x' }, query: {} };
  const answer = { success: true, data: { id: 'x' } };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const expired = () => json(401, { success: false, message: 'Expired', code: 'UNAUTHORIZED' });

  /** The public call refuses every token but `valid`; /auth/refresh answers `refresh`. */
  function api(valid: string | null, refresh: () => Response) {
    const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
      if (String(url).endsWith('/auth/refresh')) return refresh();
      const bearer = new Headers(init?.headers).get('Authorization');
      return bearer === null || bearer === `Bearer ${valid}` ? json(200, answer) : expired();
    });
    vi.stubGlobal('fetch', fetchMock);
    return () =>
      fetchMock.mock.calls.map(([url, init]) =>
        String(url).endsWith('/auth/refresh')
          ? 'refresh'
          : (new Headers(init?.headers).get('Authorization') ?? 'anonymous'),
      );
  }

  it("sends the family's token when one is stored, and goes anonymously when not", async () => {
    setSellerTokens({ accessToken: 'caregiver', refreshToken: 'r' });
    const sentAs = api('family', expired);
    await call(publicCall, input, { ifSignedIn: 'customer' });
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    await call(publicCall, input, { ifSignedIn: 'customer' });
    expect(sentAs()).toEqual(['anonymous', 'Bearer family']);
  });

  it('renews a stale token as other family calls do, and repeats the call with the new one', async () => {
    setCustomerTokens({ accessToken: 'stale', refreshToken: 'r' });
    const sentAs = api('fresh', () =>
      json(200, { success: true, data: { tokens: { accessToken: 'fresh', refreshToken: 'r2' } } }),
    );
    await expect(call(publicCall, input, { ifSignedIn: 'customer' })).resolves.toEqual({
      id: 'x',
    });
    expect(sentAs()).toEqual(['Bearer stale', 'refresh', 'Bearer fresh']);
  });

  it('asks once more without the token when the session cannot be renewed', async () => {
    setCustomerTokens({ accessToken: 'stale', refreshToken: 'dead' });
    const sentAs = api(null, expired);
    await expect(call(publicCall, input, { ifSignedIn: 'customer' })).resolves.toEqual({
      id: 'x',
    });
    expect(sentAs()).toEqual(['Bearer stale', 'refresh', 'anonymous']);
    // The refused refresh ended the sign-in, as it does on any family call.
    expect(getCustomerTokens()).toBeNull();
  });

  it('does not repeat a call that only the signed-in may make', async () => {
    setCustomerTokens({ accessToken: 'stale', refreshToken: 'dead' });
    const fetchMock = vi.fn<typeof fetch>(async () => expired());
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(familyContracts.getFamilyMembers, {})).rejects.toMatchObject({
      status: 401,
    });
    // The call and the refused refresh; no anonymous third try.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('headers a contract declares', () => {
  it('sends the Idempotency-Key as a request header, beside the token and the body', async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    const fetchMock = respondWith(200, {
      success: true,
      data: { id: '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d', status: 'PROCESSING' },
    });

    await call(walletContracts.withdraw, {
      headers: { 'idempotency-key': 'key-0001-abcd' },
      body: { amount: 1500 },
    });

    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/v1/customer/wallet/withdraw');
    expect(init?.method).toBe('POST');
    expect(headers.get('Idempotency-Key')).toBe('key-0001-abcd');
    expect(headers.get('Authorization')).toBe('Bearer family');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ amount: 1500 }));
  });

  it('sends no extra header when the contract declares none', async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    const fetchMock = respondWith(200, { success: true, data: [] });
    await call(familyContracts.getFamilyMembers, {});
    expect([...sent(fetchMock).headers.keys()].sort()).toEqual([
      'accept',
      'accept-language',
      'authorization',
    ]);
  });
});

describe('callForFile', () => {
  const id = '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

  it("fetches a signed-in file with the family's token and returns its bytes", async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('%PDF-1.7 receipt', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const file = await callForFile(bookingContracts.getReceipt, { params: { id } });

    expect(await file.text()).toBe('%PDF-1.7 receipt');
    expect(file.type).toBe('application/pdf');
    const { url, headers } = sent(fetchMock);
    expect(url).toBe(`/api/v1/customer/booking/getReceipt/${id}`);
    expect(headers.get('Authorization')).toBe('Bearer family');
  });

  it("turns a refusal into an ApiError with the server's words", async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    respondWith(404, { success: false, code: 'NOT_FOUND', message: 'Booking not found' });
    const error = await callForFile(bookingContracts.getReceipt, { params: { id } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Booking not found' });
  });
});

describe('callForResponse', () => {
  it('returns the whole answer, message included', async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    respondWith(200, { success: true, message: 'Family member deleted successfully!' });
    await expect(
      callForResponse(familyContracts.deleteFamilyMember, { params: { id: 'm1' } }),
    ).resolves.toEqual({ success: true, message: 'Family member deleted successfully!' });
  });

  it('decodes money to paise: the wire says rupees, the screens get paise', async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    respondWith(200, {
      success: true,
      data: {
        balance: 1250.5,
        entries: [
          {
            id: '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
            kind: 'BOOKING_DEBIT',
            amount: -0.07,
            description: 'Booking',
            bookingId: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        withdrawals: [],
      },
    });
    const wallet = await call(walletContracts.getWallet, {});
    expect(wallet.balance).toBe(125_050);
    expect(wallet.entries[0]?.amount).toBe(-7);
  });

  it('refuses an answer that breaks the contract with a clear error, not a broken screen', async () => {
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const data of [{ balance: '12', entries: [] }, { balance: 10.005, entries: [] }, {}]) {
      respondWith(200, { success: true, data });
      const error = await call(walletContracts.getWallet, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: 'BAD_RESPONSE',
        message: 'Unexpected response from the server',
      });
    }
  });
});
