// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../../../../domain/calendar/iso-date';
import { cents } from '../../../../../domain/money/money';
import { AppointmentWindow, EquipType, ExpeditedFlag } from '../../../../../domain/quote/enums';
import { exampleQuote } from '../../../../../domain/quote/example-quote';
import type { Quote } from '../../../../../domain/quote/types';
import {
  EventStatus,
  foldEvents,
  Milestone,
  type ShipmentEvent,
  type ShipmentPlanInput,
} from '../../../../../domain/shipment';
import {
  DOOR_TO_DOOR_CUBES,
  event,
  plan,
  TERMINAL_TO_TERMINAL_STORAGE,
} from '../../../../../tests/fixtures/shipment';
import type { DeliveryAppointmentState, MovePayments } from '../../../../http/client/relomove-api';
import { DashboardView } from '../dashboard-view';
import { shipmentViewOf } from './shipment-view-model';

afterEach(cleanup);

const { Started, Completed, Delayed, Scheduled } = EventStatus;
const QUOTE_ID = 4_100_273;

/** The example quote booked as 3 ReloCubes with the fixtures' ends and schedule (pickup Friday 12/04/2026, 3 transit days). */
function cubeQuote(input: ShipmentPlanInput): Quote {
  const q = exampleQuote();
  const [trailer] = q.Details.PricingOptions;
  if (!trailer) throw new Error('the example quote has options');
  return {
    ...q,
    QuoteId: QUOTE_ID,
    Revision: 3,
    Details: {
      ...q.Details,
      SpotDate: isoDate('2026-12-01'),
      PickupDate: isoDate('2026-12-04'),
      PricingOptions: [
        {
          ...trailer,
          EquipType: EquipType.Relocube,
          EquipQuantity: 3,
          ExpeditedFlag: ExpeditedFlag.Parent,
          OriginDelivery: input.OriginDelivery,
          DestinationDelivery: input.DestinationDelivery,
          CarrierTransitTime: 3,
        },
      ],
    },
  };
}

function payments(due: number): MovePayments {
  return {
    QuoteId: QUOTE_ID,
    TotalPrice: cents(250_000),
    Captured: cents(250_000 - due),
    Refunded: cents(0),
    InvoiceAmountDue: cents(due),
    PaymentInfoRequired: false,
    TimeZone: 'America/Chicago',
    Ledger: [],
    Cancellation: null,
  };
}

function renderMove(
  events: ShipmentEvent[],
  {
    input = DOOR_TO_DOOR_CUBES,
    now = '2026-12-01T16:45:00Z',
    pending = null,
    paid,
    delivery,
    edit,
    change = (q) => q,
  }: {
    /** Changes the booked quote (a delivery window booked on its reservation). */
    change?: (quote: Quote) => Quote;
    input?: ShipmentPlanInput;
    now?: string;
    pending?: string | null;
    paid?: MovePayments;
    delivery?: DeliveryAppointmentState;
    edit?: {
      editAllowed: boolean;
      editWindow: { allowed: boolean; cutoffAt: string | null; reason: string | null; message: string };
    };
  } = {},
) {
  const shipment = shipmentViewOf(foldEvents(plan(input), events)._unsafeUnwrap(), events, pending);
  render(
    <MemoryRouter>
      <DashboardView
        quote={change(cubeQuote(input))}
        lines={[]}
        total={cents(250_000)}
        shipment={shipment}
        now={new Date(now)}
        {...(paid ? { payments: paid } : {})}
        {...(delivery ? { delivery } : {})}
        {...(edit ? { edit } : {})}
      />
    </MemoryRouter>,
  );
}

const tabs = () => screen.getAllByRole('tab').map((t) => t.getAttribute('aria-label') ?? t.textContent);
function openView(name: RegExp) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return within(screen.getByRole('tabpanel'));
}

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const dropOff: ShipmentEvent[] = [
  event(Milestone.DropOff, Started, '2026-12-01T08:00:00-06:00'),
  event(Milestone.DropOff, Completed, '2026-12-01T10:30:00-06:00', { location: 'Chicago, IL' }),
];
const pickedUp: ShipmentEvent[] = [
  ...dropOff,
  event(Milestone.CustomerLoading, Completed, '2026-12-03T17:00:00-06:00'),
  event(Milestone.OriginPickup, Completed, '2026-12-04T14:00:00-06:00', { location: 'Chicago, IL' }),
];
const delivered: ShipmentEvent[] = [
  ...pickedUp,
  event(Milestone.Transit, Completed, '2026-12-09T07:00:00-07:00', { location: 'Denver, CO' }),
  event(Milestone.Delivery, Scheduled, '2026-12-09T08:00:00-07:00', {
    window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
  }),
  event(Milestone.Delivery, Completed, '2026-12-10T11:00:00-07:00', { location: 'Denver, CO' }),
];

describe('the dashboard milestone views of a door-to-door ReloCube move (§2, §4, issue 13)', () => {
  it('the Overview links to the whole schedule, /dashboard/move-schedule/, right after the steps (§2)', () => {
    renderMove([]);
    const link = screen.getByTestId('dashboard-move-schedule');
    expect(link.getAttribute('href')).toBe('/dashboard/move-schedule/');
    expect(screen.getByTestId('shipment-timeline').nextElementSibling?.contains(link)).toBe(true);
  });

  it('before drop-off: the tabs are the move’s own steps; the Overview says it has not started, the next step and the delivery with its basis; steps that do not apply are listed with their reasons', async () => {
    renderMove([], { now: '2026-11-26T15:00:00Z' });
    expect(tabs()).toEqual([
      'Overview',
      'Summary',
      'Drop-off, not started',
      'Loading, not started',
      'Pickup, not started',
      'Transit, not started',
      'Delivery, not started',
      'Unloading, not started',
      'Empty pickup, not started',
    ]);
    expect(screen.getByTestId('shipment-where-now').textContent).toBe(
      'Your move has not started yet: drop-off estimated 12/01/2026.',
    );
    expect(screen.getByTestId('shipment-next-action').textContent).toBe(
      'Leave a clear, level space for the drop-off of your ReloCubes on 12/01/2026',
    );
    expect(screen.getByTestId('shipment-delivery').textContent).toBe(
      'Free estimated delivery 12/09/2026 - 12/11/2026 (3-5 business days after pickup, not counting weekends and holidays)',
    );
    const disabled = within(screen.getByTestId('shipment-disabled'));
    expect(disabled.getByText(/You load at the service center/).parentElement?.textContent).toBe(
      'You load at the service center: Your ReloCubes are dropped off at your home for loading, so there is no loading at the service center',
    );
    expect(disabled.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByTestId('shipment-pending')).toBeNull();
    const view = openView(/^Drop-off/);
    expect(view.getByTestId('milestone-status').textContent).toBe('Not started');
    expect(view.getByTestId('milestone-dates').textContent).toBe('Estimated 12/01/2026');
    expect(view.getByText('No updates yet.')).toBeTruthy();
    expect(view.getByRole('link', { name: /\d/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(await axeViolations()).toEqual([]);
  });

  it('issue 27: the payments line follows the move: in transit and not yet charged it says so; delivered, no "Nothing is charged…"', () => {
    renderMove(pickedUp, { paid: payments(250_000) });
    expect(screen.queryByTestId('nothing-charged')).toBeNull();
    expect(screen.getByTestId('move-stage-note').textContent).toBe(
      'Your move is in transit, so its balance is due now.',
    );
    cleanup();
    renderMove([...delivered, event(Milestone.CustomerUnloading, Completed, '2026-12-11T15:00:00-07:00')], {
      paid: payments(0),
    });
    expect(screen.queryByText(/Nothing is charged/)).toBeNull();
    expect(screen.getByTestId('move-stage-note').textContent).toBe(
      'Your move is complete. Thank you for moving with us.',
    );
  });

  it('issue 27: a pickup done days early re-bases the Overview’s delivery promise and its pickup day on the day it happened', () => {
    const early: ShipmentEvent[] = [
      event(Milestone.DropOff, Completed, '2026-11-24T10:30:00-06:00'),
      event(Milestone.CustomerLoading, Completed, '2026-11-25T17:00:00-06:00'),
      event(Milestone.OriginPickup, Completed, '2026-11-27T14:00:00-06:00'),
    ];
    renderMove(early);
    expect(screen.getByTestId('shipment-delivery').textContent).toBe(
      'Free estimated delivery 12/02/2026 - 12/04/2026 (3-5 business days after pickup, not counting weekends and holidays)',
    );
    expect(screen.getByTestId('dashboard-drop-off').textContent).toContain('11/24/2026');
    expect(screen.getByTestId('dashboard-pickup').textContent).toContain('11/27/2026');
  });

  it('the Overview’s delivery follows the Delivery milestone once it is Scheduled, Delayed with new dates or Completed, instead of the booking’s estimate it would contradict', () => {
    const arrived = [...pickedUp, event(Milestone.Transit, Completed, '2026-12-09T07:00:00-07:00')];
    renderMove(arrived);
    expect(screen.getByTestId('shipment-delivery').textContent).toBe(
      'Free estimated delivery 12/09/2026 - 12/11/2026 (3-5 business days after pickup, not counting weekends and holidays)',
    );
    cleanup();
    renderMove([
      ...arrived,
      event(Milestone.Delivery, Delayed, '2026-12-09T08:00:00-07:00', {
        reason: 'Weather',
        window: { Early: isoDate('2026-12-14'), Late: isoDate('2026-12-15') },
      }),
    ]);
    expect(screen.getByTestId('shipment-delivery').textContent).toBe('Estimated 12/14/2026 - 12/15/2026');
    cleanup();
    renderMove(delivered.slice(0, -1));
    expect(screen.getByTestId('shipment-delivery').textContent).toBe('Scheduled 12/10/2026');
    cleanup();
    renderMove(delivered);
    expect(screen.getByTestId('shipment-delivery').textContent).toBe('Completed 12/10/2026');
  });

  it('a scheduled delivery on the day of the window booked with the delivery tool shows that window, in the destination station zone, named; on another day, the date alone', () => {
    const windowOn =
      (day: string) =>
      (q: Quote): Quote => {
        const reservation = q.Details.Reservation;
        if (!reservation) throw new Error('the example quote is booked');
        const booked = {
          Date: isoDate(day),
          AppointmentWindow: AppointmentWindow.TwoHourWindow,
          EarlyTime: '1000',
          LateTime: '1200',
          Rate: cents(0),
        };
        return {
          ...q,
          Details: { ...q.Details, Reservation: { ...reservation, DeliveryAppointment: booked } },
        };
      };
    renderMove(delivered.slice(0, -1), { change: windowOn('2026-12-10') });
    expect(screen.getByTestId('shipment-delivery').textContent).toBe(
      'Scheduled 12/10/2026, 10:00 AM-12:00 PM MT (two-hour window)',
    );
    cleanup();
    renderMove(delivered.slice(0, -1), { change: windowOn('2026-12-11') });
    expect(screen.getByTestId('shipment-delivery').textContent).toBe('Scheduled 12/10/2026');
  });

  it('terminal to terminal: the Overview’s delivery is the arrival at the destination service center once Transit is complete; with storage, in storage since that day until the customer calls', () => {
    const arrived = [
      event(Milestone.TerminalLoading, Completed, '2026-12-03T12:00:00-06:00'),
      event(Milestone.Transit, Completed, '2026-12-09T12:00:00-07:00'),
    ];
    renderMove(arrived, { input: { ...TERMINAL_TO_TERMINAL_STORAGE, Storage: false } });
    expect(screen.getByTestId('shipment-delivery').textContent).toBe('Completed 12/09/2026');
    cleanup();
    renderMove(arrived, { input: TERMINAL_TO_TERMINAL_STORAGE });
    expect(screen.getByTestId('shipment-delivery').textContent).toBe(
      'In storage at the destination service center since 12/09/2026; you unload when you call us',
    );
  });

  it('with storage the Overview promises the arrival into storage by In transit’s latest day (a delay’s own), and the unloading (or delivery) when the customer calls, not a delivery date', () => {
    renderMove([], { input: TERMINAL_TO_TERMINAL_STORAGE });
    expect(screen.getByTestId('shipment-delivery').textContent).toBe(
      'Into storage at the destination service center by 12/11/2026; you unload when you call us (3-5 business days after pickup, not counting weekends and holidays)',
    );
    cleanup();
    renderMove(
      [
        event(Milestone.DropOff, Completed, '2026-12-01T09:00:00-06:00'),
        event(Milestone.CustomerLoading, Completed, '2026-12-03T09:00:00-06:00'),
        event(Milestone.OriginPickup, Completed, '2026-12-04T09:00:00-06:00'),
        event(Milestone.Transit, EventStatus.Delayed, '2026-12-05T08:00:00-06:00', {
          reason: 'Weather on I-70',
          window: { Early: isoDate('2026-12-14'), Late: isoDate('2026-12-15') },
        }),
      ],
      { input: { ...DOOR_TO_DOOR_CUBES, Storage: true } },
    );
    expect(screen.getByTestId('shipment-delivery').textContent).toBe(
      'Into storage at the destination service center by 12/15/2026; delivered on the day you choose',
    );
  });

  it('a scheduled drop-off shows its date with the reservation’s appointment window, in the origin station zone, named (issue 27)', () => {
    renderMove([
      event(Milestone.DropOff, Scheduled, '2026-11-30T09:00:00-06:00', {
        window: { Early: isoDate('2026-12-01'), Late: isoDate('2026-12-01') },
      }),
    ]);
    const view = openView(/^Drop-off/);
    expect(view.getByTestId('milestone-dates').textContent).toBe(
      'Scheduled 12/01/2026, 8:00-10:00 AM CT (two-hour window)',
    );
  });

  it('during CustomerLoading: loading is in progress, the next step is to load by the pickup date, and the drop-off shows its events newest first, updated 15 minutes ago, each at its time in the origin station’s zone, named', async () => {
    renderMove(dropOff, { now: '2026-12-01T16:45:00Z' });
    expect(screen.getByTestId('shipment-where-now').textContent).toBe(
      'Your ReloCubes are at your home: you are loading.',
    );
    expect(screen.getByTestId('shipment-next-action').textContent).toBe('Load your ReloCubes by 12/04/2026');
    const loading = openView(/^Loading/);
    expect(loading.getByTestId('milestone-status').textContent).toBe('In progress');
    expect(loading.getByTestId('milestone-dates').textContent).toBe('Estimated 12/01/2026 - 12/04/2026');
    const drop = openView(/^Drop-off/);
    expect(drop.getByTestId('milestone-status').textContent).toBe('Complete');
    expect(drop.getByTestId('milestone-dates').textContent).toBe('Completed 12/01/2026');
    expect(drop.getByTestId('milestone-updated').textContent).toBe(' (updated 15 minutes ago)');
    const items = within(drop.getByTestId('milestone-events')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      // Told in the origin station's zone, named (issue 27: times say which zone).
      'Completed12/01/2026, 10:30 AM CT · Chicago, IL · Tracking: pending',
      'Started12/01/2026, 8:00 AM CT · Tracking: pending',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('in Transit with a delay: the exception is said first, the next step is nothing, and Delivery asks for the balance due before it can be scheduled', async () => {
    renderMove(
      [
        ...pickedUp,
        event(Milestone.Transit, Delayed, '2026-12-07T09:00:00-06:00', {
          reason: 'Weather',
          window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-14') },
        }),
      ],
      { now: '2026-12-07T18:00:00Z', paid: payments(40_000) },
    );
    expect(screen.getByTestId('shipment-where-now').textContent).toBe(
      'Your ReloCubes are in transit. Delayed: Weather.',
    );
    expect(screen.getByTestId('shipment-next-action').textContent).toBe(
      'Nothing to do while your ReloCubes travel.',
    );
    const transit = openView(/^Transit/);
    expect(transit.getByRole('alert').textContent).toBe('Delayed: Weather');
    expect(transit.getByTestId('milestone-status').textContent).toBe('In progress');
    expect(transit.getByTestId('milestone-dates').textContent).toBe('Estimated 12/10/2026 - 12/14/2026');
    expect(transit.getByTestId('milestone-updated').textContent).toBe(' (updated 3 hours ago)');
    expect(transit.queryByTestId('milestone-balance')).toBeNull();
    const delivery = openView(/^Delivery/);
    expect(delivery.getByTestId('milestone-status').textContent).toBe('Not started');
    expect(delivery.getByTestId('milestone-dates').textContent).toBe('Estimated 12/09/2026 - 12/11/2026');
    expect(delivery.getByTestId('milestone-balance').textContent).toContain(
      'The balance of $400.00 must be paid before delivery can be scheduled.',
    );
    expect(delivery.getByRole('link', { name: 'Pay balance' }).getAttribute('href')).toBe(
      `/dashboard/payment/${QUOTE_ID}`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('a paid move in Transit shows no pay link at Delivery; before Transit none either (nothing is charged yet)', () => {
    renderMove(pickedUp, { paid: payments(0) });
    expect(openView(/^Delivery/).queryByTestId('milestone-balance')).toBeNull();
    cleanup();
    renderMove(dropOff, { paid: payments(250_000) });
    expect(openView(/^Delivery/).queryByTestId('milestone-balance')).toBeNull();
  });

  it('a paid move in Transit that can book online (§4 WebAppointment): the banner and the Delivery view link to the delivery tool; once Scheduled, the view says the appointment is set (issue 13 delivery tool)', () => {
    const web: DeliveryAppointmentState = {
      Kind: 'WebAppointment',
      Reason: null,
      Message: 'Choose the day and the window for your delivery',
      BalanceDue: null,
      Dates: [isoDate('2026-12-09')],
      Scheduled: null,
      OneHourRate: cents(4900),
      TwoHourRate: cents(2900),
      TimeZone: 'America/Denver',
    };
    renderMove(pickedUp, { paid: payments(0), delivery: web });
    expect(screen.getByTestId('delivery-banner').textContent).toContain('Wednesday, Dec 9');
    const view = openView(/^Delivery/);
    expect(view.getByTestId('milestone-delivery-tool').getAttribute('href')).toBe(
      `/dashboard/delivery/${QUOTE_ID}`,
    );
    expect(view.getByTestId('milestone-help').textContent).toContain('with the delivery tool');
    cleanup();
    const scheduled = [
      ...pickedUp,
      event(Milestone.Delivery, Scheduled, '2026-12-05T08:00:00-06:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    ];
    renderMove(scheduled, { paid: payments(0), delivery: { ...web, Kind: 'ScheduledAppointmentPending' } });
    expect(screen.queryByTestId('delivery-banner')).toBeNull();
    const set = openView(/^Delivery/);
    expect(set.getByTestId('milestone-dates').textContent).toBe('Scheduled 12/10/2026');
    expect(set.queryByTestId('milestone-delivery-tool')).toBeNull();
    expect(set.getByTestId('milestone-help').textContent).toContain('Your delivery appointment is set');
  });

  it('delivered: Delivery is complete on its day, unloading is under way since that day (no end date yet), and the tabs mark what is done', async () => {
    renderMove(delivered, { now: '2026-12-10T18:00:00Z' });
    expect(tabs().slice(2)).toEqual([
      'Drop-off, complete',
      'Loading, complete',
      'Pickup, complete',
      'Transit, complete',
      'Delivery, complete',
      'Unloading, in progress',
      'Empty pickup, not started',
    ]);
    expect(screen.getByTestId('shipment-next-action').textContent).toBe('Unload your ReloCubes');
    const delivery = openView(/^Delivery/);
    expect(delivery.getByTestId('milestone-status').textContent).toBe('Complete');
    expect(delivery.getByTestId('milestone-dates').textContent).toBe('Completed 12/10/2026');
    expect(delivery.getByTestId('milestone-help').textContent).toMatch(
      /^This step is done\. Questions about it\? Call us at [\d-]+\.$/,
    );
    const unloading = openView(/^Unloading/);
    expect(unloading.getByTestId('milestone-dates').textContent).toBe('Started 12/10/2026');
    expect(await axeViolations()).toEqual([]);
  });

  it('the Overview’s steps open their views, and the arrow keys move along every tab (§2 tabs stay a keyboard tab list)', () => {
    renderMove(dropOff);
    fireEvent.click(screen.getByRole('button', { name: 'Pickup from your home' }));
    const pickup = screen.getByRole('tab', { name: /^Pickup/ });
    expect(pickup.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(pickup);
    fireEvent.keyDown(pickup, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^Transit/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^Empty pickup/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
  });

  it('§9 pending state: a banner with its reason above the views', () => {
    renderMove([], {
      pending:
        'Your move is pending: the carrier (XPO) has not yet placed equipment at your origin or confirmed the bill of lading',
    });
    expect(screen.getByTestId('shipment-pending').textContent).toContain(
      'the carrier (XPO) has not yet placed',
    );
  });
});

describe('the dashboard milestone views of a terminal-to-terminal move with storage (§2, issue 13)', () => {
  const stored: ShipmentEvent[] = [
    event(Milestone.TerminalLoading, Started, '2026-12-01T09:00:00-06:00'),
    event(Milestone.TerminalLoading, Completed, '2026-12-03T15:00:00-06:00', {
      location: 'Service center, Chicago IL',
    }),
    event(Milestone.Transit, Completed, '2026-12-09T10:00:00-07:00', {
      location: 'Service center, Denver CO',
    }),
  ];

  it('has only its own four steps as tabs; the six door steps are listed with why they do not apply', async () => {
    renderMove(stored, { input: TERMINAL_TO_TERMINAL_STORAGE, now: '2026-12-09T17:30:00Z' });
    expect(tabs()).toEqual([
      'Overview',
      'Summary',
      'Loading, complete',
      'Transit, complete',
      'Storage, in progress',
      'Unloading, not started',
    ]);
    const disabled = within(screen.getByTestId('shipment-disabled')).getAllByRole('listitem');
    expect(disabled.map((li) => li.getAttribute('data-milestone'))).toEqual([
      Milestone.DropOff,
      Milestone.CustomerLoading,
      Milestone.OriginPickup,
      Milestone.Delivery,
      Milestone.CustomerUnloading,
      Milestone.DestinationPickup,
    ]);
    expect(disabled[3]?.textContent).toBe(
      'Delivery to your new home: Your ReloCubes are unloaded at the destination service center, so there is no delivery to your home',
    );
    expect(screen.getByTestId('shipment-where-now').textContent).toBe(
      'Your ReloCubes are in storage at the destination service center.',
    );
    expect(screen.getByTestId('shipment-next-action').textContent).toBe(
      'Call us when you want to unload your ReloCubes at the service center.',
    );
    const storage = openView(/^Storage/);
    expect(storage.getByTestId('milestone-status').textContent).toBe('In progress');
    // In storage since the arrival: the day it began, its end still to be set by the customer's call.
    expect(storage.getByTestId('milestone-dates').textContent).toBe('Started 12/09/2026');
    expect(storage.getByTestId('milestone-help').textContent).toContain(
      'To arrange the day you unload, call us at ',
    );
    const unloading = openView(/^Unloading/);
    expect(unloading.getByTestId('milestone-status').textContent).toBe('Not started');
    expect(unloading.getByTestId('milestone-dates').textContent).toBe('Date to be set');
    const transit = openView(/^Transit/);
    expect(transit.getByTestId('milestone-dates').textContent).toBe('Completed 12/09/2026');
    expect(transit.getByTestId('milestone-updated').textContent).toBe(' (updated 30 minutes ago)');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('without a shipment the dashboard is as before (issue 13)', () => {
  it('Overview and Summary only, no milestone parts', () => {
    render(
      <MemoryRouter>
        <DashboardView quote={cubeQuote(DOOR_TO_DOOR_CUBES)} lines={[]} total={cents(0)} shipment={null} />
      </MemoryRouter>,
    );
    expect(tabs()).toEqual(['Overview', 'Summary']);
    expect(screen.queryByTestId('shipment-overview')).toBeNull();
  });
});

describe('issue 27 "Wording": the Drop-off tab points to Change my move while online changes are allowed', () => {
  const window = (cutoffAt: string) => ({
    editAllowed: true,
    editWindow: { allowed: true, cutoffAt, reason: null, message: '' },
  });

  it('before the cut-off: change the drop-off date online with Change my move (a link to it), not "call us to change"', () => {
    renderMove([], { now: '2026-12-01T16:45:00Z', edit: window('2026-12-03T22:00:00Z') });
    const view = openView(/^Drop-off/);
    const help = view.getByTestId('milestone-help').textContent ?? '';
    expect(help).toContain('Change the drop-off date or window online with Change my move below');
    expect(help).not.toContain('To change the drop-off date or window, call us');
    expect(view.getByRole('link', { name: 'Change my move' }).getAttribute('href')).toBe(
      `/dashboard/change/${QUOTE_ID}`,
    );
  });

  it('before the cut-off the Pickup tab points to Change my move for the planned pickup day too, and after it to the phone', () => {
    renderMove([], { now: '2026-12-01T16:45:00Z', edit: window('2026-12-03T22:00:00Z') });
    const before = openView(/^Pickup/);
    expect(before.getByTestId('milestone-help').textContent).toContain(
      'Change the pickup day online with Change my move below',
    );
    expect(before.getByRole('link', { name: 'Change my move' })).toBeTruthy();
    cleanup();
    renderMove([], { now: '2026-12-04T16:45:00Z', edit: window('2026-12-03T22:00:00Z') });
    const after = openView(/^Pickup/);
    expect(after.getByTestId('milestone-help').textContent).toContain('To set or change the day, call us');
    expect(after.queryByTestId('milestone-change-move')).toBeNull();
  });

  it("after the cut-off (the domain's rule, as the server answers it): call us to change it, and no link", () => {
    renderMove([], { now: '2026-12-04T16:45:00Z', edit: window('2026-12-03T22:00:00Z') });
    const view = openView(/^Drop-off/);
    expect(view.getByTestId('milestone-help').textContent).toContain(
      'To change the drop-off date or window, call us',
    );
    expect(view.queryByTestId('milestone-change-move')).toBeNull();
  });
});
