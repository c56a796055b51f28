/** An unsigned, JWT-shaped token with `claims` as its base64url payload (for tests only). */
export function fakeJwt(claims: object): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'at+jwt' })}.${encode(claims)}.c2lnbmF0dXJl`;
}
