import type { ColumnType, Generated } from 'kysely';

// Tables of the Schema (schema.ts): accounts, sessions, sign-ups and the secrets every instance shares.

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  /** One of domain/accounts Role: customer, agent, staff, admin (checked by the table). */
  role: string;
  /** §3 Contact of the user's own record (migration 0002). */
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  /** Digits only. */
  phone_number: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface SessionsTable {
  /** The hash of the random session token (the token itself is never stored). */
  id: string;
  /** A random id that grants nothing by itself (migration 0002). */
  public_id: string;
  user_id: number;
  /** Sign-in time, from the Clock; the absolute expiry counts from it. */
  created_at: ColumnType<Date, string, never>;
  /** Idle expiry, pushed forward as the session is used, never past created_at + 30 days. */
  expires_at: ColumnType<Date, string, string>;
}

export interface LoginAttemptsTable {
  /** Migration 0007: each reserved attempt has its own id (primary key). */
  id: Generated<number>;
  /** What is being throttled, e.g. an email or an IP address. */
  key: string;
  attempted_at: ColumnType<Date, string, never>;
}

/** Secrets every instance must share, generated once into the database (migration 0006). */
export interface SharedSecretsTable {
  /** e.g. 'captcha-hmac'. */
  name: string;
  value: string;
  created_at: ColumnType<Date, string, never>;
}

/** Spent proof-of-work challenges, by signature, kept until they expire (migration 0006). */
export interface CaptchaSpentTable {
  signature: string;
  expires_at: ColumnType<Date, string, never>;
}

/** Sign-ups waiting for their emailed code (issue 11, migration 0012). */
export interface SignupCodesTable {
  /** Lower-cased. */
  email: string;
  /** A keyed hash of the code (SignUpCodes); the code itself is never stored. */
  code_hash: string;
  first_name: string;
  last_name: string;
  /** Digits only. */
  phone_number: string;
  /** The PasswordHasher's hash. */
  password_hash: string;
  quote_id: ColumnType<number | null, number | null, number | null>;
  expires_at: ColumnType<Date, string, string>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string, string>;
}
