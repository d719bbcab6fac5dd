/**
 * Issue 13, the shipment lifecycle over HTTP on every database under test: §7 GET shipments/{id} for the
 * owner and staff only, staff recording events (POST staff/shipments/{id}/events) that the domain decides
 * under the move's lock, the Transit charge (ChargeMove, exactly once) and the SANDBOX carrier feed.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovePaymentsResponse } from '../../adapters/http/contract/move-payments';
import type {
  RecordShipmentEventResponse,
  ShipmentResponse,
  SimulateShipmentResponse,
} from '../../adapters/http/contract/shipments';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { endTimeZone } from '../../domain/calendar/time-zones';
import { MILESTONES, stationTimeText } from '../../domain/shipment';
import { bookedMove, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-shipper@example.com', password: 'boxes-and-tape-2026' };
/** §5: every refusal is 'field - message' lines. */
const LINE = /^[\w$.[\]-]+ - .+/;
const DOOR_TO_DOOR_CUBES = [
  'DropOff',
  'CustomerLoading',
  'OriginPickup',
  'Transit',
  'Delivery',
  'CustomerUnloading',
  'DestinationPickup',
];

describe.each(databasesUnderTest())(
  'the shipment lifecycle on $name (issue 13, §7 GET shipments/{id})',
  (database) => {
    let api: TestServer;
    let mine: Record<string, string>;
    let staffs: Record<string, string>;
    let theirs: Record<string, string>;

    beforeAll(async () => {
      api = await testServer(database, { demoUsers: true });
      ({ mine, staffs, theirs } = await api.demoSessions(OTHER));
    }, 120_000);
    afterAll(() => api?.close());

    const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);
    /** A door-to-door ReloCube move the demo customer booked. */
    const booked = () => bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
    const view = (id: number | string, who?: Record<string, string>) =>
      api.json<ShipmentResponse>('GET', `/api/shipments/${id}`, undefined, who);
    const record = (id: number, body: Record<string, unknown>, key: string = randomUUID()) =>
      api.json<RecordShipmentEventResponse>('POST', `/api/staff/shipments/${id}/events`, body, {
        ...staffs,
        'idempotency-key': key,
      });
    const ledger = async (id: number) =>
      (await api.json<MovePaymentsResponse>('GET', `/api/staff/moves/${id}/payments`, undefined, staffs))
        .body;

    it('the owner and staff see the shipment (staff with the carrier details); another customer gets 404, nobody signed in 401, a quote not booked 404', async () => {
      const { id } = await booked();
      const owner = await view(id, mine);
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({
        QuoteId: id,
        ShipmentState: 'NonShipped',
        NextMilestone: 'DropOff',
        ActiveMilestone: null,
        OriginDelivery: 'Door',
        DestinationDelivery: 'Door',
        Equipment: 'ReloCube',
        Storage: false,
        // §9: the rate card's carrier is ABF, so a booked move is never pending (other carriers: shipments.test.ts).
        PendingState: false,
        PendingReason: null,
        Staff: null,
      });
      expect(owner.body.Milestones.map((m) => m.Milestone)).toEqual(MILESTONES);
      const disabled = owner.body.Milestones.filter((m) => m.Status === 'Disabled');
      expect(disabled.map((m) => m.Milestone)).toEqual(['TerminalLoading', 'Storage', 'TerminalUnloading']);
      expect(disabled.every((m) => m.DisabledReason && m.DateType === 'NotApplicable')).toBe(true);
      expect(owner.body.Milestones.find((m) => m.Milestone === 'DropOff')).toMatchObject({
        Status: 'Future',
        DateType: 'Estimated',
        Events: [],
      });
      const forStaff = await view(id, staffs);
      expect(forStaff.body.Staff).toMatchObject({
        Carrier: 'ABF',
        Pronumber: '',
        PronumberAttached: false,
        PronumberRated: false,
        TBOLConfirmed: false,
        EquipmentSpottedOrigin: false,
        Events: [],
      });
      const other = await view(id, theirs);
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ success: false, errors: ['id - No reservation matches this reference'] });
      expect((await view(id)).status).toBe(401);
      expect((await view(id + 100_000, staffs)).status).toBe(404);
    });

    it('a customer gets 403 on the staff endpoints, before the body is read, and nothing is recorded', async () => {
      const { id } = await booked();
      const asCustomer = await api.json(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone: 'DropOff', Status: 'Started' },
        { ...mine, 'idempotency-key': randomUUID() },
      );
      expect(asCustomer.status).toBe(403);
      expect((await api.json('POST', `/api/staff/shipments/${id}/simulate`, undefined, mine)).status).toBe(
        403,
      );
      expect((await api.json('POST', `/api/staff/shipments/${id}/events`, 'not even json')).status).toBe(401);
      expect((await view(id, staffs)).body.Staff?.Events).toEqual([]);
    });

    it('every event of a door-to-door ReloCube move recorded in order ends Completed, each shown on its milestone with its normalised status', async () => {
      const { id } = await booked();
      const started = await record(id, {
        Milestone: 'DropOff',
        Status: 'Started',
        Location: ' Brooklyn, NY ',
      });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ Outcome: 'Recorded', Charge: null });
      expect(started.body.Event).toMatchObject({
        TrackingStatus: 'pending',
        Source: 'staff',
        Location: 'Brooklyn, NY',
      });
      let last = started;
      for (const milestone of DOOR_TO_DOOR_CUBES) {
        if (milestone === 'Delivery') {
          const day = api.clock.today();
          const scheduled = await record(id, {
            Milestone: 'Delivery',
            Status: 'Scheduled',
            Window: { Early: day, Late: day },
          });
          expect(scheduled.status).toBe(200);
        }
        last = await record(id, { Milestone: milestone, Status: 'Completed' });
        expect(last.status, JSON.stringify(last.body)).toBe(200);
      }
      expect(last.body.Shipment.ShipmentState).toBe('Completed');
      expect(last.body.Shipment.NextMilestone).toBeNull();
      const shown = (await view(id, mine)).body;
      expect(shown.ShipmentState).toBe('Completed');
      for (const milestone of DOOR_TO_DOOR_CUBES) {
        const m = shown.Milestones.find((x) => x.Milestone === milestone);
        expect(m, milestone).toMatchObject({ Status: 'Complete', DateType: 'Complete' });
        expect(m?.Events.at(-1)?.Status).toBe('Completed');
        expect(m?.UpdatedAt).not.toBeNull();
      }
      expect(
        shown.Milestones.find((m) => m.Milestone === 'Delivery')?.Events.map((e) => e.TrackingStatus),
      ).toEqual(['pending', 'delivered']);
    });

    it('issue 27: after an early drop-off, GET contacts/me/links names the move by the day it was dropped off, as the Overview does, not the booked day', async () => {
      const { id, quote } = await booked();
      const links = async () =>
        (
          await api.json<{ ContactQuoteRetrieve: Array<{ QuoteId: number; SpotDate: string | null }> }>(
            'GET',
            '/api/contacts/me/links',
            undefined,
            mine,
          )
        ).body.ContactQuoteRetrieve.find((q) => q.QuoteId === id);
      expect((await links())?.SpotDate).toBe(quote.Details.SpotDate);
      // Dropped off now, days before the booked day (the test clock is weeks before it).
      expect((await record(id, { Milestone: 'DropOff', Status: 'Completed' })).status).toBe(200);
      const happened = (await view(id, staffs)).body.Staff?.Events[0]?.OccurredAt ?? '';
      expect(happened.slice(0, 10) < quote.Details.SpotDate).toBe(true);
      expect((await links())?.SpotDate).toBe(happened.slice(0, 10));
    });

    it('an out-of-order event is refused 409 with the domain message, and changes nothing', async () => {
      const { id, quote: booking } = await booked();
      await record(id, { Milestone: 'DropOff', Status: 'Started' });
      const before = (await view(id, staffs)).body;
      const refused = await record(id, { Milestone: 'Delivery', Status: 'Completed' });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        errors: ['Milestone - Delivery cannot be completed before DropOff is complete'],
        reason: 'ShipmentEventRefused',
      });
      const twice = await record(id, { Milestone: 'DropOff', Status: 'Started' });
      expect(twice.status).toBe(409);
      // Issue 27: the time on the origin service center's clock, naming the zone.
      const started = (await view(id, staffs)).body.Staff?.Events[0]?.OccurredAt ?? '';
      expect((twice.body as unknown as { errors: string[] }).errors[0]).toBe(
        `Milestone - DropOff has already started (at ${stationTimeText(started, endTimeZone(booking.Details.Origin))})`,
      );
      expect((await view(id, staffs)).body).toEqual(before);
    });

    it('bad input answers 400 with field - message lines: an unknown milestone, a date and time without an offset, a reason too long, an unknown field', async () => {
      const { id } = await booked();
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ Milestone: 'Teleport', Status: 'Started' }, /^Milestone - Value must be one of/],
        [
          { Milestone: 'DropOff', Status: 'Started', OccurredAt: '2026-12-01 09:00' },
          /^OccurredAt - Value must be a date and time/,
        ],
        [
          { Milestone: 'DropOff', Status: 'Delayed', Reason: 'x'.repeat(501) },
          /^Reason - The maximum length allowed is 500/,
        ],
        [{ Milestone: 'DropOff', Status: 'Started', Carrier: 'ABF' }, /^Carrier - Unknown field/],
        [
          { Milestone: 'Delivery', Status: 'Scheduled', Window: { Early: '2026-02-30', Late: '2026-03-01' } },
          /^Window\.Early - /,
        ],
      ];
      for (const [body, line] of cases) {
        const answer = await record(id, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((answer.body as unknown as { errors: string[] }).errors[0]).toMatch(line);
      }
      const noKey = await api.json(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone: 'DropOff', Status: 'Started' },
        staffs,
      );
      expect(noKey.status).toBe(400);
    });

    it('the Transit-starting event charges the card exactly once: 20 concurrent sends with one key and more with other keys leave one capture', async () => {
      const { id } = await booked();
      for (const milestone of ['DropOff', 'CustomerLoading'])
        expect((await record(id, { Milestone: milestone, Status: 'Completed' })).status).toBe(200);
      expect((await ledger(id)).Ledger).toEqual([]);
      const key = randomUUID();
      const pickup = { Milestone: 'OriginPickup', Status: 'Completed' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => record(id, pickup, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(answers.filter((a) => a.body.Outcome === 'Recorded')).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body.Event.Id)).size).toBe(1);
      expect(answers.every((a) => ['Charged', 'NothingDue'].includes(a.body.Charge?.Result ?? ''))).toBe(
        true,
      );
      expect(answers.every((a) => a.body.Shipment.ShipmentState === 'Shipped')).toBe(true);
      const others = await Promise.all(Array.from({ length: 5 }, () => record(id, pickup)));
      expect(others.map((a) => a.status)).toEqual(Array(5).fill(409));
      const payments = await ledger(id);
      expect(payments.Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
      expect(payments.Ledger.filter((r) => r.Kind === 'Authorization')).toHaveLength(1);
      expect(payments.InvoiceAmountDue).toBe(0);
      // A later event runs the (idempotent) charge again: nothing more is captured.
      const later = await record(id, { Milestone: 'Transit', Status: 'Completed' });
      expect(later.body.Charge).toMatchObject({ Result: 'NothingDue' });
      expect((await ledger(id)).Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
      // The same key with another event is refused, not replayed.
      const reused = await record(id, { Milestone: 'Delivery', Status: 'Completed' }, key);
      expect(reused.status).toBe(409);
      expect((reused.body as unknown as { reason: string }).reason).toBe('IdempotencyKeyReused');
    });

    it('a card that declines at Transit does not undo the event: the shipment is Shipped, the charge reports Failed', async () => {
      const saved = await api.json<{ Card: { PaymentProfileId: string } }>(
        'POST',
        '/api/payments/cards',
        {
          CardNumber: '4000 0000 0000 0341',
          NameOnCard: 'Casey Demo',
          ExpirationMonth: '12',
          ExpirationYear: '2030',
          SecurityCode: '123',
          BillingZip: '10001',
        },
        { ...mine, 'idempotency-key': randomUUID() },
      );
      const { id } = await bookedMove(send, customer.email, mine, {
        selectOption: 'Relocube-DD',
        cardToken: saved.body.Card.PaymentProfileId,
      });
      for (const milestone of ['DropOff', 'CustomerLoading'])
        await record(id, { Milestone: milestone, Status: 'Completed' });
      const pickup = await record(id, { Milestone: 'OriginPickup', Status: 'Completed' });
      expect(pickup.status).toBe(200);
      expect(pickup.body.Charge).toMatchObject({
        Result: 'Failed',
        CardResult: 'CardDeclined',
        Retryable: false,
      });
      expect((await view(id, mine)).body.ShipmentState).toBe('Shipped');
      expect((await ledger(id)).PaymentInfoRequired).toBe(true);
    });

    it('1,000 malformed bodies and parameters to the shipment endpoints never answer 5xx; refusals are field - message lines', async () => {
      const { id } = await booked();
      const value = fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.string({ maxLength: 80 }),
        fc.constantFrom(
          'DropOff',
          'Completed',
          'Started',
          '2026-12-01T09:00:00Z',
          '',
          null,
          '\u0000',
          "' or 1=1 --",
        ),
      );
      const body = fc.oneof(
        fc.record(
          {
            Milestone: value,
            Status: value,
            OccurredAt: value,
            Reason: value,
            Location: value,
            Window: fc.oneof(value, fc.record({ Early: value, Late: value })),
          },
          { requiredKeys: [] },
        ),
        fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 4 }),
        value,
      );
      const param = fc.oneof(fc.constant(String(id)), fc.string({ maxLength: 30 }), fc.integer().map(String));
      const request = fc.oneof(
        fc.record({
          kind: fc.constant('event' as const),
          id: param,
          body,
          key: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        }),
        fc.record({ kind: fc.constant('view' as const), id: param }),
        fc.record({ kind: fc.constant('simulate' as const), id: param }),
      );
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          sent += 1;
          const path = encodeURIComponent(r.id);
          const answer =
            r.kind === 'event'
              ? await api.request('POST', `/api/staff/shipments/${path}/events`, JSON.stringify(r.body), {
                  ...staffs,
                  'idempotency-key': r.key,
                  'content-type': 'application/json',
                })
              : r.kind === 'view'
                ? await api.request('GET', `/api/shipments/${path}`, undefined, mine)
                : await api.request('POST', `/api/staff/shipments/${path}/simulate`, undefined, staffs);
          const text = await answer.text();
          const where = `${r.kind} ${path.slice(0, 60)} -> ${answer.status} ${text.slice(0, 200)}`;
          expect(answer.status, where).toBeLessThan(500);
          if (answer.status >= 400) {
            const parsed = JSON.parse(text) as { success: boolean; errors: string[] };
            expect(parsed.success, where).toBe(false);
            for (const line of parsed.errors) expect(line, where).toMatch(LINE);
          }
        }),
        { numRuns: 1000 },
      );
      expect(sent).toBe(1000);
    }, 300_000);

    it('the SANDBOX feed records nothing before the drop-off, then every due event once as the clock moves on; a second run records nothing new, and Transit charges once', async () => {
      const { id, quote } = await booked();
      const simulate = () =>
        api.json<SimulateShipmentResponse>('POST', `/api/staff/shipments/${id}/simulate`, undefined, staffs);
      const early = await simulate();
      expect(early.status).toBe(200);
      expect(early.body).toMatchObject({
        Sandbox: true,
        Recorded: [],
        NextDueAt: `${quote.Details.SpotDate}T15:00:00.000Z`,
      });
      // A month after the drop-off: every event of the feed is due.
      api.clock.advance(
        Date.parse(`${quote.Details.SpotDate}T15:00:00Z`) + 30 * 86_400_000 - api.clock.nowMs(),
      );
      staffs = await api.signIn(staff.email, staff.password);
      mine = await api.signIn(customer.email, customer.password);
      const first = await simulate();
      expect(first.status).toBe(200);
      expect(first.body.Recorded.length).toBeGreaterThan(DOOR_TO_DOOR_CUBES.length);
      expect(first.body.Recorded.every((e) => e.Source === 'carrier-sandbox')).toBe(true);
      expect(first.body).toMatchObject({ NextDueAt: null, Stopped: null, Charge: { Result: 'Charged' } });
      expect(first.body.Shipment.ShipmentState).toBe('Completed');
      const second = await simulate();
      expect(second.body.Recorded).toEqual([]);
      expect(second.body.Charge).toMatchObject({ Result: 'NothingDue' });
      expect(second.body.Shipment.Staff?.Events).toEqual(first.body.Shipment.Staff?.Events);
      expect((await ledger(id)).Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
      expect((await view(id, mine)).body.ShipmentState).toBe('Completed');
    });
  },
);
