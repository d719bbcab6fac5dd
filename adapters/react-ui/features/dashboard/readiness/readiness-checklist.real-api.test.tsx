// @vitest-environment relomove-page
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessDaysBefore } from '../../../../../domain/calendar/business-days';
import { formatWeekdayMonDay } from '../../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../../domain/calendar/iso-date';
import { formatUsd } from '../../../../../domain/money/money';
import { selectedOption } from '../../../../../domain/quote/edit-quote';
import { DeliveryType } from '../../../../../domain/quote/enums';
import {
  INSPECTION_LEAD_BUSINESS_DAYS,
  PARKING_LEAD_BUSINESS_DAYS,
  ReadinessKind,
  ReadinessText,
} from '../../../../../domain/shipment';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../../tests/support/real-api-moves';
import { renderApp } from '../../../test-support/render-app';
import { ReadinessChecklistText } from './readiness-checklist';

/** A card the SANDBOX processor saves ($0 verification approved) and declines when charged (payments.md). */
const DECLINES_WHEN_CHARGED = '4000 0000 0000 0341';

/**
 * Issue 13 "Readiness checklist" against the real application behind msw: a move booked from New York
 * (10001, wholly in the spongy moth quarantine area) to Los Angeles. The page's clock (Date only) is the
 * app's test clock, so the states do not depend on the day the suite runs.
 */
describe('the readiness checklist of a booked move against the real application behind msw (issue 13, §2 /dashboard)', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  const api = () => desk.api();

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
    vi.useFakeTimers({ toFake: ['Date'] });
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await real?.close();
  });
  afterEach(cleanup);

  async function openDashboard(quoteId: number) {
    vi.setSystemTime(real.api.clock.nowMs());
    const move = await api().viewReservation(quoteId);
    if (!move.ok) throw new Error('the booked move could not be read');
    renderApp('/dashboard', api());
    const checklist = await screen.findByTestId('readiness-checklist');
    // The balance item follows once the payments (GET moves/{id}/payments) are in, the inspection form once
    // GET moves/{id}/inspection is (issue 15).
    await screen.findByTestId(`readiness-${ReadinessKind.Balance}`);
    await screen.findByTestId(`readiness-${ReadinessKind.InspectionForm}`);
    return { checklist, quote: move.value.quote };
  }

  const state = (kind: ReadinessKind) =>
    within(screen.getByTestId(`readiness-${kind}`)).getByTestId('readiness-state').textContent;
  const deadline = (kind: ReadinessKind) =>
    within(screen.getByTestId(`readiness-${kind}`)).queryByTestId('readiness-deadline')?.textContent ?? null;

  it('issue 13: after booking, the Overview lists parking, the §4 Required inspection form (New York), the card on file and the balance charged at Transit (Automatic), each with its deadline, earliest first', async () => {
    const quoteId = await desk.book();
    const { checklist, quote } = await openDashboard(quoteId);
    expect(screen.getByRole('link', { name: ReadinessChecklistText.fillInspection })).toBeTruthy();
    const d = quote.Details;
    const option = selectedOption(d.PricingOptions);
    if (!option) throw new Error('the booked move has a selected option');
    expect(within(checklist).getByRole('heading', { level: 2 }).textContent).toBe(
      ReadinessChecklistText.title,
    );

    // §4 Inspection form state Required: New York is wholly in the quarantine area, California is not.
    const pickup = (d.Reservation?.PickupDate ?? d.PickupDate) as IsoDate;
    const originHolidays = d.Origin.StationDetail?.Holidays ?? [];
    expect(state(ReadinessKind.InspectionForm)).toBe('To do');
    expect(screen.getByTestId(`readiness-${ReadinessKind.InspectionForm}`).textContent).toContain(
      ReadinessText.inspectionRequired('New York'),
    );
    expect(deadline(ReadinessKind.InspectionForm)).toBe(
      `Deadline: ${formatWeekdayMonDay(businessDaysBefore(pickup, INSPECTION_LEAD_BUSINESS_DAYS, originHolidays))}`,
    );

    // The card saved at booking is on file; the total is charged at Transit, nothing to pay online yet.
    expect(state(ReadinessKind.PaymentMethod)).toBe('Done');
    const paid = await api().movePayments(quoteId);
    if (!paid.ok) throw new Error('no payments');
    expect(state(ReadinessKind.Balance)).toBe('Automatic');
    expect(screen.getByTestId(`readiness-${ReadinessKind.Balance}`).textContent).toContain(
      ReadinessText.balanceAtTransit(formatUsd(paid.value.InvoiceAmountDue)),
    );
    // The only way on is the insect inspection tool (issue 15): nothing is to be paid online yet.
    expect(
      within(checklist)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/insect-inspection?ref=${quoteId}`]);

    // Parking at the origin: a door end needs space, a terminal end none.
    const dropOff = (d.Reservation?.MoveDate ?? d.SpotDate) as IsoDate;
    if (option.OriginDelivery === DeliveryType.Door) {
      expect(state(ReadinessKind.OriginParking)).toBe('To do');
      expect(deadline(ReadinessKind.OriginParking)).toBe(
        `Deadline: ${formatWeekdayMonDay(businessDaysBefore(dropOff, PARKING_LEAD_BUSINESS_DAYS, originHolidays))}`,
      );
    } else {
      expect(state(ReadinessKind.OriginParking)).toBe('Not needed');
    }

    // Earliest deadline first.
    const days = [...checklist.querySelectorAll('time')].map((t) => t.getAttribute('datetime') ?? '');
    expect(days.length).toBeGreaterThanOrEqual(3);
    expect(days).toEqual([...days].sort());
  }, 60_000);

  it('issue 13 (§3 PaymentInfoRequired): after a decline at Transit, the payment method is due now and both it and the balance link to the payment page', async () => {
    const quoteId = await desk.book(DECLINES_WHEN_CHARGED);
    expect((await desk.transit(quoteId)).body.Result).toBe('Failed');
    await openDashboard(quoteId);
    const method = within(screen.getByTestId(`readiness-${ReadinessKind.PaymentMethod}`));
    expect(method.getByTestId('readiness-state').textContent).toBe('To do');
    expect(method.getByText(ReadinessText.paymentDeclined)).toBeTruthy();
    expect(method.getByRole('link', { name: ReadinessChecklistText.addPayment }).getAttribute('href')).toBe(
      `/dashboard/payment/${quoteId}`,
    );
    expect(
      within(screen.getByTestId(`readiness-${ReadinessKind.Balance}`))
        .getByRole('link', { name: ReadinessChecklistText.payBalance })
        .getAttribute('href'),
    ).toBe(`/dashboard/payment/${quoteId}`);
  }, 60_000);
});
