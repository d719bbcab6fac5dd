import type pg from 'pg';
import { expect } from 'vitest';
import { ScryptPasswordHasher } from '../../../adapters/system/scrypt-password-hasher';
import { TEST_SCRYPT } from '../../support/test-password-hashing';

/**
 * The staff side of the issue 12 browser tests: a staff member added to the server's database and signed in
 * as the staff tools do (POST /api/user/login), who sends a move to Transit (POST
 * /api/staff/moves/{id}/transit, the charge of what is due, until the shipment lifecycle does) and reads
 * its payments (GET /api/staff/moves/{id}/payments); and (issue 13) records shipment events.
 */

export interface StaffLedgerRow {
  Kind: string;
  Amount: number;
  Method?: string;
  Message?: string | null;
}
export interface StaffPayments {
  TotalPrice: number;
  Captured: number;
  PaymentInfoRequired: boolean;
  Ledger: StaffLedgerRow[];
}

export interface StaffDesk {
  /** Sends the move to Transit: answers the charge's Result (Charged, NothingDue, Failed) and payments. */
  transit(id: number): Promise<{ Result: string; Payments: StaffPayments }>;
  payments(id: number): Promise<StaffPayments>;
  /**
   * Issue 13: records a shipment event (POST /api/staff/shipments/{id}/events, a fresh idempotency key), as
   * staff do from the terminal; answers the shipment after it.
   */
  shipmentEvent(
    id: number,
    event: { Milestone: string; Status: string; OccurredAt?: string; Reason?: string },
  ): Promise<{ Outcome: string; Shipment: unknown; Charge: { Result: string } | null }>;
  /** shipmentEvent with a milestone and a status only (reaching Transit charges the move). */
  recordEventAtDesk(
    id: number,
    Milestone: string,
    Status: string,
  ): Promise<{ Outcome: string; Charge: { Result: string } | null }>;
}

/** Adds a staff member with `email` to the database of the server at `base`, signs them in. */
export async function staffDesk(
  base: string,
  db: pg.Client,
  staff: { email: string; password: string },
): Promise<StaffDesk> {
  const hash = (await new ScryptPasswordHasher(TEST_SCRYPT).hash(staff.password))._unsafeUnwrap();
  await db.query(`insert into users (email, password_hash, role) values ($1, $2, 'staff')`, [
    staff.email,
    hash,
  ]);
  const signedIn = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  expect(signedIn.status).toBe(200);
  const cookie = /relomove_session=[^;]*/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
  expect(cookie).not.toBe('');
  const shipmentEvent: StaffDesk['shipmentEvent'] = async (id, event) => {
    const answer = await fetch(`${base}/api/staff/shipments/${id}/events`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(event),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as {
      Outcome: string;
      Shipment: unknown;
      Charge: { Result: string } | null;
    };
  };
  return {
    async transit(id) {
      const answer = await fetch(`${base}/api/staff/moves/${id}/transit`, {
        method: 'POST',
        headers: { cookie },
      });
      expect(answer.status).toBe(200);
      return (await answer.json()) as { Result: string; Payments: StaffPayments };
    },
    shipmentEvent,
    recordEventAtDesk: (id, Milestone, Status) => shipmentEvent(id, { Milestone, Status }),
    async payments(id) {
      const answer = await fetch(`${base}/api/staff/moves/${id}/payments`, { headers: { cookie } });
      expect(answer.status).toBe(200);
      return (await answer.json()) as StaffPayments;
    },
  };
}
