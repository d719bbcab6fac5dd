/**
 * Issue 13 "Self-service changes", §7 POST moves/edit/{id} over HTTP on every database under test: a
 * preview that changes nothing and shows the difference to the cent; a confirmed change saved at
 * Revision + 1 with 'Your edits have been saved.' and its history; a full date refused with the booking's
 * capacity words; two confirms at one revision (one wins); the difference charged or refunded after a
 * Transit capture; owner and staff only; 1,000 malformed bodies; and, last (it moves the clock past the
 * cut-off), EditNotAllowed with IsMyMoveEditAllowed false.
 */

import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEditWindow } from '../../adapters/http/contract/edit-window';
import type { MoveEditResponse } from '../../adapters/http/contract/move-edit';
import type { MovePaymentsResponse, TransitChargeResponse } from '../../adapters/http/contract/move-payments';
import type { WireQuote } from '../../adapters/http/contract/quote';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { addBusinessDays } from '../../domain/calendar/business-days';
import { isoDate } from '../../domain/calendar/iso-date';
import { EDIT_FAIL_MESSAGES } from '../../domain/quote/edit-quote';
import { STAFF_EDIT_MESSAGES } from '../../domain/reservation/edit-cutoff';
import { EDITS_SAVED_MESSAGE } from '../../domain/reservation/enums';
import { bookedMove, moveEditBody } from '../fixtures/move-edit';
import { type SendJson, standardPickup } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-editor@example.com', password: 'boxes-and-tape-2026' };
const LINE = /^[^\n]* - [^\n]+$/;

type Headers = Record<string, string>;
type EditAnswer = MoveEditResponse & { errors?: string[]; reason?: string };
type Reservation = {
  reservation: WireQuote;
  IsMyMoveEditAllowed: boolean;
  MyMoveEdit: WireEditWindow;
  TotalPrice: number;
};

/** Dollars summed exactly (through cents). */
const sumDollars = (amounts: ReadonlyArray<number | null>) =>
  amounts.reduce<number>((total, a) => total + Math.round((a ?? 0) * 100), 0) / 100;

describe.each(databasesUnderTest())('POST moves/edit/{id} on $name (issue 13, §7)', (database) => {
  let api: TestServer;
  let mine: Headers;
  let staffs: Headers;
  let theirs: Headers;
  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    ({ mine, staffs, theirs } = await api.demoSessions(OTHER));
  }, 120_000);
  afterAll(() => api?.close());

  const book = () => bookedMove(send, customer.email, mine);
  const edit = (id: number, body: unknown, as: Headers = mine) =>
    api.json<EditAnswer>('POST', `/api/moves/edit/${id}`, body, as);
  const read = async (id: number, as: Headers = mine) =>
    (await api.json<Reservation>('GET', `/api/moves/${id}`, undefined, as)).body;
  const changes = async (id: number) =>
    (
      await sql<{ reason: string | null; changed_by: string | null; to_revision: number }>`
        select reason, changed_by, to_revision from quote_changes where quote_id = ${id} order by id`.execute(
        api.server.database.db,
      )
    ).rows;

  it('a preview saves nothing and shows the old and new price lines, each summing to its total, and the difference to the cent', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const before = await read(id);
    expect(before.IsMyMoveEditAllowed).toBe(true);
    const answer = await edit(
      id,
      moveEditBody(move, { Location: { ...move.location, Liability: 125 } }, false),
    );
    expect(answer.status).toBe(200);
    const { Preview } = answer.body;
    expect(answer.body).toMatchObject({ success: true, Saved: false, Messages: [], ModelErrors: [] });
    expect(answer.body.changeQuoteResponse.failReason).toBe('None');
    expect(Preview?.Changed).toEqual(['Liability']);
    expect(Preview?.OldTotal).toBe(before.TotalPrice);
    expect(sumDollars(Preview?.OldPriceLines.map((l) => l.amount) ?? [])).toBe(Preview?.OldTotal);
    expect(sumDollars(Preview?.NewPriceLines.map((l) => l.amount) ?? [])).toBe(Preview?.NewTotal);
    expect(Preview?.Difference).toBe(125);
    expect(Math.round(((Preview?.NewTotal ?? 0) - (Preview?.OldTotal ?? 0)) * 100) / 100).toBe(
      Preview?.Difference,
    );
    // Nothing captured yet: the Transit charge takes the new total.
    expect(Preview?.Settlement.Kind).toBe('AtTransit');
    const after = await read(id);
    expect(after.reservation.Revision).toBe(before.reservation.Revision);
    expect(after.TotalPrice).toBe(before.TotalPrice);
    expect(after.reservation.Details.Reservation?.EditHistory).toBeUndefined();
  });

  it("a confirmed change is saved at Revision + 1 with 'Your edits have been saved.', the new total, the history and the change note (§4)", async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const SpotDate = addBusinessDays(move.quote.Details.SpotDate, 2);
    const schedule = { ...move.schedule, SpotDate, PickupDate: standardPickup(move.quote, SpotDate) };
    const answer = await edit(id, moveEditBody(move, { Schedule: schedule }, true));
    expect(answer.status).toBe(200);
    expect(answer.body.Saved).toBe(true);
    expect(answer.body.changeQuoteResponse.message).toBe(EDITS_SAVED_MESSAGE);
    expect(answer.body.quote.Revision).toBe(move.quote.Revision + 1);
    expect(answer.body.Preview?.Changed).toEqual(expect.arrayContaining(['SpotDate', 'PickupDate']));
    const after = await read(id);
    expect(after.reservation.Details.SpotDate).toBe(SpotDate);
    expect(after.reservation.Details.Reservation?.EditHistory?.SpotDate).toEqual([
      { value: SpotDate, at: api.clock.now() },
    ]);
    expect(after.TotalPrice).toBe(answer.body.Preview?.NewTotal);
    expect((await changes(id)).at(-1)).toMatchObject({
      reason: expect.stringMatching(/^Move edited: .*SpotDate/),
      changed_by: null,
      to_revision: move.quote.Revision + 1,
    });
    // The reservation holds its new date: its place moved from the old date to the new one.
    const row = await sql<{
      spot_date: Date | string;
    }>`select spot_date from reservations where quote_id = ${id}`.execute(api.server.database.db);
    expect(String(new Date(row.rows[0]?.spot_date ?? '').toISOString()).slice(0, 10)).toBe(SpotDate);
  });

  it("a change to a full drop-off date is refused with the booking's capacity words and changes nothing (§4)", async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const full = isoDate('2026-12-31');
    const schedule = { ...move.schedule, SpotDate: full, PickupDate: standardPickup(move.quote, full) };
    const answer = await edit(id, moveEditBody(move, { Schedule: schedule }, true));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      success: false,
      reason: 'InvalidCapacityUnserviceableDate',
      Messages: ['InvalidCapacityUnserviceableDate'],
      Saved: false,
    });
    expect(answer.body.changeQuoteResponse.message).toBe(EDIT_FAIL_MESSAGES.InvalidCapacityUnserviceableDate);
    expect((await read(id)).reservation.Revision).toBe(move.quote.Revision);
  });

  it("a paid drop-off window is re-checked as booking does: a booked-out window is refused (AppointmentUnavailable), a free one moves the move's booking and gives back the old one", async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const date = move.quote.Details.SpotDate;
    const window = (EarlyTime: string, LateTime: string) => ({
      SelectedAppointmentOption: 'TwoHourWindow' as const,
      EarlyTime,
      LateTime,
    });
    // Two other moves take the 10-12 window on the same date: the station has two crews per slot.
    for (let i = 0; i < 2; i++) {
      await bookedMove(send, customer.email, mine, {
        schedule: {
          SpotDate: date,
          PickupDate: standardPickup(move.quote, date),
          OriginAppointment: window('1000', '1200'),
        },
      });
    }
    const taken = await edit(
      id,
      moveEditBody(move, { Schedule: { ...move.schedule, OriginAppointment: window('1000', '1200') } }, true),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.Messages).toEqual(['AppointmentUnavailable']);
    const free = await edit(
      id,
      moveEditBody(move, { Schedule: { ...move.schedule, OriginAppointment: window('1200', '1400') } }, true),
    );
    expect(free.status).toBe(200);
    const held = await sql<{ early_time: string; released_at: unknown }>`
      select early_time, released_at from appointment_bookings where quote_id = ${id} and move_end = 'origin'`.execute(
      api.server.database.db,
    );
    expect(held.rows).toEqual([{ early_time: '1200', released_at: null }]);
  });

  it('two confirms at one revision at once: exactly one is saved, the other is refused with WrongRevisionError (MyMove) and the newer quote', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const answers = await Promise.all([
      edit(id, moveEditBody(move, { Location: { ...move.location, Liability: 75 } }, true)),
      edit(id, moveEditBody(move, { Location: { ...move.location, Liability: 175 } }, true)),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body.Messages).toEqual(['WrongRevisionError (MyMove)']);
    expect(lost?.body.changeQuoteResponse.failReason).toBe('NoRevisionMatch');
    expect(lost?.body.quote.Revision).toBe(move.quote.Revision + 1);
    expect((await read(id)).reservation.Revision).toBe(move.quote.Revision + 1);
  });

  it('after a Transit capture, a higher price charges the difference and a lower one refunds it, as ledger rows with the reason (issue 12)', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const charged = await api.json<TransitChargeResponse>(
      'POST',
      `/api/staff/moves/${id}/transit`,
      undefined,
      staffs,
    );
    expect(charged.body.Result).toBe('Charged');
    const up = await edit(id, moveEditBody(move, { Location: { ...move.location, Liability: 175 } }, false));
    expect(up.body.Preview?.Settlement).toMatchObject({ Kind: 'Charge', Amount: 175 });
    const saved = await edit(
      id,
      moveEditBody(move, { Location: { ...move.location, Liability: 175 } }, true),
    );
    expect(saved.status).toBe(200);
    const down = await edit(
      id,
      moveEditBody(move, { Location: { ...move.location, Liability: 75 } }, true, saved.body.quote.Revision),
    );
    expect(down.status).toBe(200);
    expect(down.body.Preview?.Settlement).toMatchObject({ Kind: 'Refund', Amount: 100 });
    const payments = (
      await api.json<MovePaymentsResponse>('GET', `/api/moves/${id}/payments`, undefined, mine)
    ).body;
    const total = move.quote.Details.Reservation?.TotalPrice ?? 0;
    expect(payments.Ledger.map((r) => [r.Kind, r.Amount, r.Reason])).toEqual([
      ['Authorization', total / 100, 'Charged in transit'],
      ['Capture', total / 100, 'Charged in transit'],
      ['Authorization', 175, 'Price change: the difference charged'],
      ['Capture', 175, 'Price change: the difference charged'],
      ['Refund', 100, 'Price change: the difference refunded'],
    ]);
    expect(payments.InvoiceAmountDue).toBe(0);
  });

  it('another customer gets 404 as for a move that does not exist; nobody signed in gets 401; staff may edit for the customer (§6)', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const body = moveEditBody(move, { Equipment: { LinearFeet: 20 } }, false);
    expect((await edit(id, body, theirs)).status).toBe(404);
    expect((await edit(9_999_999, body, theirs)).status).toBe(404);
    expect((await edit(id, body, {})).status).toBe(401);
    const byStaff = await edit(
      id,
      moveEditBody(move, { Location: { ...move.location, Liability: 75 } }, true),
      staffs,
    );
    expect(byStaff.status).toBe(200);
    expect((await changes(id)).at(-1)?.changed_by).toBe(staff.email);
  });

  it('1,000 malformed bodies: no 5xx, only field - message lines, nothing changed', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const before = await read(id);
    const junk = fc.oneof(
      fc.anything(),
      fc.record({
        Revision: fc.anything(),
        Confirm: fc.anything(),
        MyMove: fc.anything(),
        Equipment: fc.anything(),
      }),
      fc.record({
        Revision: fc.constant(move.quote.Revision),
        Confirm: fc.constant(true),
        MyMove: fc.record({ Location: fc.anything(), Schedule: fc.anything() }),
        Equipment: fc.record({
          LinearFeet: fc.integer(),
          NumCubes: fc.anything(),
          DestinationDelivery: fc.string(),
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (payload) => {
        const answer = await api.json<{ errors?: string[] }>(
          'POST',
          `/api/moves/edit/${id}`,
          JSON.stringify(payload ?? null),
          mine,
        );
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) for (const line of answer.body.errors ?? []) expect(line).toMatch(LINE);
      }),
      { numRuns: 1000 },
    );
    const after = await read(id);
    expect(after.reservation.Revision).toBe(before.reservation.Revision);
  }, 600_000);

  it('after the cut-off (4 p.m. at the origin station, three business days before drop-off) editing is refused to the customer with EditNotAllowed (MyMove) and IsMyMoveEditAllowed false; staff taking their call can still change the move', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const open = await read(id);
    expect(open.MyMoveEdit.Allowed).toBe(true);
    const cutoff = Date.parse(open.MyMoveEdit.CutoffAt ?? '');
    expect(new Date(cutoff).toISOString().slice(11, 16)).toBe('21:00'); // 4 p.m. in New York (EST)
    api.clock.advance(cutoff - api.clock.nowMs());
    mine = await api.signIn(customer.email, customer.password);
    const closed = await read(id);
    expect(closed.IsMyMoveEditAllowed).toBe(false);
    expect(closed.MyMoveEdit.Reason).toBe('CutoffPassed');
    const answer = await edit(
      id,
      moveEditBody(move, { Location: { ...move.location, Liability: 75 } }, false),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.Messages).toEqual(['EditNotAllowed (MyMove)']);
    expect(answer.body.changeQuoteResponse.message).toMatch(/call us/);
    expect(answer.body.quote.Revision).toBe(move.quote.Revision);
    // The customer was told to call: staff can still change it (until the equipment is at the origin).
    staffs = await api.signIn(staff.email, staff.password);
    const forStaff = await read(id, staffs);
    expect(forStaff.MyMoveEdit).toMatchObject({ Allowed: true, Reason: null, CutoffAt: null });
    expect(forStaff.MyMoveEdit.Message).toBe(STAFF_EDIT_MESSAGES.CutoffPassed);
    const byStaff = await edit(
      id,
      moveEditBody(move, { Location: { ...move.location, Liability: 75 } }, true),
      staffs,
    );
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.quote.Revision).toBe(move.quote.Revision + 1);
    expect((await changes(id)).at(-1)?.changed_by).toBe(staff.email);
    expect((await read(id)).IsMyMoveEditAllowed).toBe(false);
  });
});
