// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../../../domain/calendar/iso-date';
import { cents, formatUsd } from '../../../../domain/money/money';
import { CardBrand, DEFAULT_PAYMENT_STATUS, PaymentMethod } from '../../../../domain/payment/enums';
import { linesTotal } from '../../../../domain/pricing/price-lines';
import { AppointmentWindow, DeliveryType } from '../../../../domain/quote/enums';
import { exampleQuote } from '../../../../domain/quote/example-quote';
import { BannerText } from '../../../../domain/quote/quote-texts';
import type { Quote } from '../../../../domain/quote/types';
import type { ReservationDraft } from '../../../../domain/reservation/draft';
import { MilitaryBranch, ReservationStep } from '../../../../domain/reservation/enums';
import { initialLocationAnswers } from '../../../../domain/reservation/initial-answers';
import {
  type ReservationFacts,
  reservationPrice,
  reservedQuote,
} from '../../../../domain/reservation/reserved-quote';
import { EventStatus, foldEvents, Milestone } from '../../../../domain/shipment';
import { DOOR_TO_DOOR_CUBES, event, plan } from '../../../../tests/fixtures/shipment';
import { appointmentText, DashboardText } from './dashboard-text';
import { DashboardView } from './dashboard-view';
import { shipmentViewOf } from './milestones/shipment-view-model';
import { paymentMethodText } from './payment-method-text';

afterEach(cleanup);

/**
 * The example move (Chicago apartment to Denver 'Will Advise', 20 ft trailer) booked through the domain's
 * own reserve rules: a two-hour window 08:00-10:00, weight tickets for the Navy, a Visa ending 4242.
 */
function bookedMove(change: (q: Quote) => Quote = (q) => q) {
  const quote = change({ ...exampleQuote(), QuoteId: 4_100_273, Revision: 3 });
  const location = initialLocationAnswers(quote);
  const draft: ReservationDraft = {
    QuoteId: quote.QuoteId,
    AllowedStep: ReservationStep.payment,
    Location: {
      ...location,
      Military: { WeightTickets: true, MilitaryBranch: MilitaryBranch.Navy, MilitaryBranchOther: '' },
      Contact: { ...location.Contact, laborRequested: true },
    },
    Schedule: {
      SpotDate: isoDate('2026-06-15'),
      PickupDate: isoDate('2026-06-19'),
      IsLiveLoad: false,
      OriginAppointment: {
        SelectedAppointmentOption: AppointmentWindow.TwoHourWindow,
        EarlyTime: '0800',
        LateTime: '1000',
      },
      GuaranteedTransitTime: null,
    },
    Payment: {
      Method: 'CreditCard',
      PaymentProfileId: 'tok_sandbox_9f2c',
      Type: CardBrand.Visa,
      LastFour: '4242',
      ExpirationDate: '12/2030',
      NameOnCard: 'Dana Whitfield',
      BillingZip: '60614',
    },
    UpdatedAt: '2026-11-25T10:00:00.000Z',
  };
  const facts: ReservationFacts = {
    originStation: quote.Details.Origin.StationDetail,
    destinationStation: quote.Details.Destination.StationDetail,
    rates: { OneHourRate: cents(7_500), TwoHourRate: cents(5_000) },
  };
  const booked = reservedQuote(quote, draft, facts, '2026-11-25T10:00:00.000Z');
  const price = reservationPrice(quote, draft, facts);
  if (!booked || !price) throw new Error('the example quote can be booked');
  return { quote: booked, lines: price.lines, total: price.breakdown.total };
}

function renderDashboard(move = bookedMove()) {
  render(<DashboardView quote={move.quote} lines={move.lines} total={move.total} />);
  return move;
}

/** The example move's door-to-door shipment (drop-off 06/15, pickup 06/19, delivery 06/26-06/30) after `events`. */
const PLANNED_SHIPMENT = plan({
  ...DOOR_TO_DOOR_CUBES,
  Schedule: {
    SpotDate: isoDate('2026-06-15'),
    PickupDate: isoDate('2026-06-19'),
    DeliveryDate: isoDate('2026-06-26'),
    DeliveryDateMax: isoDate('2026-06-30'),
  },
});
type ShipmentEvents = ReturnType<typeof event>[];
const shipmentAfter = (events: ShipmentEvents) =>
  shipmentViewOf(foldEvents(PLANNED_SHIPMENT, events)._unsafeUnwrap(), events, null);

/** The Overview of the example move whose shipment has had `events`, with its edit window when given. */
function renderWithShipment(events: ShipmentEvents, edit?: Parameters<typeof DashboardView>[0]['edit']) {
  const move = bookedMove();
  render(
    <MemoryRouter>
      <DashboardView
        quote={move.quote}
        lines={move.lines}
        total={move.total}
        shipment={shipmentAfter(events)}
        {...(edit ? { edit } : {})}
      />
    </MemoryRouter>,
  );
}

/** axe-core's WCAG 2.1 A and AA findings (contrast is the browser tests' job: happy-dom has no layout). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const summaryTab = () => screen.getByRole('tab', { name: 'Summary' });
const overviewTab = () => screen.getByRole('tab', { name: 'Overview' });

describe('dashboard view (§2 /dashboard Overview and Summary, issue 11)', () => {
  it('Overview says the move is booked, with its reference number digits only and dates as MM/DD/YYYY (§2, §3, §5)', () => {
    const { total } = renderDashboard();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByRole('heading', { name: DashboardText.booked })).toBeTruthy();
    expect(screen.getByTestId('dashboard-reference').textContent).toBe('4100273');
    expect(screen.getByTestId('dashboard-drop-off').textContent).toBe('06/15/2026');
    expect(screen.getByTestId('dashboard-pickup').textContent).toBe('06/19/2026');
    expect(screen.getByTestId('dashboard-delivery').textContent).toMatch(
      /^Free estimated delivery \d{2}\/\d{2}\/2026 - \d{2}\/\d{2}\/2026$/,
    );
    expect(within(overview).getByText('20 ft trailer')).toBeTruthy();
    expect(within(overview).getByText(formatUsd(total))).toBeTruthy();
    expect(within(overview).getByText(BannerText.reservedDesktopNote)).toBeTruthy();
  });

  it('Overview shows both ends: the door address, a Will Advise destination, and the appointment on the 12-hour clock in the origin station zone, named (§3 Appointment, issue 27)', () => {
    renderDashboard();
    const origin = screen.getByTestId('dashboard-origin').textContent ?? '';
    expect(origin).toContain('2217 N Halsted St');
    expect(origin).toContain('Chicago, IL 60614');
    expect(screen.getByTestId('dashboard-destination').textContent).toContain(DashboardText.willAdvise);
    expect(screen.getByTestId('dashboard-appointment').textContent).toBe(
      '8:00-10:00 AM CT (two-hour window)',
    );
  });

  it('the drop-off appointment shows while the drop-off is on its booked day, and not once the drop-off happened on another day (issue 27)', () => {
    renderWithShipment([]);
    expect(screen.getByTestId('dashboard-appointment').textContent).toBe(
      '8:00-10:00 AM CT (two-hour window)',
    );
    cleanup();
    // Dropped off two days early: "8:00-10:00 AM" beside 06/13/2026 would claim a window that never was.
    renderWithShipment([event(Milestone.DropOff, EventStatus.Completed, '2026-06-13T09:00:00-05:00')]);
    expect(screen.getByTestId('dashboard-drop-off').textContent).toBe('06/13/2026');
    expect(screen.queryByTestId('dashboard-appointment')).toBeNull();
  });

  it('a delivered move offers no change, neither the link nor the call to change; a move under way after its cut-off offers the call (issue 27)', () => {
    const { sequence } = shipmentAfter([]);
    const done = sequence.map((milestone, i) =>
      event(milestone, EventStatus.Completed, `2026-06-${String(15 + i).padStart(2, '0')}T09:00:00-05:00`),
    );
    const closed = {
      editAllowed: false,
      editWindow: { allowed: false, cutoffAt: null, reason: null, message: '' },
    };
    renderWithShipment(done.slice(0, 3), closed);
    expect(screen.getByTestId('change-move-closed').textContent).toContain('To change it, please call us at');
    cleanup();
    renderWithShipment(done, closed);
    expect(screen.queryByTestId('change-move-closed')).toBeNull();
    expect(screen.queryByTestId('change-move')).toBeNull();
  });

  it('a terminal end shows its service center with address, hours (ServiceDays) and phone (§3 StationDetail)', () => {
    renderDashboard(
      bookedMove((q) => ({
        ...q,
        Details: {
          ...q.Details,
          PricingOptions: q.Details.PricingOptions.map((o) =>
            o.Default ? { ...o, DestinationDelivery: DeliveryType.Terminal } : o,
          ),
        },
      })),
    );
    const destination = screen.getByTestId('dashboard-destination').textContent ?? '';
    expect(destination).toContain('Commerce City, CO service center');
    expect(destination).toContain('5200 Dahlia St');
    expect(destination).toContain('Open Mon–Fri');
    expect(destination).toContain('Phone (303) 555-0188');
  });

  it('Summary shows the contact, the grouped price lines summing to the total, and coverage and weight tickets (§3)', () => {
    const { lines, total } = renderDashboard();
    fireEvent.click(summaryTab());
    const summary = screen.getByRole('tabpanel', { name: 'Summary' });
    expect(within(summary).getByText('Dana Whitfield')).toBeTruthy();
    expect(within(summary).getByText('Dana.Whitfield@Example.com')).toBeTruthy();
    expect(screen.getByTestId('dashboard-phone').textContent).toBe('(312) 555-0199');
    expect(
      within(summary).getByText(
        /^Guaranteed Spot Appointment: \d{1,2}:\d\d( [AP]M)?-\d{1,2}:\d\d [AP]M [A-Z]{2,3}$/,
      ),
    ).toBeTruthy();
    expect(within(summary).getByText('Weight Tickets')).toBeTruthy();
    expect(within(summary).getByText('What your price includes')).toBeTruthy();
    expect(screen.getByTestId('dashboard-total').textContent).toBe(formatUsd(total));
    expect(linesTotal(lines)).toBe(total);
    expect(screen.getByTestId('dashboard-coverage').textContent).toBe('$1 per pound (+$75)');
    expect(screen.getByTestId('dashboard-weight-tickets').textContent).toBe('Requested (Navy)');
  });

  it('the payment method is the brand and last four only, never the token or expiry (issue 11 card rules)', () => {
    renderDashboard();
    fireEvent.click(summaryTab());
    expect(screen.getByTestId('dashboard-payment').textContent).toBe('Visa ending 4242');
    const page = document.body.textContent ?? '';
    expect(page).not.toContain('tok_sandbox_9f2c');
    expect(page).not.toContain('12/2030');
  });

  it('the tabs follow the ARIA tabs pattern: one panel shown, arrow keys move between them', () => {
    renderDashboard();
    expect(overviewTab().getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tabpanel', { name: 'Summary' })).toBeNull();
    overviewTab().focus();
    fireEvent.keyDown(overviewTab(), { key: 'ArrowRight' });
    expect(summaryTab().getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(summaryTab());
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toBeTruthy();
    fireEvent.keyDown(summaryTab(), { key: 'ArrowLeft' });
    expect(overviewTab().getAttribute('aria-selected')).toBe('true');
  });
});

describe('dashboard accessibility', () => {
  it('axe finds no WCAG 2.1 AA problem on the Overview or the Summary', async () => {
    renderDashboard();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(summaryTab());
    expect(await axeViolations()).toEqual([]);
  });
});

describe('dashboard texts', () => {
  it('names a card by brand and last four, and other methods by name', () => {
    const card = (type: CardBrand) => ({
      Method: PaymentMethod.CreditCard,
      Status: DEFAULT_PAYMENT_STATUS,
      PaymentReferenceID: null,
      PaymentSubType: null,
      AffirmPaymentData: null,
      CreditCard: {
        expirationDate: '01/2031',
        name: 'A',
        zip: '10001',
        lastFour: '0005',
        type,
        usage: 'Reservation',
        paymentProfileId: 'tok',
      },
    });
    expect(paymentMethodText(card(CardBrand.AmericanExpress))).toBe('American Express ending 0005');
    expect(paymentMethodText(undefined)).toBe(DashboardText.noPayment);
    expect(
      paymentMethodText({ ...card(CardBrand.Visa), Method: PaymentMethod.PayPal, CreditCard: null }),
    ).toBe('PayPal');
  });

  it('an Open or unspecified window has no times; a one-hour window shows them (§3 Appointment windows)', () => {
    const base = { OneHourRate: cents(7_500), TwoHourRate: cents(5_000), EarlyTime: '', LateTime: '' };
    expect(appointmentText({ ...base, AppointmentWindow: AppointmentWindow.Open })).toBe(
      DashboardText.window.Open,
    );
    expect(appointmentText(undefined)).toBe(DashboardText.window.Unspecified);
    expect(
      appointmentText({
        ...base,
        AppointmentWindow: AppointmentWindow.OneHourWindow,
        EarlyTime: '1300',
        LateTime: '1400',
      }),
    ).toBe('1:00-2:00 PM (one-hour window)');
  });
});
