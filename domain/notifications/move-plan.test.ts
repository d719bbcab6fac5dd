import { describe, expect, it } from 'vitest';
import { aLedgerEntry } from '../../tests/fixtures/ledger';
import { event } from '../../tests/fixtures/shipment';
import { addDays } from '../calendar/business-days';
import type { IsoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { EventStatus, InspectionFormState, Milestone } from '../shipment/enums';
import { channelsFor, DEFAULT_PREFERENCES, MessageKind, SkipReason, textNumber } from './message-kinds';
import { moveMessageContent } from './move-message-content';
import {
  type CalendarFact,
  customerTimeZone,
  isExpired,
  type MoveFacts,
  planMoveMessages,
  quietUntil,
  reminderDueAt,
} from './move-plan';

const dropOff: CalendarFact = {
  milestone: Milestone.DropOff,
  status: 'CONFIRMED',
  // 8:00 to 10:00 a.m. Central (UTC-6) on Friday, Dec 4.
  span: {
    kind: 'timed',
    startMs: Date.parse('2026-12-04T14:00:00Z'),
    endMs: Date.parse('2026-12-04T16:00:00Z'),
  },
};
const delivery: CalendarFact = {
  milestone: Milestone.Delivery,
  status: 'TENTATIVE',
  span: { kind: 'allDay', start: '2026-12-10' as IsoDate, endExclusive: '2026-12-11' as IsoDate },
};

function facts(overrides: Partial<MoveFacts> = {}): MoveFacts {
  return {
    quoteId: 1000123,
    reference: '1000123',
    firstName: 'Dana',
    email: 'dana@example.com',
    smsOptIn: true,
    smsNumber: '5005550006',
    origin: { city: 'Kansas City', state: 'MO', timeZone: 'America/Chicago' },
    destination: { city: 'Denver', state: 'CO', timeZone: 'America/Denver' },
    reservedAt: '2026-11-26T15:00:00.000Z',
    cancelledAt: null,
    totalPrice: cents(289_950),
    changes: [],
    events: [],
    calendar: [dropOff, delivery],
    ledger: [],
    inspection: InspectionFormState.NotRequired,
    inspectionForm: null,
    deliveredAt: null,
    storage: null,
    ...overrides,
  };
}

const NOW = '2026-11-26T15:05:00.000Z';

/** Issue 15: a signed inspection form as the planner reads it. */
const FORM = {
  submittedAt: '2026-11-27T16:30:00.000Z',
  signerName: 'Dana Whitfield',
  dateSigned: '2026-11-27' as IsoDate,
  items: ['Barbecue grills and smokers', 'Bicycles and tricycles'],
  noOutdoorItems: false,
};
const keys = (f: MoveFacts, now = NOW) => planMoveMessages(f, now).map((m) => m.key);

describe('a booked move’s message plan (issue 14)', () => {
  it('confirms the booking at once and reminds the evening before drop-off and delivery, at 6 p.m. station time', () => {
    const plan = planMoveMessages(facts(), NOW);
    const booked = plan.find((m) => m.kind === MessageKind.ReservationConfirmed);
    expect(booked?.dueAt).toBe('2026-11-26T15:00:00.000Z');
    const dropOffReminder = plan.find((m) => m.kind === MessageKind.DropOffReminder);
    // Thursday Dec 3, 6 p.m. in Kansas City (UTC-6) is midnight UTC.
    expect(dropOffReminder?.dueAt).toBe('2026-12-04T00:00:00.000Z');
    expect(dropOffReminder?.jobKey).toBe('1000123:reminder:DropOff');
    expect(plan.find((m) => m.kind === MessageKind.DeliveryReminder)?.dueAt).toBe(
      // Wednesday Dec 9, 6 p.m. in Denver (UTC-7).
      '2026-12-10T01:00:00.000Z',
    );
  });

  it('a new drop-off date gives the reminder a new message key but the same job key, so it replaces the pending one', () => {
    const moved: CalendarFact = {
      ...dropOff,
      span: {
        kind: 'timed',
        startMs: Date.parse('2026-12-07T14:00:00Z'),
        endMs: Date.parse('2026-12-07T16:00:00Z'),
      },
    };
    const before = planMoveMessages(facts(), NOW).find((m) => m.kind === MessageKind.DropOffReminder);
    const after = planMoveMessages(facts({ calendar: [moved, delivery] }), NOW).find(
      (m) => m.kind === MessageKind.DropOffReminder,
    );
    expect(after?.key).not.toBe(before?.key);
    expect(after?.jobKey).toBe(before?.jobKey);
    expect(after?.dueAt).toBe('2026-12-07T00:00:00.000Z');
  });

  it('plans no reminder for a milestone already done, already begun, dropped, or for a cancelled move', () => {
    const done = facts({
      events: [{ ...event(Milestone.DropOff, EventStatus.Completed, '2026-12-04T09:00:00-06:00'), id: 1 }],
    });
    expect(keys(done).some((k) => k.includes('reminder:DropOff'))).toBe(false);
    expect(keys(facts(), '2026-12-04T15:00:00.000Z').some((k) => k.includes('reminder:DropOff'))).toBe(false);
    const dropped = facts({ calendar: [{ ...dropOff, status: 'CANCELLED' }, delivery] });
    expect(keys(dropped).some((k) => k.includes('reminder:DropOff'))).toBe(false);
    expect(keys(facts({ cancelledAt: NOW })).some((k) => k.includes('reminder'))).toBe(false);
  });

  it('each milestone event makes its message, keyed by the event, due when it was recorded', () => {
    const recorded = [
      { ...event(Milestone.OriginPickup, EventStatus.Completed, '2026-12-07T10:00:00-06:00'), id: 11 },
      {
        ...event(Milestone.Transit, EventStatus.Delayed, '2026-12-08T08:00:00-06:00', { reason: 'Weather' }),
        id: 13,
      },
      { ...event(Milestone.Transit, EventStatus.Completed, '2026-12-09T10:00:00-07:00'), id: 14 },
      { ...event(Milestone.Delivery, EventStatus.Completed, '2026-12-10T11:00:00-07:00'), id: 15 },
    ];
    const scheduled: CalendarFact = { ...delivery, status: 'CONFIRMED' };
    const plan = planMoveMessages(
      facts({ events: recorded, calendar: [dropOff, scheduled], deliveredAt: '2026-12-10T11:00:00-07:00' }),
      NOW,
    );
    const byKey = new Map(plan.map((m) => [m.key, m]));
    expect(byKey.get('1000123:event:11:PickedUp')?.dueAt).toBe('2026-12-07T16:00:00.000Z');
    expect(byKey.get('1000123:event:13:DelayAlert')?.kind).toBe(MessageKind.DelayAlert);
    expect(byKey.get('1000123:event:14:ArrivedAtDestinationTerminal')).toBeDefined();
    expect(byKey.get('1000123:event:15:Delivered')).toBeDefined();
    // In transit: the morning after the pickup, 8 a.m. in Kansas City (UTC-6).
    expect(byKey.get('1000123:in-transit')?.dueAt).toBe('2026-12-08T14:00:00.000Z');
    // Out for delivery: 7 a.m. in Denver (UTC-7) on the scheduled delivery day, before it was delivered.
    expect(byKey.get('1000123:out-for-delivery:2026-12-10')?.dueAt).toBe('2026-12-10T14:00:00.000Z');
    // The survey follows a day after delivery; it is optional.
    const survey = byKey.get('1000123:survey');
    expect(survey?.dueAt).toBe('2026-12-11T18:00:00.000Z');
    expect(survey?.category).toBe('survey');
  });

  it('no "in transit" when transit ended before the morning after pickup, no "out for delivery" after delivery', () => {
    const quick = [
      { ...event(Milestone.OriginPickup, EventStatus.Completed, '2026-12-07T10:00:00-06:00'), id: 21 },
      { ...event(Milestone.Transit, EventStatus.Completed, '2026-12-07T20:00:00-06:00'), id: 22 },
      { ...event(Milestone.Delivery, EventStatus.Completed, '2026-12-10T06:00:00-07:00'), id: 23 },
    ];
    const scheduled: CalendarFact = { ...delivery, status: 'CONFIRMED' };
    const plan = keys(facts({ events: quick, calendar: [dropOff, scheduled] }));
    expect(plan).not.toContain('1000123:in-transit');
    expect(plan.some((k) => k.includes('out-for-delivery'))).toBe(false);
  });

  it('every capture and refund gets a receipt, every failure a decline notice, keyed by the ledger row', () => {
    const ledger = [
      aLedgerEntry({ kind: 'Capture', idempotencyKey: 'cap-1', amount: cents(50_000) }),
      aLedgerEntry({ kind: 'Refund', idempotencyKey: 'ref-1', amount: cents(2_500) }),
      aLedgerEntry({ kind: 'Failure', idempotencyKey: 'fail-1', amount: cents(10_000) }),
      aLedgerEntry({ kind: 'Authorization', idempotencyKey: 'auth-1' }),
    ];
    const plan = planMoveMessages(facts({ ledger }), NOW);
    expect(plan.filter((m) => m.kind === MessageKind.PaymentReceipt).map((m) => m.key)).toEqual(
      expect.arrayContaining(['1000123:receipt:cap-1', '1000123:receipt:ref-1']),
    );
    expect(plan.find((m) => m.kind === MessageKind.PaymentDeclined)?.key).toBe('1000123:declined:fail-1');
    expect(plan.some((m) => m.key.includes('auth-1'))).toBe(false);
  });

  it('an inspection reminder is planned only when the form is Required, a week before drop-off', () => {
    expect(keys(facts()).includes('1000123:inspection')).toBe(false);
    const plan = planMoveMessages(facts({ inspection: InspectionFormState.Required }), NOW);
    const reminder = plan.find((m) => m.kind === MessageKind.InspectionReminder);
    // A week before the Friday Dec 4 drop-off: the evening of Friday Nov 27, 6 p.m. Central.
    expect(reminder?.dueAt).toBe('2026-11-28T00:00:00.000Z');
    // Booked within the week: the reminder goes at booking.
    const late = planMoveMessages(
      facts({ inspection: InspectionFormState.Required, reservedAt: '2026-12-01T15:00:00.000Z' }),
      NOW,
    ).find((m) => m.kind === MessageKind.InspectionReminder);
    expect(late?.dueAt).toBe('2026-12-01T15:00:00.000Z');
  });

  it('issue 15: once the form is Received, no reminder is planned and its copy is planned once, at once', () => {
    const received = facts({ inspection: InspectionFormState.Received, inspectionForm: FORM });
    const plan = planMoveMessages(received, NOW);
    expect(plan.some((m) => m.kind === MessageKind.InspectionReminder)).toBe(false);
    const copies = plan.filter((m) => m.kind === MessageKind.InspectionFormReceived);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      key: '1000123:inspection-form',
      dueAt: FORM.submittedAt,
      category: 'booking',
    });
    expect(keys(facts({ inspection: InspectionFormState.Required }))).not.toContain(
      '1000123:inspection-form',
    );
  });

  it('keys are unique within a plan', () => {
    const plan = planMoveMessages(facts({ inspection: InspectionFormState.Required }), NOW);
    expect(new Set(plan.map((m) => m.key)).size).toBe(plan.length);
  });
});

describe('when messages go (issue 14)', () => {
  it('quiet hours delay a text from 9 p.m. to the next 8 a.m. local time, and let it go in the day', () => {
    // 10 p.m. in Kansas City (UTC-6) -> 8 a.m. the next day = 14:00 UTC.
    expect(quietUntil('2026-12-04T04:00:00.000Z', 'America/Chicago')).toBe('2026-12-04T14:00:00.000Z');
    // 6 a.m. in Kansas City -> 8 a.m. the same day.
    expect(quietUntil('2026-12-04T12:00:00.000Z', 'America/Chicago')).toBe('2026-12-04T14:00:00.000Z');
    // Noon in Kansas City: no delay.
    expect(quietUntil('2026-12-04T18:00:00.000Z', 'America/Chicago')).toBeNull();
    // 8:59 p.m. is still allowed; 9:00 p.m. is not.
    expect(quietUntil('2026-12-05T02:59:00.000Z', 'America/Chicago')).toBeNull();
    expect(quietUntil('2026-12-05T03:00:00.000Z', 'America/Chicago')).not.toBeNull();
  });

  it('a message more than 48 hours late is dropped instead of sent late', () => {
    expect(isExpired({ dueAt: '2026-11-20T00:00:00.000Z' }, '2026-11-22T00:00:00.000Z')).toBe(false);
    expect(isExpired({ dueAt: '2026-11-20T00:00:00.000Z' }, '2026-11-22T00:00:01.000Z')).toBe(true);
  });

  it('reminders are due at 6 p.m. at the station the evening before', () => {
    expect(reminderDueAt('2026-07-04' as IsoDate, 'America/New_York')).toBe('2026-07-03T22:00:00.000Z');
  });
});

describe("issue 27: the planner's hours are the station's own zone (service-center TimeZone, as the .ics files)", () => {
  const EARLY = '2026-01-01T00:00:00.000Z';
  const phoenix = { city: 'Phoenix', state: 'AZ', timeZone: 'America/Phoenix' };
  const losAngeles = { city: 'Los Angeles', state: 'CA', timeZone: 'America/Los_Angeles' };
  const dropOffOn = (day: string): CalendarFact => ({
    milestone: Milestone.DropOff,
    status: 'CONFIRMED',
    span: { kind: 'allDay', start: day as IsoDate, endExclusive: addDays(day as IsoDate, 1) },
  });
  const reminderOf = (f: MoveFacts) =>
    planMoveMessages(f, EARLY).find((m) => m.kind === MessageKind.DropOffReminder)?.dueAt;

  it('Arizona (America/Phoenix) keeps standard time: the 6 p.m. reminder is 01:00Z in winter and in summer', () => {
    const at = (day: string) =>
      reminderOf(facts({ origin: phoenix, calendar: [dropOffOn(day)], reservedAt: EARLY }));
    expect(at('2026-01-15')).toBe('2026-01-15T01:00:00.000Z');
    expect(at('2026-07-15')).toBe('2026-07-15T01:00:00.000Z');
  });

  it('Pacific time across the November DST change: 6 p.m. PDT (01:00Z) before it, 6 p.m. PST (02:00Z) after', () => {
    const at = (day: string) =>
      reminderOf(facts({ origin: losAngeles, calendar: [dropOffOn(day)], reservedAt: EARLY }));
    // The evening of Sat 10/31 is still PDT (UTC-7); DST ends at 2 a.m. on Sun 11/01, so Sun evening is PST (UTC-8).
    expect(at('2026-11-01')).toBe('2026-11-01T01:00:00.000Z');
    expect(at('2026-11-02')).toBe('2026-11-02T02:00:00.000Z');
  });

  it('quiet hours follow the zone: 9 p.m. in Phoenix is 04:00Z all year; in Los Angeles 04:00Z in summer, 05:00Z in winter', () => {
    expect(quietUntil('2026-07-15T03:59:00.000Z', 'America/Phoenix')).toBeNull();
    expect(quietUntil('2026-07-15T04:00:00.000Z', 'America/Phoenix')).toBe('2026-07-15T15:00:00.000Z');
    expect(quietUntil('2026-01-15T04:00:00.000Z', 'America/Phoenix')).toBe('2026-01-15T15:00:00.000Z');
    expect(quietUntil('2026-07-15T04:00:00.000Z', 'America/Los_Angeles')).toBe('2026-07-15T15:00:00.000Z');
    expect(quietUntil('2026-01-15T04:00:00.000Z', 'America/Los_Angeles')).toBeNull();
    expect(quietUntil('2026-01-15T05:00:00.000Z', 'America/Los_Angeles')).toBe('2026-01-15T16:00:00.000Z');
  });

  it('the text-time zone is the origin station’s until transit, then the destination’s', () => {
    const f = facts({ origin: phoenix, destination: losAngeles });
    expect(customerTimeZone(f)).toBe('America/Phoenix');
    const moving = facts({
      origin: phoenix,
      destination: losAngeles,
      events: [{ ...event(Milestone.Transit, EventStatus.Started, '2026-12-12T08:00:00-07:00'), id: 1 }],
    });
    expect(customerTimeZone(moving)).toBe('America/Los_Angeles');
  });
});

describe('which channels a message takes (issue 14 preferences)', () => {
  const contact = { email: 'dana@example.com', smsOptIn: true, smsNumber: '5005550006' };
  it('a transactional message goes by email and text when the customer opted in to texts', () => {
    expect(channelsFor('schedule', contact, DEFAULT_PREFERENCES).send).toEqual(['email', 'sms']);
  });
  it('an optional category the customer turned off goes by neither, with the reason logged', () => {
    const route = channelsFor('survey', contact, { smsEnabled: true, optedOut: ['survey'] });
    expect(route.send).toEqual([]);
    expect(route.skipped.map((s) => s.reason)).toEqual([SkipReason.OptedOut, SkipReason.OptedOut]);
  });
  it('turning texts off keeps email; a transactional category cannot be turned off', () => {
    const route = channelsFor('problems', contact, { smsEnabled: false, optedOut: ['survey', 'tips'] });
    expect(route.send).toEqual(['email']);
    expect(route.skipped).toEqual([{ channel: 'sms', reason: SkipReason.SmsTurnedOff }]);
  });
  it("a move's texts go to its SMS number only when its customer asked for texts (§3 SmsOptIn) and gave one", () => {
    expect(textNumber(contact)).toBe('5005550006');
    expect(textNumber({ smsOptIn: true, smsNumber: ' 5005550006 ' })).toBe('5005550006');
    expect(textNumber({ ...contact, smsOptIn: false })).toBeNull();
    expect(textNumber({ smsOptIn: true, smsNumber: '  ' })).toBeNull();
  });
  it('no text without SmsOptIn and a number', () => {
    expect(channelsFor('booking', { ...contact, smsOptIn: false }, DEFAULT_PREFERENCES).send).toEqual([
      'email',
    ]);
  });
});

describe('what the messages say (issue 14)', () => {
  const context = {
    siteUrl: 'https://relomove.example',
    summaryRows: [['Reference number', '1000123']] as const,
  };

  it('a reminder names the day and the window in the station’s time, and links to the schedule', () => {
    const f = facts();
    const reminder = planMoveMessages(f, NOW).find((m) => m.kind === MessageKind.DropOffReminder);
    if (!reminder) throw new Error('no reminder');
    const content = moveMessageContent(reminder, f, context);
    expect(content.facts).toEqual([{ label: 'Drop-off', value: 'Friday, Dec 4, 8:00 AM to 10:00 AM' }]);
    expect(content.actions[0]?.url).toBe('https://relomove.example/dashboard/move-schedule/');
    expect(content.sms).toContain('Friday, Dec 4, 8:00 AM to 10:00 AM');
    expect(content.reference).toContain('1000123');
  });

  it('the survey invitation links to the move’s post-delivery survey page (issue 15)', () => {
    const delivered = [
      { ...event(Milestone.Delivery, EventStatus.Completed, '2026-12-10T11:00:00-07:00'), id: 15 },
    ];
    const f = facts({ events: delivered, deliveredAt: '2026-12-10T11:00:00-07:00' });
    const invitation = planMoveMessages(f, NOW).find((m) => m.kind === MessageKind.SurveyInvitation);
    if (!invitation) throw new Error('no survey invitation');
    const content = moveMessageContent(invitation, f, context);
    expect(content.actions).toEqual([
      { label: 'Answer the survey', url: 'https://relomove.example/dashboard/survey/1000123' },
    ]);
    expect(content.sms).toMatch(/ https:\/\/relomove\.example\/dashboard\/survey\/1000123$/);
  });

  it('the arrival asks to book the delivery only while none is booked; a booked delivery is named instead', () => {
    const arrived = {
      ...event(Milestone.Transit, EventStatus.Completed, '2026-12-08T16:00:00-07:00', {
        location: 'Denver, CO',
      }),
      id: 14,
    };
    const arrival = (f: MoveFacts) => {
      const message = planMoveMessages(f, NOW).find(
        (m) => m.kind === MessageKind.ArrivedAtDestinationTerminal,
      );
      if (!message) throw new Error('no arrival message');
      return moveMessageContent(message, f, context);
    };
    const open = arrival(facts({ events: [arrived], calendar: [dropOff] }));
    expect(open.actions[0]).toEqual({
      label: 'Book your delivery',
      url: 'https://relomove.example/dashboard/delivery/1000123',
    });
    const bookedDelivery = {
      ...event(Milestone.Delivery, EventStatus.Scheduled, '2026-12-07T10:00:00-07:00', {
        window: { Early: '2026-12-10' as IsoDate, Late: '2026-12-10' as IsoDate },
      }),
      id: 13,
    };
    const booked = arrival(facts({ events: [bookedDelivery, arrived], calendar: [dropOff] }));
    expect(booked.paragraphs[0]).toBe(
      'Your shipment arrived (Denver, CO). Your delivery is booked for Thursday, Dec 10.',
    );
    expect(booked.actions.map((a) => a.label)).toEqual(['See your move']);
    expect(booked.sms).toBe(
      'Relomove: your shipment arrived in Denver. Your delivery is booked for Thursday, Dec 10. https://relomove.example/dashboard',
    );
  });

  it('a delay alert gives the reason, the new estimate and the one-tap choices', () => {
    const delayed = {
      ...event(Milestone.Transit, EventStatus.Delayed, '2026-12-08T08:00:00-06:00', {
        reason: 'Weather on I-70',
        window: { Early: '2026-12-11' as IsoDate, Late: '2026-12-12' as IsoDate },
      }),
      id: 13,
    };
    const f = facts({ events: [delayed] });
    const alert = planMoveMessages(f, NOW).find((m) => m.kind === MessageKind.DelayAlert);
    if (!alert) throw new Error('no alert');
    const content = moveMessageContent(alert, f, context);
    expect(content.paragraphs[0]).toContain('Weather on I-70');
    expect(content.facts).toEqual([{ label: 'New estimate', value: 'Friday, Dec 11 to Saturday, Dec 12' }]);
    expect(content.actions.map((a) => a.url)).toEqual([
      'https://relomove.example/dashboard/delivery/1000123',
      'https://relomove.example/dashboard/change/1000123',
      'https://relomove.example/dashboard',
    ]);
  });

  it('issue 15: the inspection reminder links to the tool for this move; the copy of the form lists what was signed', () => {
    const required = facts({ inspection: InspectionFormState.Required });
    const reminder = planMoveMessages(required, NOW).find((m) => m.kind === MessageKind.InspectionReminder);
    if (!reminder) throw new Error('no reminder');
    expect(moveMessageContent(reminder, required, context).actions[0]?.url).toBe(
      'https://relomove.example/insect-inspection?ref=1000123',
    );
    const received = facts({ inspection: InspectionFormState.Received, inspectionForm: FORM });
    const copy = planMoveMessages(received, NOW).find((m) => m.kind === MessageKind.InspectionFormReceived);
    if (!copy) throw new Error('no copy');
    const content = moveMessageContent(copy, received, context);
    expect(content.subject).toBe('Your spongy moth inspection form (reference 1000123)');
    expect(content.facts).toEqual([
      { label: 'Signed by', value: 'Dana Whitfield' },
      { label: 'Date signed', value: '11/27/2026' },
    ]);
    expect(content.paragraphs.join(' ')).toContain(
      'Items inspected: Barbecue grills and smokers; Bicycles and tricycles.',
    );
    expect(content.paragraphs.join(' ')).toContain('free of all life stages of the spongy moth');
    const none = facts({
      inspection: InspectionFormState.Received,
      inspectionForm: { ...FORM, items: [], noOutdoorItems: true },
    });
    expect(moveMessageContent(copy, none, context).paragraphs.join(' ')).toContain(
      'Items inspected: I am not moving any outdoor items.',
    );
  });

  it('a receipt shows the amount exactly and a decline links to the payment input page', () => {
    const ledger = [
      aLedgerEntry({
        kind: 'Capture',
        idempotencyKey: 'cap-1',
        amount: cents(123_456),
        reason: 'Charged in transit',
      }),
      aLedgerEntry({
        kind: 'Failure',
        idempotencyKey: 'fail-1',
        amount: cents(10_001),
        reason: 'Balance paid',
      }),
    ];
    const f = facts({ ledger });
    const plan = planMoveMessages(f, NOW);
    const planned = (kind: MessageKind) => {
      const message = plan.find((m) => m.kind === kind);
      if (!message) throw new Error(`no ${kind} planned`);
      return message;
    };
    const receipt = moveMessageContent(planned(MessageKind.PaymentReceipt), f, context);
    expect(receipt.subject).toBe('Receipt: $1,234.56 for your move');
    expect(receipt.money).toContainEqual({ label: 'Charged', amount: '$1,234.56', strong: true });
    const declined = moveMessageContent(planned(MessageKind.PaymentDeclined), f, context);
    expect(declined.actions[0]?.url).toBe('https://relomove.example/dashboard/payment/1000123');
    expect(declined.sms).toContain('$100.01');
  });
});

describe('storage charges coming (issues 13 and 14)', () => {
  /** Storage at Denver from 12/10, no free days: the first period is in the price, $120 each later 30 days. */
  const STORED = {
    facts: {
      startedOn: '2026-12-10' as IsoDate,
      endedOn: null,
      freeDays: 0,
      chart: [
        { Duration: 30, Charge: cents(15_000) },
        { Duration: 60, Charge: cents(27_000) },
      ],
    },
    timeZone: 'America/Denver',
    startedAfter: Milestone.TerminalUnloading,
  };

  it('"storage started" is told when the step before storage completes (the lifecycle starts it then), with that event\'s place; not once storage has ended', () => {
    const unloaded = {
      ...event(Milestone.TerminalUnloading, EventStatus.Completed, '2026-12-10T10:00:00-07:00', {
        location: 'Denver, CO',
      }),
      id: 31,
    };
    const f = facts({ storage: STORED, events: [unloaded] });
    const started = planMoveMessages(f, '2026-12-10T18:00:00.000Z').find(
      (m) => m.kind === MessageKind.StorageStarted,
    );
    expect(started).toMatchObject({ key: '1000123:storage-started', dueAt: '2026-12-10T17:00:00.000Z' });
    if (!started) throw new Error('storage started is planned');
    const content = moveMessageContent(started, f, { siteUrl: 'https://relomove.test', summaryRows: [] });
    expect(content.subject).toBe('Your shipment is in storage');
    expect(content.paragraphs[0]).toContain('(Denver, CO)');
    const ended = facts({
      storage: { ...STORED, facts: { ...STORED.facts, endedOn: '2027-01-02' as IsoDate } },
      events: [unloaded],
    });
    expect(keys(ended, '2027-01-03T18:00:00.000Z')).not.toContain('1000123:storage-started');
    // Before storage has started (no storage facts), nothing.
    expect(keys(facts({ events: [unloaded] }))).not.toContain('1000123:storage-started');
  });

  it('the next storage charge is told 3 days before its day, at 9 a.m. at the destination, with the amount, the date and the period', () => {
    const now = '2026-12-20T15:00:00.000Z';
    const f = facts({ storage: STORED });
    const coming = planMoveMessages(f, now).find((m) => m.kind === MessageKind.StorageChargesComing);
    // Period 2 starts on day 31, 01/09/2027; 3 days before at 9 a.m. Mountain time (UTC-7) is 16:00 UTC.
    expect(coming).toMatchObject({
      key: '1000123:storage-charge:2:2027-01-09:12000',
      jobKey: '1000123:storage-charges-coming',
      category: 'money',
      dueAt: '2027-01-06T16:00:00.000Z',
    });
    if (!coming) throw new Error('the notice is planned');
    const content = moveMessageContent(coming, f, { siteUrl: 'https://relomove.test', summaryRows: [] });
    expect(content.subject).toBe('Storage charge of $120.00 on Saturday, Jan 9');
    expect(content.paragraphs[0]).toContain('storage from 01/09/2027 to 02/07/2027');
    expect(content.money).toEqual([{ label: 'Storage charge', amount: '$120.00', strong: true }]);
    expect(content.sms).toContain('$120.00 on Saturday, Jan 9');
  });

  it('each period has its own notice (sent once by its key); ended storage or a cancelled move has none', () => {
    const later = planMoveMessages(facts({ storage: STORED }), '2027-01-10T15:00:00.000Z').filter(
      (m) => m.kind === MessageKind.StorageChargesComing,
    );
    expect(later.map((m) => m.key)).toEqual(['1000123:storage-charge:3:2027-02-08:12000']);
    const ended = facts({
      storage: { ...STORED, facts: { ...STORED.facts, endedOn: '2027-01-02' as IsoDate } },
    });
    expect(keys(ended, '2026-12-20T15:00:00.000Z').some((k) => k.includes('storage-charge'))).toBe(false);
    const cancelled = facts({ storage: STORED, cancelledAt: '2026-12-15T15:00:00.000Z' });
    expect(keys(cancelled, '2026-12-20T15:00:00.000Z').some((k) => k.includes('storage-charge'))).toBe(false);
  });
});
