/**
 * Booked moves for tests of screens against the real application behind msw (tests/support/msw-real-api.ts):
 * the demo customer signs in through the client as a browser would (the msw jar keeps the session), staff
 * sign in beside it with a cookie of their own, and a move is booked with a card saved through the client.
 */
import { randomUUID } from 'node:crypto';
import { FetchRelomoveApi } from '../../adapters/http/client/fetch-relomove-api';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { readyToReserve, type SendJson } from '../fixtures/reservation';
import type { RealApiMsw } from './msw-real-api';

export interface DemoDesk {
  /** The page's client (same origin: msw answers it with the real application). */
  api(): FetchRelomoveApi;
  /** Calls the real application directly. */
  send: SendJson;
  /** The demo customer's session, as the jar holds it now. */
  asCustomer(): Record<string, string>;
  /** The demo staff member's own session. */
  staffCookie: Record<string, string>;
  /** Books a move for the demo customer with a card saved from `cardNumber`; answers its QuoteId. */
  book(cardNumber?: string): Promise<number>;
  /** POST staff/moves/{id}/transit: the Transit charge. */
  transit(quoteId: number): Promise<{ status: number; body: { Result: string } }>;
}

/** Signs the demo customer in through the client and staff beside it. Needs `server: { demoUsers: true }`. */
export async function demoDesk(real: RealApiMsw): Promise<DemoDesk> {
  const [customer, staff] = DEMO_USERS;
  if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
  const api = () => new FetchRelomoveApi('');
  const send: SendJson = (method, path, body, headers) => real.api.json(method, path, body, headers);
  const asCustomer = () => ({ cookie: `relomove_session=${real.cookies().get('relomove_session')}` });
  const signedIn = await api().login({ email: customer.email, password: customer.password });
  if (!signedIn.ok) throw new Error('the demo customer could not sign in');
  const staffCookie = await real.api.signIn(staff.email, staff.password);
  return {
    api,
    send,
    asCustomer,
    staffCookie,
    async book(cardNumber = '4242 4242 4242 4242') {
      const saved = await api().saveCard(
        {
          CardNumber: cardNumber,
          NameOnCard: 'Casey Demo',
          ExpirationMonth: '12',
          ExpirationYear: '2030',
          SecurityCode: '123',
          BillingZip: '64105',
        },
        randomUUID(),
      );
      if (!saved.ok) throw new Error(`the card was not saved: ${JSON.stringify(saved.error)}`);
      const { quote, body } = await readyToReserve(send, customer.email, asCustomer(), {
        cardToken: saved.value.PaymentProfileId,
      });
      const reserved = await send('POST', `/api/moves/${quote.QuoteId}/reserve`, body, {
        ...asCustomer(),
        'idempotency-key': randomUUID(),
      });
      if (reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}`);
      return quote.QuoteId;
    },
    transit: (quoteId) =>
      send<{ Result: string }>('POST', `/api/staff/moves/${quoteId}/transit`, undefined, staffCookie),
  };
}
