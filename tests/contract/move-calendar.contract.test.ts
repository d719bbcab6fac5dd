/**
 * Issue 13, §2 /dashboard/move-schedule/: a booked move's calendar files over HTTP on every database under
 * test (tracking.md "Calendar files (.ics)"): valid iCalendar, a UID stable across reads, SEQUENCE unchanged
 * while nothing changes and one more after a confirmed reschedule (POST moves/edit/{id}) or a staff event
 * that schedules the milestone, STATUS:CANCELLED once the reservation is cancelled; owner only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireQuote } from '../../adapters/http/contract/quote';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { addBusinessDays, addDays } from '../../domain/calendar/business-days';
import { isoDate } from '../../domain/calendar/iso-date';
import { bookedMove, moveEditBody } from '../fixtures/move-edit';
import { type SendJson, standardPickup } from '../fixtures/reservation';
import { type IcsEvent, parseIcs } from '../support/icalendar';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_SCRYPT } from '../support/test-password-hashing';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-calendar@example.com', password: 'boxes-and-tape-2026' };
type Headers = Record<string, string>;
const compact = (date: string) => date.replaceAll('-', '');

describe.each(databasesUnderTest())('calendar files of a booked move on $name (issue 13, §2)', (database) => {
  let api: TestServer;
  let mine: Headers;
  let staffs: Headers;
  let theirs: Headers;
  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    const added = await new AddUser({
      users: new PgUserRepository(api.server.database.db),
      hasher: new ScryptPasswordHasher(TEST_SCRYPT),
      clock: api.clock,
    }).execute({ ...OTHER, role: 'customer' });
    if (added.isErr()) throw new Error('the second customer could not be added');
    mine = await api.signIn(customer.email, customer.password);
    staffs = await api.signIn(staff.email, staff.password);
    theirs = await api.signIn(OTHER.email, OTHER.password);
  }, 120_000);
  afterAll(() => api?.close());

  const book = () => bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
  const file = async (path: string, as: Headers | undefined = mine) => {
    const answer = await api.request('GET', path, undefined, as);
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  };
  /** One milestone's file, parsed: its only event. */
  const event = async (id: number, milestone: string): Promise<IcsEvent> => {
    const answer = await file(`/api/moves/${id}/calendar/${milestone}.ics`);
    expect(answer.status, answer.text).toBe(200);
    const events = parseIcs(answer.text);
    expect(events).toHaveLength(1);
    return events[0] as IcsEvent;
  };
  const revision = async (id: number) =>
    (await api.json<{ reservation: WireQuote }>('GET', `/api/moves/${id}`, undefined, mine)).body.reservation
      .Revision;

  it('a dated milestone is a valid iCalendar attachment: all-day TENTATIVE while estimated, timed CONFIRMED for the booked window; UID and SEQUENCE the same on every read', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const answer = await file(`/api/moves/${id}/calendar/OriginPickup.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="relomove-${id}-OriginPickup.ics"`,
    );
    const [pickup] = parseIcs(answer.text);
    const day = move.quote.Details.PickupDate;
    expect(pickup).toMatchObject({
      UID: `${id}-OriginPickup@relomove`,
      SEQUENCE: '0',
      STATUS: 'TENTATIVE',
      SUMMARY: 'Relomove: ReloCube pickup (estimated)',
      'DTSTART;VALUE=DATE': compact(day),
      'DTEND;VALUE=DATE': compact(addDays(day, 1)),
    });
    expect(pickup?.DESCRIPTION).toContain(`Relomove reservation ${id}.`);
    expect(pickup?.DESCRIPTION).toMatch(/\/dashboard$/);
    // The fixture books a paid drop-off window: a timed event, in UTC, as long as the window.
    const window = move.quote.Details.Reservation?.SpotAppointment;
    const dropOff = await event(id, 'DropOff');
    expect(dropOff).toMatchObject({
      STATUS: 'CONFIRMED',
      SUMMARY: 'Relomove: ReloCube drop-off (scheduled)',
    });
    expect(dropOff.DTSTART).toMatch(new RegExp(`^${compact(move.quote.Details.SpotDate)}T\\d{6}Z$`));
    const utc = (s: string) =>
      Date.parse(s.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'));
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(2, 4));
    expect((utc(dropOff.DTEND ?? '') - utc(dropOff.DTSTART ?? '')) / 60_000).toBe(
      minutes(window?.LateTime ?? '') - minutes(window?.EarlyTime ?? ''),
    );
    const again = await event(id, 'DropOff');
    expect([again.UID, again.SEQUENCE, again.DTSTART]).toEqual([
      `${id}-DropOff@relomove`,
      '0',
      dropOff.DTSTART,
    ]);
  });

  it('calendar.ics holds every dated milestone of the move, each with its own UID', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const answer = await file(`/api/moves/${id}/calendar.ics`);
    expect(answer.status).toBe(200);
    const events = parseIcs(answer.text);
    const uids = events.map((e) => e.UID);
    expect(uids).toEqual(expect.arrayContaining([`${id}-DropOff@relomove`, `${id}-OriginPickup@relomove`]));
    expect(new Set(uids).size).toBe(uids.length);
    expect(events.every((e) => e.SEQUENCE === '0')).toBe(true);
  });

  it('owner only: another customer and staff get 404, nobody signed in 401, an unknown or never-dated milestone 400 and 404', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    expect((await file(`/api/moves/${id}/calendar/DropOff.ics`, theirs)).status).toBe(404);
    expect((await file(`/api/moves/${id}/calendar.ics`, staffs)).status).toBe(404);
    expect((await file(`/api/moves/${id}/calendar/DropOff.ics`, {})).status).toBe(401);
    const unknown = await file(`/api/moves/${id}/calendar/Teleport.ics`);
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text).errors[0]).toMatch(/^Milestone - /);
    const storage = await file(`/api/moves/${id}/calendar/Storage.ics`);
    expect(storage.status).toBe(404);
    expect(JSON.parse(storage.text).errors).toEqual([
      'Milestone - Storage has no dates yet, so it has no calendar file',
    ]);
  });

  it('a confirmed reschedule of the drop-off (POST moves/edit/{id}) moves the event and adds one to SEQUENCE; the UID stays', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    expect((await event(id, 'DropOff')).SEQUENCE).toBe('0');
    const SpotDate = addBusinessDays(move.quote.Details.SpotDate, 2);
    const schedule = { ...move.schedule, SpotDate, PickupDate: standardPickup(move.quote, SpotDate) };
    const preview = await api.json(
      'POST',
      `/api/moves/edit/${id}`,
      moveEditBody(move, { Schedule: schedule }, false),
      mine,
    );
    expect(preview.status).toBe(200);
    expect((await event(id, 'DropOff')).SEQUENCE).toBe('0');
    const saved = await api.json<{ Saved: boolean }>(
      'POST',
      `/api/moves/edit/${id}`,
      moveEditBody(move, { Schedule: schedule }, true),
      mine,
    );
    expect(saved.body.Saved).toBe(true);
    const moved = await event(id, 'DropOff');
    expect(moved).toMatchObject({ UID: `${id}-DropOff@relomove`, SEQUENCE: '1' });
    expect(moved.DTSTART?.slice(0, 8)).toBe(compact(SpotDate));
    expect((await event(id, 'DropOff')).SEQUENCE).toBe('1');
  });

  it('a staff event that schedules the delivery makes it CONFIRMED (scheduled) with one more SEQUENCE', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const before = await event(id, 'Delivery');
    expect(before.STATUS).toBe('TENTATIVE');
    const day = isoDate(before['DTSTART;VALUE=DATE']?.replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3') ?? '');
    const scheduled = await api.json(
      'POST',
      `/api/staff/shipments/${id}/events`,
      {
        Milestone: 'Delivery',
        Status: 'Scheduled',
        Window: { Early: day, Late: day },
      },
      { ...staffs, 'idempotency-key': randomUUID() },
    );
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(await event(id, 'Delivery')).toMatchObject({
      UID: before.UID,
      SEQUENCE: String(Number(before.SEQUENCE) + 1),
      STATUS: 'CONFIRMED',
      SUMMARY: 'Relomove: ReloCube delivery (scheduled)',
      'DTSTART;VALUE=DATE': compact(day),
      'DTEND;VALUE=DATE': compact(addDays(day, 1)),
    });
  });

  it('cancelling the reservation marks every file it had CANCELLED with one more SEQUENCE, once', async () => {
    const move = await book();
    const id = move.quote.QuoteId;
    const before = parseIcs((await file(`/api/moves/${id}/calendar.ics`)).text);
    const cancelled = await api.json(
      'POST',
      `/api/moves/${id}/cancel`,
      { Revision: await revision(id) },
      {
        ...mine,
        'idempotency-key': randomUUID(),
      },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = parseIcs((await file(`/api/moves/${id}/calendar.ics`)).text);
    expect(after.map((e) => e.UID)).toEqual(before.map((e) => e.UID));
    for (const e of after) {
      expect(e.STATUS, e.UID).toBe('CANCELLED');
      expect(e.SEQUENCE).toBe('1');
      expect(e.SUMMARY).toMatch(/\(cancelled\)$/);
    }
    const again = await event(id, 'DropOff');
    expect([again.STATUS, again.SEQUENCE]).toEqual(['CANCELLED', '1']);
  });
});
