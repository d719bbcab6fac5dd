/**
 * The README's first command (`npm start` on the embedded default) starts with demo data: the demo customer
 * and staff accounts and the demo customer's quotes (DEMO_QUOTES, the same use case as `relomove db seed`),
 * so the staff lookup and the customer's account have something to show at once. A restart on the same data
 * adds nothing twice. Checked on every database under test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { LookupResponse } from '../../adapters/http/contract/accounts';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { DEMO_QUOTES } from '../../application/quotes/seed-demo-quotes';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

describe.each(databasesUnderTest())(
  'demo data at the first start on $name (README quick start)',
  (database) => {
    const servers: TestServer[] = [];
    afterAll(async () => {
      for (const s of servers.reverse()) await s.close();
    });

    const demoQuotesSeen = async (api: TestServer) => {
      const desk = await api.signIn(staff.email, staff.password);
      const found = await api.json<LookupResponse>(
        'POST',
        '/api/quotes/lookup',
        { search: customer.email },
        desk,
      );
      expect(found.status).toBe(200);
      return found.body.quotes;
    };

    it('the demo customer has the demo quotes, which staff find by the customer’s email; a restart adds none twice', async () => {
      const first = await testServer(database, { demoUsers: true, demoQuotes: true });
      servers.push(first);
      const quotes = await demoQuotesSeen(first);
      expect(quotes).toHaveLength(DEMO_QUOTES.length);
      // The same database opened again by a second start (as a restart would): nothing new.
      const again = await testServer(database, {
        database: first.server.database,
        clock: first.clock,
        demoUsers: true,
        demoQuotes: true,
      });
      servers.push(again);
      expect((await demoQuotesSeen(again)).map((q) => q.QuoteId).sort()).toEqual(
        quotes.map((q) => q.QuoteId).sort(),
      );
    });

    it('a server started without demo quotes (a deployment, or a test) has none', async () => {
      const api = await testServer(database, { demoUsers: true });
      servers.push(api);
      expect(await demoQuotesSeen(api)).toEqual([]);
    });
  },
);
