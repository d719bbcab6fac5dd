/**
 * Issue 27 "Addresses the customer gave", Change my move: POST moves/edit/{id} takes a new ZIP in the move's
 * service area, refuses a malformed one, and one in another service area (staff move those: the station,
 * equipment and dates change), changing nothing when it refuses. Its own file: its bookings would shift the
 * move dates the other move-edit tests count on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveEditResponse } from '../../adapters/http/contract/move-edit';
import type { WireQuote } from '../../adapters/http/contract/quote';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { AddressZipMessage } from '../../domain/location/address-zip';
import { bookedMove, moveEditBody } from '../fixtures/move-edit';
import type { SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
type Headers = Record<string, string>;
type EditAnswer = MoveEditResponse & { errors?: string[]; reason?: string };

describe.each(databasesUnderTest())('Change my move and the ZIP on $name (issue 27)', (database) => {
  let api: TestServer;
  let mine: Headers;
  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    ({ mine } = await api.demoSessions({ email: 'zip-editor@example.com', password: 'boxes-and-tape-2026' }));
  }, 120_000);
  afterAll(() => api?.close());

  const book = () => bookedMove(send, customer.email, mine);
  const edit = (id: number, body: unknown) =>
    api.json<EditAnswer>('POST', `/api/moves/edit/${id}`, body, mine);
  const read = async (id: number) =>
    (await api.json<{ reservation: WireQuote }>('GET', `/api/moves/${id}`, undefined, mine)).body;

  it("issue 27: Change my move takes a new ZIP in the move's service area, refuses a malformed one and one in another service area (staff move those), and changes nothing when it refuses", async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const withZip = (FromZip: string, confirm: boolean) =>
      edit(
        id,
        moveEditBody(
          move,
          { Location: { ...move.location, Origin: { ...move.location.Origin, FromZip } } },
          confirm,
        ),
      );
    const malformed = await withZip('100', false);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toContain(`FromZip - ${AddressZipMessage.us}`);

    const elsewhere = await withZip('12207', true);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors?.[0]).toBe(
      'FromZip - 12207 is in Albany, NY, in another service area than New York, NY, where this quote was priced.|A booked move cannot change service area online. Please call us, and we will move it for you.',
    );
    expect((await read(id)).reservation.Revision).toBe(move.quote.Revision);

    const sameArea = await withZip('10002', true);
    expect(sameArea.status).toBe(200);
    expect(sameArea.body.Saved).toBe(true);
    expect((await read(id)).reservation.Details.Origin.ZIP).toBe('10002');
  });
});
