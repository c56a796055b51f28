import { afterEach, describe, expect, it } from 'vitest';
import { sellerKindOf, readUnverifiedClaims, storedSellerKind } from './token-claims';
import { fakeJwt } from '../test/fakeJwt';
import { clearSellerTokens, setSellerTokens } from './tokens';

afterEach(() => clearSellerTokens());

describe('token claims', () => {
  it('reads the userType claim from a base64url payload', () => {
    expect(sellerKindOf(fakeJwt({ sub: 'u1', ut: 'Company' }))).toBe('Company');
    expect(sellerKindOf(fakeJwt({ sub: 'u1', ut: 'Provider' }))).toBe('Provider');
  });

  it('decodes payloads that need base64url characters and UTF-8', () => {
    // '?>' and 'ü' produce '-' / '_' in base64url and multi-byte UTF-8.
    const token = fakeJwt({ name: 'Müller ?>?>', ut: 'Company' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readUnverifiedClaims(token)).toMatchObject({ name: 'Müller ?>?>', ut: 'Company' });
  });

  it('ignores customers, unknown values and anything that is not a JWT', () => {
    expect(sellerKindOf(fakeJwt({ ut: 'Customer' }))).toBeNull();
    expect(sellerKindOf(fakeJwt({ ut: 'Admin' }))).toBeNull();
    expect(sellerKindOf('not-a-token')).toBeNull();
    expect(sellerKindOf('a.%%%.c')).toBeNull();
    expect(sellerKindOf(`a.${btoa('[1]')}.c`)).toBeNull();
    expect(sellerKindOf(null)).toBeNull();
  });

  it('reads the stored provider/company token', () => {
    expect(storedSellerKind()).toBeNull();
    setSellerTokens({ accessToken: fakeJwt({ ut: 'Company' }), refreshToken: 'r' });
    expect(storedSellerKind()).toBe('Company');
  });
});
