/**
 * The session token of an `Authorization: Bearer <token>` header: undefined when the header is absent or
 * names another scheme (the cookie then counts), null when it is a Bearer header with no usable token
 * (nobody: a bad bearer never falls back to a cookie). Bearer credentials are never sent by a browser on
 * its own, so they need no CSRF defence (docs/decisions.md).
 */
export function bearerTokenFrom(authorization: string | undefined): string | null | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  if (!match) return undefined;
  const token = match[1]?.trim() ?? '';
  return token === '' || token.length > 512 ? null : token;
}
