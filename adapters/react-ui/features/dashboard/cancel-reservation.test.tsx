// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../../../domain/calendar/iso-date';
import { type Cents, cents } from '../../../../domain/money/money';
import { PaymentMethod } from '../../../../domain/payment/enums';
import { LedgerReason } from '../../../../domain/payment/ledger-entry';
import type { Quote } from '../../../../domain/quote/types';
import {
  CANCEL_MESSAGES,
  type CancellationPreview,
  cancellationPreview,
  cancelReservation,
} from '../../../../domain/reservation/cancellation';
import { RESERVE_ERROR_MESSAGES } from '../../../../domain/reservation/reserve';
import { reservationPrice, reservedQuote } from '../../../../domain/reservation/reserved-quote';
import {
  aCompleteDraft,
  aReservableQuote,
  reservationFacts,
} from '../../../../tests/fixtures/reservation-draft';
import type { MovePayments, PaymentLedgerRow, RelomoveApi } from '../../../http/client/relomove-api';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { CancelText } from './cancel-reservation';
import { markWelcomePopupUsed } from './dashboard-storage';

afterEach(cleanup);

const FEES = { freeDaysBefore: 7, withinDaysFee: cents(5000), sameDayFee: cents(15000) };
/** The example move's drop-off date is 06/15/2026 (tests/fixtures/reservation-draft.ts). */
const WITHIN_7_DAYS = isoDate('2026-06-10');
const FREE = isoDate('2026-06-01');
const AFTER = isoDate('2026-06-16');

const draft = aCompleteDraft();
const facts = reservationFacts();
const booked = reservedQuote(aReservableQuote(), draft, facts, '2026-06-01T12:00:00.000Z') as Quote;
const price = reservationPrice(aReservableQuote(), draft, facts);
if (!booked || !price) throw new Error('the example quote can be booked');

const captureOf = (amount: Cents, reason: string): PaymentLedgerRow => ({
  Id: 1,
  Kind: 'Capture',
  Amount: amount,
  Method: PaymentMethod.CreditCard,
  ProcessorReference: 'ch_1',
  RelatesTo: 'auth_1',
  Actor: 'customer',
  At: '2026-06-10T15:00:00.000Z',
  Reason: reason,
  CardResult: null,
  Message: null,
});

/** The payments of `quote` as GET moves/{id}/payments answers them, with the domain's own preview on `today`. */
function paymentsOf(quote: Quote, today: string, ledger: PaymentLedgerRow[] = []): MovePayments {
  const total = quote.Details.Reservation?.TotalPrice ?? cents(0);
  const captured = cents(ledger.reduce((n, r) => n + (r.Kind === 'Capture' ? r.Amount : 0), 0));
  return {
    QuoteId: quote.QuoteId,
    TotalPrice: total,
    Captured: captured,
    Refunded: cents(0),
    InvoiceAmountDue: cents(Math.max(0, total - captured)),
    PaymentInfoRequired: false,
    TimeZone: 'America/Chicago',
    Ledger: ledger,
    Cancellation: cancellationPreview(quote, [], isoDate(today), FEES) as CancellationPreview | null,
  };
}

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

/**
 * A signed-in customer with the booked example move, whose server cancels it on `today` (the domain's own
 * rule) unless `refuse` answers first. Answers change after a cancel, as the server's would.
 */
function server(today: string, refuse: Array<Awaited<ReturnType<RelomoveApi['cancelMove']>>> = []) {
  let quote = booked;
  let ledger: PaymentLedgerRow[] = [];
  const cancelMove = vi.fn<RelomoveApi['cancelMove']>(async (_id, Revision) => {
    const refusal = refuse.shift();
    if (refusal) return refusal;
    const decided = cancelReservation(
      quote,
      { revision: Revision, today: isoDate(today), at: `${today}T15:00:00.000Z`, by: 'customer' },
      FEES,
    )._unsafeUnwrap();
    quote = decided.quote;
    const fee = decided.cancellation.Fee;
    ledger = fee > 0 ? [captureOf(fee, LedgerReason.CancellationFee)] : [];
    return {
      ok: true,
      value: {
        Cancellation: { ...decided.cancellation },
        FeeCharge: {
          Result: fee > 0 ? 'Charged' : 'NothingDue',
          Amount: fee,
          CardResult: null,
          Message: null,
          Retryable: false,
        },
        quote,
        payments: paymentsOf(quote, today, ledger),
      },
    };
  });
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
    viewReservation: vi.fn(async () => ({
      ok: true as const,
      value: {
        quote,
        lines: price?.lines ?? [],
        total: quote.Details.Reservation?.TotalPrice ?? cents(0),
        editAllowed: true,
        editWindow: { allowed: true, cutoffAt: null, reason: null, message: '' },
      },
    })),
    movePayments: vi.fn(async () => ({ ok: true as const, value: paymentsOf(quote, today, ledger) })),
    cancelMove,
    recordEvents: vi.fn(async () => ({ ok: true as const, value: 0 })),
  });
  /** Bumps the stored revision, as another tab's edit would. */
  const editElsewhere = () => {
    quote = { ...quote, Revision: quote.Revision + 1 };
  };
  return { api, cancelMove, editElsewhere };
}

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: CancelText.action }));
  return screen.getByRole('dialog', { name: CancelText.dialogTitle });
};

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('cancelling the reservation from /dashboard, with the fee shown first (issue 13; issue 12 "Cancellation")', () => {
  // A returning customer: the welcome popup (once per customer) was seen before.
  beforeEach(() => markWelcomePopupUsed('dana@example.com'));
  it('the action is quiet (not a primary button); its dialog says first what cancelling today costs and what is charged; Keep my reservation cancels nothing', async () => {
    const { api, cancelMove } = server(WITHIN_7_DAYS);
    renderApp('/dashboard', api);
    const action = await screen.findByRole('button', { name: CancelText.action });
    expect(action.className).not.toContain('button-primary');
    const dialog = await openDialog();
    const body = within(dialog);
    expect(body.getByTestId('cancel-fee').textContent).toBe(
      'Cancelling today costs $50.00: within 7 days of the drop-off date',
    );
    expect(body.getByTestId('cancel-money').textContent).toBe('$50.00 will be charged to Visa ending 4242.');
    // Opening it asks for the fee as of now (GET moves/{id}/payments again).
    await waitFor(() => expect(api.movePayments).toHaveBeenCalledTimes(2));
    // The safe choice has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(body.getByRole('button', { name: CancelText.keep })),
    );
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(body.getByRole('button', { name: CancelText.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelMove).not.toHaveBeenCalled();
  });

  it('more than 7 days before the drop-off date it says it is free and nothing will be charged', async () => {
    const { api } = server(FREE);
    renderApp('/dashboard', api);
    const dialog = within(await openDialog());
    expect(dialog.getByTestId('cancel-fee').textContent).toBe(
      'Cancelling today is free: more than 7 days before the drop-off date',
    );
    expect(dialog.getByTestId('cancel-money').textContent).toBe(CancelText.nothingCharged);
  });

  it('confirming cancels with the page’s revision and a fresh idempotency key; the dashboard then shows the move cancelled (§4 WebReservationFlag Cancelled), the fee charged, and no cancel action', async () => {
    const { api, cancelMove } = server(WITHIN_7_DAYS);
    renderApp('/dashboard', api);
    const dialog = within(await openDialog());
    fireEvent.click(dialog.getByRole('button', { name: CancelText.confirm }));
    const notice = await screen.findByTestId('reservation-cancelled');
    expect(cancelMove).toHaveBeenCalledTimes(1);
    const [id, revision, key] = cancelMove.mock.calls[0] ?? [];
    expect([id, revision]).toEqual([booked.QuoteId, booked.Revision]);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(notice).getByRole('heading', { name: CancelText.cancelledTitle })).toBeTruthy();
    expect(within(notice).getByText('Cancelled on 06/10/2026.')).toBeTruthy();
    expect(screen.getByTestId('cancelled-fee').textContent).toBe(
      '$50.00: within 7 days of the drop-off date',
    );
    await waitFor(() => expect(screen.getByTestId('cancelled-fee-charged').textContent).toBe('$50.00'));
    expect(screen.getByTestId('cancelled-refunded').textContent).toBe('$0.00');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: CancelText.action })).toBeNull();
    expect(screen.queryByText('Your move is booked')).toBeNull();
  });

  it('§8 WrongRevisionError: the move is reloaded and the dialog says so; confirming again sends the new revision with another key', async () => {
    const { api, cancelMove, editElsewhere } = server(WITHIN_7_DAYS, [
      {
        ok: false,
        error: {
          kind: 'Refused',
          status: 409,
          errors: [`Revision - ${RESERVE_ERROR_MESSAGES.WrongRevisionError}`],
          reason: 'WrongRevisionError (MyMove)',
        },
      },
    ]);
    renderApp('/dashboard', api);
    const dialog = within(await openDialog());
    editElsewhere();
    // (The page also reads the move to notice when it is out of date: count the reads from here.)
    const readsBefore = vi.mocked(api.viewReservation).mock.calls.length;
    fireEvent.click(dialog.getByRole('button', { name: CancelText.confirm }));
    expect((await dialog.findByRole('alert')).textContent).toBe(RESERVE_ERROR_MESSAGES.WrongRevisionError);
    await waitFor(() =>
      expect(vi.mocked(api.viewReservation).mock.calls.length).toBeGreaterThan(readsBefore),
    );
    fireEvent.click(dialog.getByRole('button', { name: CancelText.confirm }));
    await screen.findByTestId('reservation-cancelled');
    const [first, second] = cancelMove.mock.calls;
    expect(first?.[1]).toBe(booked.Revision);
    expect(second?.[1]).toBe(booked.Revision + 1);
    expect(second?.[2]).not.toBe(first?.[2]);
  });

  it('NotCancellableOnline: the server’s message and the phone number to call', async () => {
    const message =
      'The drop-off date (06/15/2026) has passed, so this reservation cannot be cancelled online';
    const { api } = server(WITHIN_7_DAYS, [
      {
        ok: false,
        error: { kind: 'Refused', status: 409, errors: [`id - ${message}`], reason: 'NotCancellableOnline' },
      },
    ]);
    renderApp('/dashboard', api);
    const dialog = within(await openDialog());
    fireEvent.click(dialog.getByRole('button', { name: CancelText.confirm }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(`${message} ${CancelText.callUs}`);
    expect(within(alert).getByRole('link').getAttribute('href')).toMatch(/^tel:/);
  });

  it('after the drop-off date the action is not offered: the page says it cannot be cancelled online and gives the phone number', async () => {
    const { api } = server(AFTER);
    renderApp('/dashboard', api);
    const note = await screen.findByTestId('cancel-not-online');
    expect(note.textContent).toContain(
      'The drop-off date (06/15/2026) has passed, so this reservation cannot be cancelled online.',
    );
    expect(within(note).getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    expect(screen.queryByRole('button', { name: CancelText.action })).toBeNull();
  });
});

describe('the reason a move cannot be cancelled online is one sentence (issue 27)', () => {
  it('"…can no longer be cancelled online." keeps one period before "To cancel…", never ".."', () => {
    const text = `${CancelText.notOnline(CANCEL_MESSAGES.underway)} ${CancelText.callUs}`;
    expect(text).toBe(
      'Your move is under way, so it can no longer be cancelled online. To cancel, please call us at ',
    );
    expect(text).not.toContain('..');
  });
});
