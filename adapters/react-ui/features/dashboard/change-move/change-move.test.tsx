// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cents } from '../../../../../domain/money/money';
import type { Quote } from '../../../../../domain/quote/types';
import { appointmentWindows } from '../../../../../domain/reservation/appointment-windows';
import { EDITS_SAVED_MESSAGE } from '../../../../../domain/reservation/enums';
import { reservationPrice, reservedQuote } from '../../../../../domain/reservation/reserved-quote';
import {
  aCompleteDraft,
  aReservableQuote,
  reservationFacts,
} from '../../../../../tests/fixtures/reservation-draft';
import { setPageClockUnderTest } from '../../../../../tests/support/page-clock-under-test';
import type {
  ApiResult,
  BookedMove,
  MoveEdited,
  RelomoveApi,
  SpotDates,
} from '../../../../http/client/relomove-api';
import { fakeApi, renderApp } from '../../../test-support/render-app';
import { ChangeMoveText } from './change-move-text';
import { cutoffText, timeLeftText } from './cutoff-countdown';
import { bookedAnswers, editBodyOf, problemOf } from './use-change-move';

/**
 * Two days and three hours before the cut-off, unless a test moves the clock (only Date is faked); the pages
 * read that fixed Date (issue 25, page-clock.tsx).
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEFORE_CUTOFF);
  setPageClockUnderTest({ nowMs: () => Date.now() });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setPageClockUnderTest(null);
});

const draft = aCompleteDraft();
const facts = reservationFacts();
const booked = reservedQuote(aReservableQuote(), draft, facts, '2026-06-01T12:00:00.000Z') as Quote;
const price = reservationPrice(aReservableQuote(), draft, facts);
if (!booked || !price) throw new Error('the example quote can be booked');
const TOTAL = booked.Details.Reservation?.TotalPrice ?? cents(0);
/** 4 p.m. Central on Wed 06/10/2026, three business days before the 06/15 drop-off. */
const CUTOFF = '2026-06-10T21:00:00.000Z';
/** Two days and three hours before the cut-off. */
const BEFORE_CUTOFF = new Date('2026-06-08T18:00:00.000Z');

const spotDates: SpotDates = {
  StationCode: 'CHI',
  NextDaySpotAllowed: true,
  NextAvailableMoveDate: '2026-06-15',
  StationCentralTimeDifference: 0,
  spotDates: [
    { SpotDate: '2026-06-15', Bookable: true, Reason: null, Message: null },
    { SpotDate: '2026-06-16', Bookable: true, Reason: null, Message: null },
    { SpotDate: '2026-06-17', Bookable: true, Reason: null, Message: null },
  ],
};

const signedIn = vi.fn(async () => ({
  ok: true as const,
  value: {
    success: true as const,
    loggedin: true as const,
    ContactGet: {
      EmailAddress: 'dana@example.com',
      FirstName: 'Dana',
      LastName: 'W',
      PhoneNumber: '',
      Role: 'customer',
    },
  },
}));

const previewOf = (difference: number): MoveEdited => ({
  saved: false,
  message: 'Nothing has changed yet.',
  quote: booked,
  oldLines: price.lines,
  newLines: [
    ...price.lines,
    { type: 'Fee', label: 'Date change', amount: cents(difference), group: undefined } as never,
  ],
  oldTotal: TOTAL,
  newTotal: cents(TOTAL + difference),
  difference: cents(difference),
  changed: ['SpotDate'],
  settlement: {
    kind: 'AtTransit',
    amount: cents(difference),
    description: 'Nothing was charged yet: the new total is charged when your move is in transit.',
  },
  editWindow: { allowed: true, cutoffAt: CUTOFF, reason: null, message: '' },
});

function server(options: { window?: BookedMove['editWindow']; edits?: Array<ApiResult<MoveEdited>> } = {}) {
  const window = options.window ?? { allowed: true, cutoffAt: CUTOFF, reason: null, message: '' };
  const edits = options.edits ?? [
    { ok: true, value: previewOf(2500) },
    { ok: true, value: { ...previewOf(2500), saved: true, message: EDITS_SAVED_MESSAGE } },
  ];
  const editMove = vi.fn<RelomoveApi['editMove']>(async () => {
    const next = edits.shift();
    if (!next) throw new Error('no more edit answers');
    return next;
  });
  const viewReservation = vi.fn(async () => ({
    ok: true as const,
    value: {
      quote: booked,
      lines: price?.lines ?? [],
      total: TOTAL,
      editAllowed: window.allowed,
      editWindow: window,
    },
  }));
  const api = fakeApi({
    me: signedIn,
    myLinks: vi.fn(async () => ({
      ok: true as const,
      value: {
        success: true as const,
        loggedin: true,
        ContactQuoteRetrieve: [{ QuoteId: booked.QuoteId, Reserved: true, ReservedAt: null }],
      },
    })),
    viewReservation,
    movePayments: vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Unavailable' as const, message: 'x' },
    })),
    shipment: vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Unavailable' as const, message: 'x' },
    })),
    spotDates: vi.fn(async () => ({ ok: true as const, value: spotDates })),
    moveDates: vi.fn(async (request) => ({
      ok: true as const,
      value: {
        SpotDate: request.SpotDate,
        PickupDate: request.IsLiveLoad ? request.SpotDate : (request.PickupDate ?? request.SpotDate),
        DeliveryDate: '2026-06-25',
        DeliveryDateMax: '2026-06-29',
      } as never,
    })),
    appointmentAvailability: vi.fn(async () => ({
      ok: true as const,
      value: appointmentWindows({ OneHourRate: cents(4900), TwoHourRate: cents(2900) }, new Map()),
    })),
    expediteOptions: vi.fn(async () => ({ ok: true as const, value: [] })),
    editMove,
    recordEvents: vi.fn(async () => ({ ok: true as const, value: 0 })),
  });
  return { api, editMove, viewReservation };
}

const path = `/dashboard/change/${booked.QuoteId}`;

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Chooses a new drop-off date and asks for the new price. */
async function rescheduleTo(label: RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name: label }));
  fireEvent.click(screen.getByRole('button', { name: ChangeMoveText.review }));
}

describe("a refused change in the server's words (issue 27)", () => {
  it("several messages for one field ('FromZip - a|b', §5) are said one after another, never with the '|' between them", () => {
    const { line } = problemOf({
      kind: 'Refused',
      status: 400,
      errors: [
        'ToZip - 80903 is in Colorado Springs, CO, in another service area than Denver, CO, where this quote was priced.|A booked move cannot change service area online. Please call us, and we will move it for you.',
      ],
      reason: 'BadInput',
      messages: [],
      modelErrors: [],
    });
    expect(line).toBe(
      '80903 is in Colorado Springs, CO, in another service area than Denver, CO, where this quote was priced. A booked move cannot change service area online. Please call us, and we will move it for you.',
    );
  });
});

describe("the change cut-off in the station's time (issue 13, issue 27)", () => {
  it('reads as a weekday, MM/DD and the station’s local hour with its zone, with what is left', () => {
    expect(cutoffText(CUTOFF, 'America/Chicago')).toBe('Wed 06/10, 4:00 PM CT');
    expect(cutoffText(CUTOFF, 'America/New_York')).toBe('Wed 06/10, 5:00 PM ET');
    expect(cutoffText(CUTOFF, 'America/Los_Angeles')).toBe('Wed 06/10, 2:00 PM PT');
    expect(timeLeftText(2 * 86_400_000 + 3 * 3_600_000)).toBe('2 days 3 hours');
    expect(timeLeftText(86_400_000)).toBe('1 day');
    expect(timeLeftText(3_600_000 + 20 * 60_000)).toBe('1 hour 20 minutes');
    expect(timeLeftText(12 * 60_000 + 5_000)).toBe('12 minutes');
    expect(timeLeftText(30_000)).toBe('less than a minute');
  });
});

describe('"Change my move" on /dashboard/change/{QuoteId} (issue 13 "Self-service changes", §4 Dashboard)', () => {
  it('the move as booked sends nothing: every form equals the booking, so no section would be changed', () => {
    expect(editBodyOf(booked, bookedAnswers(booked), false)).toBeNull();
  });

  it('the dashboard offers "Change my move" with the countdown to the cut-off, and the page opens on the schedule', async () => {
    const { api } = server();
    const app = renderApp('/dashboard', api);
    const link = await screen.findByRole('link', { name: ChangeMoveText.entry });
    expect(screen.getAllByTestId('change-move-cutoff')[0]?.textContent).toMatch(
      // Issue 27: in the Chicago origin station's time with its zone, whatever the browser's zone.
      /^You can change your move online until Wed 06\/10, 4:00 PM CT \(2 days 3 hours from now\)\.$/,
    );
    fireEvent.click(link);
    await waitFor(() => expect(app.here()).toBe(path));
    expect(await screen.findByRole('heading', { level: 1, name: ChangeMoveText.title })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Tuesday, Jun 16/ })).toBeTruthy();
  });

  it("rescheduling shows the old and new price lines, the difference and how it is paid before anything is saved; confirming saves, says 'Your edits have been saved.' and goes back to the dashboard (§4)", async () => {
    const { api, editMove, viewReservation } = server();
    const app = renderApp(path, api);
    await rescheduleTo(/Tuesday, Jun 16/);
    const preview = await screen.findByTestId('change-move-preview');
    expect(editMove).toHaveBeenCalledTimes(1);
    const [id, body] = editMove.mock.calls[0] ?? [];
    expect(id).toBe(booked.QuoteId);
    expect(body).toMatchObject({ Revision: booked.Revision, Confirm: false, MyMove: { Location: null } });
    expect(body?.MyMove?.Schedule?.SpotDate).toBe('2026-06-16');
    expect(body).not.toHaveProperty('Equipment');
    const p = within(preview);
    expect(p.getByRole('heading', { name: ChangeMoveText.before })).toBeTruthy();
    expect(p.getByRole('heading', { name: ChangeMoveText.after })).toBeTruthy();
    expect(p.getByTestId('change-old-total').textContent).toBe(
      `$${(TOTAL / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    );
    expect(p.getByTestId('change-difference').textContent).toBe('$25.00 more');
    expect(p.getByTestId('change-settlement').textContent).toMatch(/charged when your move is in transit/);
    expect(p.getByText(ChangeMoveText.nothingYet)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    const reads = viewReservation.mock.calls.length;
    fireEvent.click(p.getByRole('button', { name: ChangeMoveText.confirm }));
    await waitFor(() => expect(app.here()).toBe('/dashboard'));
    expect(editMove).toHaveBeenCalledTimes(2);
    expect(editMove.mock.calls[1]?.[1]).toEqual({ ...body, Confirm: true });
    expect(await screen.findByText(EDITS_SAVED_MESSAGE)).toBeTruthy();
    // The dashboard's queries were reloaded: the move is read again.
    await waitFor(() => expect(viewReservation.mock.calls.length).toBeGreaterThan(reads));
  });

  it('"Keep editing" goes back to the form and saves nothing; an unchanged move asks for a change first and sends nothing', async () => {
    const { api, editMove } = server();
    renderApp(path, api);
    fireEvent.click(await screen.findByRole('button', { name: ChangeMoveText.review }));
    expect((await screen.findByRole('alert')).textContent).toBe(ChangeMoveText.nothingChanged);
    expect(editMove).not.toHaveBeenCalled();
    await rescheduleTo(/Wednesday, Jun 17/);
    fireEvent.click(await screen.findByRole('button', { name: ChangeMoveText.keepEditing }));
    expect(await screen.findByRole('button', { name: ChangeMoveText.review })).toBeTruthy();
    expect(editMove).toHaveBeenCalledTimes(1);
  });

  it('other changes go in their own sections: ReloCubes or trailer feet, storage, the delivery end and coverage are sent as Equipment and the location form', async () => {
    const { api, editMove } = server();
    renderApp(path, api);
    await screen.findByRole('button', { name: ChangeMoveText.review });
    const longer = screen.queryByRole('button', { name: 'One foot longer' });
    const more = screen.queryByRole('button', { name: 'One ReloCube more' });
    fireEvent.click((longer ?? more) as HTMLElement);
    fireEvent.click(screen.getByRole('checkbox', { name: ChangeMoveText.storage }));
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(ChangeMoveText.deliveryTerminal) }));
    fireEvent.click(screen.getByRole('radio', { name: /\$75/ }));
    fireEvent.click(screen.getByRole('button', { name: ChangeMoveText.review }));
    await screen.findByTestId('change-move-preview');
    const body = editMove.mock.calls[0]?.[1];
    const before = bookedAnswers(booked).equipment;
    expect(body?.Equipment).toEqual({
      ...(longer ? { LinearFeet: before.LinearFeet + 1 } : { NumCubes: before.NumCubes + 1 }),
      AddStorage: !before.AddStorage,
      DestinationDelivery: 'Terminal',
    });
    expect(body?.MyMove?.Location?.Liability).toBe(75);
    expect(body?.MyMove?.Schedule).toBeNull();
  });

  it.each([
    [
      'WrongRevisionError (MyMove)',
      'WrongRevision',
      409,
      'Your move was changed since you opened this page.',
    ],
    ['EditNotAllowed (MyMove)', 'EditNotAllowed', 409, 'This change cannot be made online.'],
    ['SpotDateIsPast (MyMove)', 'SpotDateIsPast', 400, 'That drop-off date has passed.'],
  ])(
    '§4 a refused edit %s reloads the move and says so; §8 the error is read from Messages and logged to analytics',
    async (type, error, status, said) => {
      const { api, viewReservation } = server({
        edits: [
          {
            ok: false,
            error: {
              kind: 'Refused',
              status,
              errors: ['- The server says why'],
              reason: type,
              messages: [type],
              modelErrors: [{ type, message: 'The server says why' }],
            },
          },
        ],
      });
      const app = renderApp(path, api);
      await rescheduleTo(/Tuesday, Jun 16/);
      const alert = await screen.findByTestId('change-move-problem');
      expect(alert.textContent).toBe(`${said} The server says why ${ChangeMoveText.reloaded}`);
      expect(alert.getAttribute('data-error')).toBe(error);
      await waitFor(() => expect(viewReservation.mock.calls.length).toBeGreaterThanOrEqual(2));
      expect(app.analytics.events).toContainEqual(
        expect.objectContaining({
          name: 'dashboard_error',
          error,
          step: 'preview',
          quoteReference: String(booked.QuoteId),
        }),
      );
    },
  );

  it("§8 with no Messages the first ModelErrors type decides; QuoteIsIncomplete shows the server's line and does not reload", async () => {
    const { api, viewReservation } = server({
      edits: [
        {
          ok: false,
          error: {
            kind: 'Refused',
            status: 400,
            errors: ['PickupDate - Pickup date must be on or after the drop-off date'],
            reason: 'QuoteIsIncomplete (MyMove)',
            messages: [],
            modelErrors: [{ type: 'QuoteIsIncomplete (MyMove)', message: 'x' }],
          },
        },
      ],
    });
    const app = renderApp(path, api);
    await rescheduleTo(/Tuesday, Jun 16/);
    const alert = await screen.findByTestId('change-move-problem');
    expect(alert.textContent).toBe('Pickup date must be on or after the drop-off date');
    expect(alert.getAttribute('data-error')).toBe('QuoteIsIncomplete');
    expect(viewReservation).toHaveBeenCalledTimes(1);
    expect(app.analytics.events).toContainEqual(
      expect.objectContaining({ name: 'dashboard_error', error: 'QuoteIsIncomplete' }),
    );
  });

  it("after the cut-off (§6 IsMyMoveEditAllowed false): no edit controls, the server's reason and a prompt to call, on the page and on the dashboard", async () => {
    const { api } = server({
      window: {
        allowed: false,
        cutoffAt: CUTOFF,
        reason: 'CutoffPassed',
        message: 'Changes can no longer be made online: please call us',
      },
    });
    renderApp(path, api);
    const closed = await screen.findByTestId('change-move-closed');
    expect(closed.textContent).toMatch(/please call us/);
    expect(within(closed).getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    expect(screen.queryByRole('button', { name: ChangeMoveText.review })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
    cleanup();

    renderApp('/dashboard', api);
    const prompt = await screen.findByTestId('change-move-closed');
    expect(prompt.textContent).toMatch(/call us/);
    expect(screen.queryByRole('link', { name: ChangeMoveText.entry })).toBeNull();
  });

  it('the clock passing the cut-off while the page is open removes the controls', async () => {
    vi.setSystemTime(new Date(Date.parse(CUTOFF) + 1000));
    const { api } = server();
    renderApp(path, api);
    expect(await screen.findByTestId('change-move-closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: ChangeMoveText.review })).toBeNull();
  });
});
