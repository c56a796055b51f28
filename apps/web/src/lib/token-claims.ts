import { sellerKinds, type SellerKind } from '@care/shared';
import { getSellerAccessToken } from './tokens';

/**
 * The payload of a JWT, decoded but NOT verified. The server checks every token it receives;
 * the app reads claims only to choose which of its own screens or paths to use, never to grant
 * anything. Anything but a well-formed JWT with a JSON object payload reads as no claims.
 */
export function readUnverifiedClaims(token: string | null | undefined): Record<string, unknown> {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The `ut` (userType) claim of `token` when it names a kind of seller, else null. */
export function sellerKindOf(token: string | null | undefined): SellerKind | null {
  const { ut } = readUnverifiedClaims(token);
  return sellerKinds.find((kind) => kind === ut) ?? null;
}

/** Whether the stored seller token belongs to an individual caregiver or a company. */
export function storedSellerKind(): SellerKind | null {
  return sellerKindOf(getSellerAccessToken());
}
