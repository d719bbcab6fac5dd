import { describe, expect, it } from 'vitest';
import {
  aCompleteDraft,
  aReservableQuote,
  locationAnswers,
  reservationFacts,
  scheduleAnswers,
} from '../../tests/fixtures/reservation-draft';
import { formatUsd } from '../money/money';
import { AppointmentWindow, PRODUCT } from '../quote/enums';
import { BannerText } from '../quote/quote-texts';
import type { Quote } from '../quote/types';
import {
  bookedPriceRows,
  cardSummary,
  confirmationContent,
  reservationSummaryRows,
} from './confirmation-email';
import type { ReservationDraft } from './draft';
import { bookedPrice, reservedQuote } from './reserved-quote';

const DASHBOARD_LINK = 'https://relomove.example/dashboard';

/** The example quote booked with a two-hour window and the Visa test card. */
function booked(draft: Partial<ReservationDraft> = {}): Quote {
  const schedule = scheduleAnswers({
    OriginAppointment: {
      SelectedAppointmentOption: AppointmentWindow.TwoHourWindow,
      EarlyTime: '0800',
      LateTime: '1000',
    },
  });
  const quote = reservedQuote(
    aReservableQuote(),
    aCompleteDraft({ Schedule: schedule, ...draft }),
    reservationFacts(),
    '2026-06-01T12:30:00.000Z',
  );
  if (quote === null) throw new Error('the example quote has a selected option');
  return quote;
}

const LINKS = { dashboard: DASHBOARD_LINK, schedule: 'https://relomove.example/dashboard/move-schedule/' };
const factText = (quote: Quote) =>
  confirmationContent(quote, LINKS).facts.map((f) => `${f.label}: ${f.value}`);

describe('the booking confirmation (issue 11 After booking; §3 Reservation details, §3 Payment)', () => {
  it('the subject names the product and the reference number (§5 reference numbers digits only)', () => {
    expect(confirmationContent(booked(), LINKS).subject).toBe(
      `Your ${PRODUCT} move is booked (reference 4242)`,
    );
  });

  it('carries the summary rows: reference, dates, window, equipment, places, contact (§3 Dates MM/DD/YYYY)', () => {
    const quote = booked();
    const facts = factText(quote);
    for (const [label, value] of reservationSummaryRows(quote)) expect(facts).toContain(`${label}: ${value}`);
    expect(facts).toContain('Reference number: 4242');
    expect(facts).toContain('Drop-off date: 06/15/2026');
    expect(facts).toContain('Pickup date: 06/19/2026');
    expect(facts).toContain('Drop-off window: 8:00-10:00 AM CT');
    expect(facts.join('\n')).toContain('Denver, CO 80202 (address to be advised)');
    expect(confirmationContent(quote, LINKS).actions[0]).toEqual({
      label: 'Manage your move',
      url: DASHBOARD_LINK,
    });
  });

  it("names the card by brand and last four only: 'Visa ending 4242' (§3 CreditCard last four digits, type)", () => {
    const quote = booked();
    expect(cardSummary(quote)).toBe('Visa ending 4242');
    expect(factText(quote)).toContain('Payment method: Visa ending 4242');
  });

  it('states the booked price line by line and its total, equal to the reserved TotalPrice (§9 Total, §4 Reserve)', () => {
    const quote = booked();
    const price = bookedPrice(quote);
    if (price === null) throw new Error('the booked quote has a selected option');
    const total = price.breakdown.total;
    expect(total).toBe(quote.Details.Reservation?.TotalPrice);
    const money = confirmationContent(quote, LINKS).money;
    expect(money.at(-1)).toEqual({ label: 'Total', amount: formatUsd(total), strong: true });
    expect(bookedPriceRows(quote).filter((r) => !r.strong).length).toBeGreaterThan(0);
  });

  it('says nothing is charged until the loaded container is in transit (§2 reserved banner desktop note)', () => {
    expect(confirmationContent(booked(), LINKS).paragraphs).toContain(BannerText.reservedDesktopNote);
  });

  it('keeps a name with <script> as text: the template escapes it (issue 11; the customer types the names)', () => {
    const location = locationAnswers();
    const quote = booked({
      Location: { ...location, Contact: { ...location.Contact, FirstName: '<script>alert("x")</script>' } },
    });
    expect(confirmationContent(quote, LINKS).paragraphs[0]).toContain('<script>alert("x")</script>');
  });

  it('never contains a full card number (§3 Payment: only the last four digits are kept)', () => {
    const content = confirmationContent(booked(), LINKS);
    const parts = [content.subject, content.sms, ...content.paragraphs, ...factText(booked())];
    for (const part of parts) {
      expect(part).not.toMatch(/\d{12,19}/);
      expect(part).not.toMatch(/\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,4}/);
    }
  });

  it('without a card the summary has no payment method row (§3 Payment)', () => {
    const quote = booked({ Payment: null });
    expect(cardSummary(quote)).toBeNull();
    expect(factText(quote).some((f) => f.startsWith('Payment method:'))).toBe(false);
  });
});
