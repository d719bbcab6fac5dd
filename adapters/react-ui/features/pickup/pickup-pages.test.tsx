// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shipmentView } from '../../../../application/shipments/shipment-view';
import { isoDate } from '../../../../domain/calendar/iso-date';
import { cents } from '../../../../domain/money/money';
import { DeliveryType } from '../../../../domain/quote/enums';
import { exampleQuote } from '../../../../domain/quote/example-quote';
import type { Quote } from '../../../../domain/quote/types';
import { shipmentPlanOf } from '../../../../domain/shipment';
import { aRateCard } from '../../../../tests/fixtures/rate-card';
import { event } from '../../../../tests/fixtures/shipment';
import type { ApiResult, PickupRequested, ShipmentStatus } from '../../../http/client/relomove-api';
import { toWireShipment } from '../../../http/contract/shipments';
import { fakeApi, renderApp } from '../../test-support/render-app';

afterEach(cleanup);

const ID = 1_000_001;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The example move (3 ReloCubes, door to door, Illinois origin) as booked. */
function bookedQuote(): Quote {
  const base = exampleQuote();
  return {
    ...base,
    QuoteId: ID,
    Details: {
      ...base.Details,
      PricingOptions: base.Details.PricingOptions.map((o) =>
        o.EquipType === 'Relocube'
          ? { ...o, Default: true, DefaultParent: true, DestinationDelivery: DeliveryType.Door }
          : { ...o, Default: false, DefaultParent: false },
      ),
      Accessorials: { ...base.Details.Accessorials, AddReloCubeStorage: false },
      Reserved: true,
      Reservation: base.Details.Reservation
        ? { ...base.Details.Reservation, TotalPrice: cents(100_00) }
        : null,
    },
  } as Quote;
}

/** GET shipments/{id} as the server answers it at `now`, after the given events (the real rules). */
function wire(now: string, events: ReturnType<typeof event>[]): ShipmentStatus {
  const quote = bookedQuote();
  const plan = shipmentPlanOf(quote)._unsafeUnwrap();
  const stored = events.map((e, i) => ({
    ...e,
    id: i + 1,
    quoteId: ID,
    recordedBy: 'x',
    idempotencyKey: `k${i}`,
  }));
  const {
    success: _,
    Staff: __,
    ...status
  } = toWireShipment(shipmentView(quote, plan, stored, { now, card: aRateCard() }), false);
  return status;
}

const DROPPED_OFF = [event('DropOff', 'Completed', '2026-06-15T09:00:00-05:00')];
const ok = <T,>(value: T): ApiResult<T> => ({ ok: true, value });
const me = vi.fn(async () =>
  ok({
    success: true as const,
    loggedin: true as const,
    ContactGet: {
      EmailAddress: 'casey@example.com',
      FirstName: 'Casey',
      LastName: 'Demo',
      PhoneNumber: '',
      Role: 'customer' as const,
    },
  }),
);

describe('the pre-pickup page (issue 13, §1 pre-pickup tool page, §4 ReadyToRequest)', () => {
  it('lists the days offered with the cost of extra days, and sends the chosen day with the station calendar and a key', async () => {
    const ready = wire('2026-06-15T20:00:00.000Z', DROPPED_OFF);
    const requested = wire('2026-06-15T20:00:00.000Z', [
      ...DROPPED_OFF,
      event('OriginPickup', 'Scheduled', '2026-06-15T15:00:00-05:00', {
        source: 'customer',
        window: { Early: isoDate('2026-06-19'), Late: isoDate('2026-06-19') },
      }),
    ]);
    // The server in memory: GET shipments/{id} answers Requested once the request is recorded.
    let now = ready;
    const requestPickup = vi.fn(async () => {
      now = requested;
      return ok({ Outcome: 'Recorded' as const, PickupDate: isoDate('2026-06-19'), shipment: requested });
    });
    const quote = bookedQuote();
    const api = fakeApi({
      me,
      shipment: vi.fn(async () => ok(now)),
      viewReservation: vi.fn(async () =>
        ok({
          quote,
          lines: [],
          total: cents(100_00),
          editAllowed: true,
          editWindow: { allowed: true, cutoffAt: null, reason: null, message: '' },
        }),
      ),
      requestPickup,
    });
    const app = renderApp(`/dashboard/pickup/${ID}`, api);
    const days = await screen.findAllByRole('radio');
    expect(screen.getByRole('heading', { name: 'Request your pickup' })).toBeTruthy();
    expect(days).toHaveLength(9);
    // The booked pickup day (Friday 19 June) ends the loading time; the Monday after costs a day.
    expect(screen.getByLabelText(/Friday, Jun 19/).closest('label')?.textContent).toContain(
      'Included in your loading time',
    );
    expect(screen.getByLabelText(/Monday, Jun 22/).closest('label')?.textContent).toContain(
      '+$150.00 (1 extra day)',
    );
    expect(screen.getByTestId('pickup-extra-days').textContent).toBe(
      'Each working day after 06/19/2026 costs $150.00 for keeping your ReloCubes longer. Nothing is charged now.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a pickup day.');
    fireEvent.click(screen.getByLabelText(/Friday, Jun 19/));
    fireEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    await waitFor(() => expect(app.here()).toBe(`/dashboard/pickup/${ID}/requested`));
    expect(requestPickup).toHaveBeenCalledWith(
      ID,
      {
        PickupDate: '2026-06-19',
        ServiceDays: quote.Details.Origin.StationDetail?.ServiceDays,
        ServiceCenterHolidays: quote.Details.Origin.StationDetail?.Holidays,
      },
      expect.stringMatching(UUID),
    );
    expect((await screen.findByTestId('pickup-requested')).textContent).toBe(
      'We will pick up your ReloCubes on Friday, Jun 19 (06/19/2026).',
    );
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
  });

  it('prompts to call, with the phone number, when it is too late to request online (§1 pickup prompt-to-call)', async () => {
    const late = wire('2026-06-25T22:00:00.000Z', DROPPED_OFF);
    renderApp(`/dashboard/pickup/${ID}`, fakeApi({ me, shipment: vi.fn(async () => ok(late)) }));
    const prompt = await screen.findByTestId('pickup-prompt-to-call');
    expect(prompt.textContent).toMatch(
      /^It is too late to request your pickup online\. To arrange your pickup, call us at .*\d.*\.$/,
    );
    expect(prompt.querySelector('a[href^="tel:"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Call us to arrange your pickup' })).toBeTruthy();
  });

  it('shows the day set once requested, and the post-pickup page links back when none is', async () => {
    const none = wire('2026-06-15T20:00:00.000Z', DROPPED_OFF);
    renderApp(`/dashboard/pickup/${ID}/requested`, fakeApi({ me, shipment: vi.fn(async () => ok(none)) }));
    expect(await screen.findByText('No pickup day is requested for this move yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request your pickup' }).getAttribute('href')).toBe(
      `/dashboard/pickup/${ID}`,
    );
  });

  it('says why a request is refused (409) and reloads the shipment', async () => {
    const ready = wire('2026-06-15T20:00:00.000Z', DROPPED_OFF);
    const shipment = vi.fn(async () => ok(ready));
    const api = fakeApi({
      me,
      shipment,
      viewReservation: vi.fn(
        async () => ({ ok: false, error: { kind: 'Unavailable', message: 'down' } }) as const,
      ),
      requestPickup: vi.fn(
        async (): Promise<ApiResult<PickupRequested>> => ({
          ok: false,
          error: {
            kind: 'Refused',
            status: 409,
            reason: 'EditNotAllowed',
            errors: [
              'PickupDate - It is too late to request your pickup online. To arrange your pickup, call us',
            ],
          },
        }),
      ),
    });
    renderApp(`/dashboard/pickup/${ID}`, api);
    fireEvent.click(await screen.findByLabelText(/Tuesday, Jun 16/));
    fireEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    expect((await screen.findByTestId('pickup-problem')).textContent).toBe(
      'It is too late to request your pickup online. To arrange your pickup, call us',
    );
    await waitFor(() => expect(shipment.mock.calls.length).toBeGreaterThan(1));
  });
});
