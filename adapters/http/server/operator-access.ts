import { createHash, timingSafeEqual } from 'node:crypto';
import type { SignedInUser } from '../../../application/accounts/viewer';
import { Role } from '../../../domain/accounts/enums';

/**
 * Issue 26: the operator of the machine an embedded server runs on, recognised by the operator token of
 * DATA_DIR's control file (adapters/persistence/server-control-file.ts) in `Authorization: Bearer`. The
 * holder can already read the database in that folder, so the token gives no power the file does not:
 * a staff viewer for the staff endpoints, and the admin endpoints of the whole database (accounts, backup)
 * that the CLI runs in process on a stopped server. The X-Relomove-Operator header names who is at the
 * terminal; it is believed only with the token, so the history records changes as in process.
 */
export interface OperatorAccess {
  /** The operator token of this server's control file. */
  token: string;
  /** Who a request with the token but no (usable) name is recorded as: the server's own user@host. */
  fallbackName: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `given` is the operator token, compared in constant time (SHA-256 digests of equal length). */
export function isOperatorToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A name from the X-Relomove-Operator header: 1 to 200 printable characters, trimmed; else null. */
export function operatorName(header: string | undefined): string | null {
  const name = header?.trim() ?? '';
  if (name === '' || name.length > 200) return null;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 32 || code === 127) return null;
  }
  return name;
}

/**
 * The operator as the use cases see them (as the in-process CLI's terminal operator: user id 0, staff), when
 * `bearer` is the operator token; null otherwise.
 */
export function operatorViewer(
  bearer: string | null | undefined,
  nameHeader: string | undefined,
  access: OperatorAccess,
): SignedInUser | null {
  if (typeof bearer !== 'string' || !isOperatorToken(bearer, access.token)) return null;
  return { userId: 0, email: operatorName(nameHeader) ?? access.fallbackName, role: Role.staff };
}
