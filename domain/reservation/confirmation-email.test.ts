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
import { cardSummary, confirmationEmail, reservationSummaryRows } from './confirmation-email';
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

describe('confirmationEmail (issue 11 After booking; §3 Reservation details, §3 Payment)', () => {
  it('the subject names the product and the reference number (§5 reference numbers digits only)', () => {
    expect(confirmationEmail(booked(), DASHBOARD_LINK).subject).toBe(
      `Your ${PRODUCT} move is booked (reference 4242)`,
    );
  });

  it('is sent to the quote email address (§3 EmailAddress)', () => {
    expect(confirmationEmail(booked(), DASHBOARD_LINK).to).toBe('Dana.Whitfield@Example.com');
  });

  it('the text carries the summary rows: reference, dates, window, equipment, places, contact (§3 Dates MM/DD/YYYY)', () => {
    const quote = booked();
    const { text } = confirmationEmail(quote, DASHBOARD_LINK);
    for (const [label, value] of reservationSummaryRows(quote)) expect(text).toContain(`${label}: ${value}`);
    expect(text).toContain('Reference number: 4242');
    expect(text).toContain('Drop-off date: 06/15/2026');
    expect(text).toContain('Pickup date: 06/19/2026');
    expect(text).toContain('Drop-off window: 08:00 - 10:00');
    expect(text).toContain('Denver, CO 80202 (address to be advised)');
    expect(text).toContain(`Manage your move: ${DASHBOARD_LINK}`);
  });

  it("names the card by brand and last four only: 'Visa ending 4242' (§3 CreditCard last four digits, type)", () => {
    const quote = booked();
    expect(cardSummary(quote)).toBe('Visa ending 4242');
    const { text, html } = confirmationEmail(quote, DASHBOARD_LINK);
    expect(text).toContain('Payment method: Visa ending 4242');
    expect(html).toContain('Visa ending 4242');
  });

  it('states the booked total, equal to the reserved TotalPrice (§9 Total, §4 Reserve)', () => {
    const quote = booked();
    const price = bookedPrice(quote);
    if (price === null) throw new Error('the booked quote has a selected option');
    const total = price.breakdown.total;
    expect(total).toBe(quote.Details.Reservation?.TotalPrice);
    const { text, html } = confirmationEmail(quote, DASHBOARD_LINK);
    expect(text).toContain(`Total: ${formatUsd(total)}`);
    expect(html).toContain(formatUsd(total));
  });

  it('says nothing is charged until the loaded container is in transit (§2 reserved banner desktop note)', () => {
    const { text, html } = confirmationEmail(booked(), DASHBOARD_LINK);
    expect(text).toContain(BannerText.reservedDesktopNote);
    expect(html).toContain('Nothing is charged until we&#39;re in transit');
  });

  it('escapes a name with <script> in the HTML (issue 11; the customer types the names)', () => {
    const location = locationAnswers();
    const quote = booked({
      Location: { ...location, Contact: { ...location.Contact, FirstName: '<script>alert("x")</script>' } },
    });
    const { html } = confirmationEmail(quote, DASHBOARD_LINK);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('never contains a full card number (§3 Payment: only the last four digits are kept)', () => {
    const { subject, text, html } = confirmationEmail(booked(), DASHBOARD_LINK);
    for (const part of [subject, text, html]) {
      expect(part).not.toMatch(/\d{12,19}/);
      expect(part).not.toMatch(/\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,4}/);
    }
  });

  it('without a card the summary has no payment method row (§3 Payment)', () => {
    const quote = booked({ Payment: null });
    expect(cardSummary(quote)).toBeNull();
    expect(confirmationEmail(quote, DASHBOARD_LINK).text).not.toContain('Payment method:');
  });
});
