// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Cents, cents } from '../../../../../domain/money/money';
import { CardBrand, PaymentMethod, PaymentStatus } from '../../../../../domain/payment/enums';
import { DeliveryType, WebReservationFlag } from '../../../../../domain/quote/enums';
import { exampleQuote } from '../../../../../domain/quote/example-quote';
import type { Quote } from '../../../../../domain/quote/types';
import { inspectionDecision, ReadinessKind, ReadinessText } from '../../../../../domain/shipment';
import { QUARANTINE_AREA } from '../../../../../tests/fixtures/quarantine-area';
import type { MoveInspection, MovePayments } from '../../../../http/client/relomove-api';
import { ReadinessChecklist, ReadinessChecklistText } from './readiness-checklist';

afterEach(cleanup);

/**
 * The example move booked: Chicago (IL, an apartment) to Denver (CO, a home), door to door with a 20 ft
 * trailer, no storage; drop-off Monday Jun 15, pickup Friday Jun 19, free estimated delivery from Friday Jun 26;
 * a Visa ending 4242 on file.
 */
function booked(change: (q: Quote) => Quote = (q) => q): Quote {
  const quote = exampleQuote();
  const reservation = quote.Details.Reservation;
  if (!reservation) throw new Error('the example quote has reservation details');
  return change({
    ...quote,
    QuoteId: 4_100_273,
    Revision: 3,
    Details: {
      ...quote.Details,
      Reserved: true,
      WebReservationFlag: WebReservationFlag.Reserve,
      Accessorials: { ...quote.Details.Accessorials, AddReloCubeStorage: false, AddTrailerStorage: false },
      Reservation: {
        ...reservation,
        PaymentMethods: [
          {
            Method: PaymentMethod.CreditCard,
            Status: PaymentStatus.Active,
            PaymentReferenceID: null,
            PaymentSubType: 'Standard',
            AffirmPaymentData: null,
            ActivePaymentMethod: true,
            CreditCard: {
              expirationDate: '12/2030',
              name: 'Dana Whitfield',
              zip: '60614',
              lastFour: '4242',
              type: CardBrand.Visa,
              usage: '',
              paymentProfileId: 'tok_sandbox_9f2c',
            },
          },
        ],
      },
    },
  });
}

const payments = (due: Cents, over: Partial<MovePayments> = {}): MovePayments => ({
  QuoteId: 4_100_273,
  TotalPrice: cents(325_000),
  Captured: cents(0),
  Refunded: cents(0),
  InvoiceAmountDue: due,
  PaymentInfoRequired: false,
  TimeZone: 'America/Chicago',
  Ledger: [],
  Cancellation: null,
  ...over,
});

/** GET moves/{id}/inspection of the example move: Chicago is in Cook County, a regulated county of Illinois. */
function inspection(received = false): MoveInspection {
  const decision = inspectionDecision(
    QUARANTINE_AREA,
    { state: 'IL', fips: '17031' },
    { state: 'CO', fips: '08031' },
    received,
  );
  return {
    QuoteId: 4_100_273,
    InspectionFormState: decision.state,
    Area: { Standing: 'County', StateName: 'Illinois', CountyName: 'Cook County' },
    Origin: { City: 'Chicago', State: 'IL' },
    Destination: { City: 'Denver', State: 'CO' },
    PickupDate: '2026-06-19',
    Deadline: '2026-06-18',
    Form: null,
    CopyTo: 'd•••@example.com',
    Source: { Text: 'USDA APHIS, 7 CFR 301.45-3', Url: 'https://www.ecfr.gov/', Version: '2026-11-26' },
    decision,
  };
}

function show(
  quote: Quote,
  paid: MovePayments | null,
  today: string,
  inspected: MoveInspection | null = inspection(),
) {
  render(
    <MemoryRouter>
      <ReadinessChecklist
        quote={quote}
        payments={paid}
        inspection={inspected}
        now={new Date(`${today}T10:00:00`)}
      />
    </MemoryRouter>,
  );
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const row = (kind: ReadinessKind) => screen.getByTestId(`readiness-${kind}`);
const texts = (el: HTMLElement, testId: string) => within(el).queryByTestId(testId)?.textContent ?? null;

describe('the readiness checklist on the dashboard Overview (issue 13 "Readiness checklist")', () => {
  it('issue 13: "Before your move" lists what could make drop-off, pickup or delivery fail, earliest deadline first, each with its state in words and, while it is to do, its deadline as Weekday, Mon D (§9)', () => {
    show(booked(), payments(cents(325_000)), '2026-06-01');
    expect(screen.getByRole('heading', { level: 2, name: ReadinessChecklistText.title })).toBeTruthy();
    const list = rows().map((li) => [
      within(li).getByRole('heading', { level: 3 }).textContent,
      texts(li, 'readiness-state'),
      texts(li, 'readiness-deadline'),
    ]);
    expect(list).toEqual([
      [ReadinessText.originParking, 'To do', 'Deadline: Monday, Jun 8'],
      // Done: its deadline no longer matters, so none is shown.
      [ReadinessText.paymentMethod, 'Done', null],
      [ReadinessText.inspection, 'To do', 'Deadline: Thursday, Jun 18'],
      [ReadinessText.destinationParking, 'To do', 'Deadline: Friday, Jun 19'],
      // Charged to the card on file at Transit: nothing to do, so no deadline to meet.
      [ReadinessText.balance, 'Automatic', null],
    ]);
    // The deadline is a machine-readable date too.
    expect(within(row(ReadinessKind.OriginParking)).getByText('Monday, Jun 8').getAttribute('datetime')).toBe(
      '2026-06-08',
    );
    // Parking says how much space (a trailer: about 40 feet) and what to ask at an apartment.
    expect(row(ReadinessKind.OriginParking).textContent).toContain('about 40 feet');
    expect(row(ReadinessKind.OriginParking).textContent).toContain(ReadinessText.apartment);
    // Chicago is in Cook County, a regulated county of Illinois: the §4 Required form, what to do and by
    // when, and the way to the insect inspection tool (issue 15); before the Transit charge nothing is to be
    // paid online, so that is the only link.
    const form = row(ReadinessKind.InspectionForm);
    expect(form.textContent).toContain(ReadinessText.inspectionRequired('Cook County, Illinois'));
    expect(form.textContent).not.toContain('Call us');
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [ReadinessChecklistText.fillInspection, '/insect-inspection?ref=4100273'],
    ]);
  });

  it('issue 15: once the form is Received the item is done, without the link; unknown yet, it is not shown', () => {
    show(booked(), payments(cents(325_000)), '2026-06-01', inspection(true));
    expect(texts(row(ReadinessKind.InspectionForm), 'readiness-state')).toBe('Done');
    expect(row(ReadinessKind.InspectionForm).textContent).toContain(ReadinessText.inspectionReceived);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    show(booked(), payments(cents(325_000)), '2026-06-01', null);
    expect(screen.queryByTestId(`readiness-${ReadinessKind.InspectionForm}`)).toBeNull();
  });

  it('issue 13: the state is an icon and words, never colour alone', () => {
    show(booked(), payments(cents(325_000)), '2026-06-10');
    const parking = row(ReadinessKind.OriginParking);
    expect(parking.getAttribute('data-state')).toBe('Overdue');
    expect(texts(parking, 'readiness-state')).toBe('Overdue');
    expect(texts(parking, 'readiness-deadline')).toBe('Deadline passed: Monday, Jun 8');
    expect(parking.querySelector('.readiness-icon')?.textContent).toBe('!');
    expect(parking.querySelector('.readiness-icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(parking.textContent).toContain(ReadinessText.overdue);
  });

  it('issue 13: a move booked at short notice (after the usual parking notice had passed) is not overdue the day it is booked: due the business day before drop-off', () => {
    // Booked on Thursday Jun 11 (Chicago time) for drop-off on Monday Jun 15.
    const late = booked((q) => {
      const reservation = q.Details.Reservation;
      if (!reservation) throw new Error('booked quotes have reservation details');
      return {
        ...q,
        Details: { ...q.Details, Reservation: { ...reservation, ReservedAt: '2026-06-11T15:00:00.000Z' } },
      };
    });
    show(late, payments(cents(325_000)), '2026-06-11');
    const parking = row(ReadinessKind.OriginParking);
    expect(texts(parking, 'readiness-state')).toBe('To do');
    expect(texts(parking, 'readiness-deadline')).toBe('Deadline: Friday, Jun 12');
    expect(parking.textContent).toContain(ReadinessText.shortNotice);
    expect(parking.textContent).not.toContain(ReadinessText.overdue);
  });

  it('issue 13 (§3 PaymentInfoRequired): after a declined charge the payment method and the balance link to the payment page', () => {
    show(booked(), payments(cents(325_000), { PaymentInfoRequired: true, Captured: cents(0) }), '2026-06-22');
    const method = row(ReadinessKind.PaymentMethod);
    expect(texts(method, 'readiness-state')).toBe('To do');
    expect(texts(method, 'readiness-deadline')).toBe('Deadline: Monday, Jun 22');
    expect(
      within(method).getByRole('link', { name: ReadinessChecklistText.addPayment }).getAttribute('href'),
    ).toBe('/dashboard/payment/4100273');
    const balance = row(ReadinessKind.Balance);
    expect(balance.textContent).toContain(ReadinessText.balanceDue('$3,250.00'));
    expect(
      within(balance).getByRole('link', { name: ReadinessChecklistText.payBalance }).getAttribute('href'),
    ).toBe('/dashboard/payment/4100273');
  });

  it('issue 13: a terminal end needs no permit: "Not needed", without a deadline, after the rest', () => {
    const terminal = booked((q) => ({
      ...q,
      Details: {
        ...q.Details,
        PricingOptions: q.Details.PricingOptions.map((o) => ({
          ...o,
          OriginDelivery: DeliveryType.Terminal,
          DestinationDelivery: DeliveryType.Terminal,
        })),
      },
    }));
    show(terminal, payments(cents(0)), '2026-06-01');
    const last = rows().slice(-2);
    expect(last.map((li) => li.getAttribute('data-kind'))).toEqual([
      ReadinessKind.OriginParking,
      ReadinessKind.DestinationParking,
    ]);
    for (const li of last) {
      expect(texts(li, 'readiness-state')).toBe('Not needed');
      expect(texts(li, 'readiness-deadline')).toBeNull();
    }
    expect(texts(row(ReadinessKind.Balance), 'readiness-state')).toBe('Done');
  });

  it('issue 13: a cancelled move shows no checklist', () => {
    show(
      booked((q) => ({ ...q, Details: { ...q.Details, WebReservationFlag: WebReservationFlag.Cancelled } })),
      payments(cents(0)),
      '2026-06-01',
    );
    expect(screen.queryByTestId('readiness-checklist')).toBeNull();
  });

  it('issue 13: axe finds no WCAG 2.1 A or AA problem in the checklist', async () => {
    show(booked(), payments(cents(325_000), { PaymentInfoRequired: true }), '2026-06-10');
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
