// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBusinessDays } from '../../../../../domain/calendar/business-days';
import { type IsoDate, isoDate } from '../../../../../domain/calendar/iso-date';
import { cents } from '../../../../../domain/money/money';
import type { Quote } from '../../../../../domain/quote/types';
import { appointmentWindows, slotKeyString } from '../../../../../domain/reservation/appointment-windows';
import type { ReservationDraft, ScheduleAnswers } from '../../../../../domain/reservation/draft';
import { ReservationLoadingMessage } from '../../../../../domain/reservation/enums';
import { SPOT_DATE_REASON_MESSAGES } from '../../../../../domain/reservation/spot-dates';
import { aQuote } from '../../../../../tests/fixtures/quotes';
import type { RelomoveApi, SpotDates } from '../../../../http/client/relomove-api';
import { ApiProvider } from '../../../app/api-context';
import { fakeApi } from '../../../test-support/render-app';
import { ScheduleStep } from './schedule-step';
import { defaultScheduleAnswers } from './use-schedule-step';

const quote: Quote = { ...aQuote(), QuoteId: 1234567, Revision: 1 };
const draft: ReservationDraft = {
  QuoteId: quote.QuoteId,
  AllowedStep: 'schedule',
  Location: null,
  Schedule: null,
  Payment: null,
  UpdatedAt: '2026-06-01T12:00:00.000Z',
};

const spotDates: SpotDates = {
  StationCode: 'CHI',
  NextDaySpotAllowed: true,
  NextAvailableMoveDate: '2026-06-08',
  StationCentralTimeDifference: 0,
  spotDates: [
    {
      SpotDate: '2026-06-06',
      Bookable: false,
      Reason: 'Weekend',
      Message: SPOT_DATE_REASON_MESSAGES.Weekend,
    },
    {
      SpotDate: '2026-06-07',
      Bookable: false,
      Reason: 'Weekend',
      Message: SPOT_DATE_REASON_MESSAGES.Weekend,
    },
    { SpotDate: '2026-06-08', Bookable: true, Reason: null, Message: null },
    {
      SpotDate: '2026-06-09',
      Bookable: false,
      Reason: 'InvalidCapacityUnserviceableDate',
      Message: SPOT_DATE_REASON_MESSAGES.InvalidCapacityUnserviceableDate,
    },
    { SpotDate: '2026-06-10', Bookable: true, Reason: null, Message: null },
  ],
};

// The 8:00 AM two-hour slot is booked out.
const windows = appointmentWindows(
  { OneHourRate: cents(4900), TwoHourRate: cents(2900) },
  new Map([[slotKeyString({ AppointmentWindow: 'TwoHourWindow', EarlyTime: '0800' }), 2]]),
);

function api(over: Partial<RelomoveApi> = {}): RelomoveApi {
  return fakeApi({
    spotDates: vi.fn(async () => ({ ok: true as const, value: spotDates })),
    moveDates: vi.fn(async (request) => ({
      ok: true as const,
      value: {
        SpotDate: request.SpotDate as IsoDate,
        PickupDate: isoDate(request.IsLiveLoad ? request.SpotDate : '2026-06-11'),
        DeliveryDate: isoDate('2026-06-18'),
        DeliveryDateMax: isoDate('2026-06-22'),
      },
    })),
    appointmentAvailability: vi.fn(async () => ({ ok: true as const, value: windows })),
    expediteOptions: vi.fn(async () => ({ ok: true as const, value: [] })),
    ...over,
  });
}

function Harness({
  onComplete,
  client,
  spot = isoDate('2026-06-06'),
}: {
  onComplete: (a: ScheduleAnswers) => Promise<void>;
  client: RelomoveApi;
  spot?: IsoDate;
}) {
  const [answers, setAnswers] = useState<ScheduleAnswers>({
    ...defaultScheduleAnswers(quote),
    SpotDate: spot,
  });
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider api={client}>
        <ScheduleStep
          quote={quote}
          draft={draft}
          answers={answers}
          onChange={setAnswers}
          onComplete={onComplete}
          busy={false}
        />
      </ApiProvider>
    </QueryClientProvider>
  );
}

afterEach(cleanup);

describe('schedule step (§2 reservation-schedule, code X; issue 11)', () => {
  it("shows §2 'loading your scheduling options' while the drop-off dates load", async () => {
    const pending = api({ spotDates: vi.fn(() => new Promise<never>(() => {})) });
    render(<Harness client={pending} onComplete={vi.fn()} />);
    expect(await screen.findByText(ReservationLoadingMessage.loadingSchedulingOptions)).toBeTruthy();
  });

  it('issue 28: shows its lines once the answers that place them are in, not one answer at a time, and stays shown while a changed date is asked about', async () => {
    let releaseWindows: () => void = () => undefined;
    const windowsHeld = new Promise<void>((resolve) => {
      releaseWindows = resolve;
    });
    const held = api({
      appointmentAvailability: vi.fn(async () => {
        await windowsHeld;
        return { ok: true as const, value: windows };
      }),
    });
    render(<Harness client={held} onComplete={vi.fn()} spot={isoDate('2026-06-08')} />);
    // The drop-off dates and the move dates are in, the windows not yet: the step still says it is loading.
    await waitFor(() => expect(held.moveDates).toHaveBeenCalled());
    expect(screen.getByText(ReservationLoadingMessage.loadingSchedulingOptions)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Monday, Jun 8/ })).toBeNull();
    releaseWindows();
    await screen.findByRole('radio', { name: /Monday, Jun 8/ });
    // The windows are there when the step first shows.
    expect(screen.getAllByTestId('appointment-window').length).toBeGreaterThan(0);
    // Another date: the step stays shown while the new date's answers come.
    fireEvent.click(screen.getByRole('radio', { name: /^Wednesday, Jun 10/ }));
    expect(screen.queryByText(ReservationLoadingMessage.loadingSchedulingOptions)).toBeNull();
    expect((screen.getByRole('radio', { name: /^Wednesday, Jun 10/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('offers only bookable drop-off dates; an unbookable one is disabled and says why (weekend, no capacity)', async () => {
    render(<Harness client={api()} onComplete={vi.fn()} />);
    const monday = await screen.findByRole('radio', { name: /Monday, Jun 8/ });
    expect((monday as HTMLInputElement).disabled).toBe(false);
    const full = screen.getByRole('radio', { name: /Tuesday, Jun 9/ }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    const why = document.getElementById(full.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain(SPOT_DATE_REASON_MESSAGES.InvalidCapacityUnserviceableDate);
    expect((screen.getByRole('radio', { name: /Saturday, Jun 6/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers the windows with their prices and their times in the origin station’s zone, never a booked-out one, and continues with a paid two-hour window', async () => {
    const onComplete = vi.fn(async (_answers: ScheduleAnswers) => {});
    render(<Harness client={api()} onComplete={onComplete} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Monday, Jun 8/ }));
    await screen.findByText('Estimated delivery 06/18/2026 - 06/22/2026');
    const offered = screen.getAllByTestId('appointment-window').map((w) => w.textContent ?? '');
    expect(offered.some((t) => t.includes('8:00-10:00 AM'))).toBe(false);
    expect(offered.some((t) => t.startsWith('No preference') && t.includes('Free'))).toBe(true);
    // Its times are the origin station's (Illinois), the zone named (issue 27).
    const twoHour = screen.getByRole('radio', { name: /^Two-hour window 10:00 AM-12:00 PM CT/ });
    expect(twoHour.closest('label')?.textContent).toContain('+$29.00');
    fireEvent.click(twoHour);
    fireEvent.click(screen.getByRole('radio', { name: /Pick up Thursday, Jun 11/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
      SpotDate: '2026-06-08',
      PickupDate: '2026-06-11',
      IsLiveLoad: false,
      OriginAppointment: { SelectedAppointmentOption: 'TwoHourWindow', EarlyTime: '1000', LateTime: '1200' },
      GuaranteedTransitTime: null,
    });
  });

  it('moving the drop-off date keeps the chosen pickup day where the new date allows it, else its number of loading days (issues 11, 13)', async () => {
    // The server's move-dates rule: an asked pickup after the spot stands, else three working days of loading.
    const loadingApi = api({
      moveDates: vi.fn(async (request) => {
        const spot = request.SpotDate as IsoDate;
        const asked = request.PickupDate !== null && request.PickupDate > spot ? request.PickupDate : null;
        return {
          ok: true as const,
          value: {
            SpotDate: spot,
            PickupDate: request.IsLiveLoad ? spot : (asked ?? addBusinessDays(spot, 3)),
            DeliveryDate: isoDate('2026-06-18'),
            DeliveryDateMax: isoDate('2026-06-22'),
          },
        };
      }),
    });
    render(<Harness client={loadingApi} onComplete={vi.fn()} />);
    const pickup = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

    fireEvent.click(await screen.findByRole('radio', { name: /^Wednesday, Jun 10/ }));
    fireEvent.click(await screen.findByRole('radio', { name: /Pick up Thursday, Jun 11/ }));
    await waitFor(() => expect(pickup(/Pick up Thursday, Jun 11/).checked).toBe(true));
    // Jun 11 is also a loading day of Monday Jun 8: it stays (it was reset to Jun 9).
    fireEvent.click(screen.getByRole('radio', { name: /^Monday, Jun 8/ }));
    await screen.findByRole('radio', { name: /Pick up Tuesday, Jun 9/ });
    await waitFor(() => expect(pickup(/Pick up Thursday, Jun 11/).checked).toBe(true));

    fireEvent.click(screen.getByRole('radio', { name: /^Wednesday, Jun 10/ }));
    fireEvent.click(await screen.findByRole('radio', { name: /Pick up Monday, Jun 15/ }));
    await waitFor(() => expect(pickup(/Pick up Monday, Jun 15/).checked).toBe(true));
    // Jun 15 is past Jun 8's loading days: its three loading days stay three (Jun 11), not one (Jun 9).
    fireEvent.click(screen.getByRole('radio', { name: /^Monday, Jun 8/ }));
    await screen.findByRole('radio', { name: /Pick up Tuesday, Jun 9/ });
    await waitFor(() => expect(pickup(/Pick up Thursday, Jun 11/).checked).toBe(true));
    expect(pickup(/Pick up Tuesday, Jun 9/).checked).toBe(false);
  });

  it('issue 27 "Delivery dates": choosing guaranteed delivery keeps the free estimated window visible beside it, as the alternative', async () => {
    const child = {
      DeliveryDate: isoDate('2026-06-16'),
      GuaranteedServiceFee: cents(39_900),
      RequestedTransitTime: 3,
      Carrier: 'ABF',
      ExpeditedFlag: 'Child',
      EquipDescription: 'Trailer',
      EquipQuantity: 1,
      Default: false,
    } as const;
    const client = api({ expediteOptions: vi.fn(async () => ({ ok: true as const, value: [child] })) });
    render(<Harness client={client} onComplete={vi.fn()} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Monday, Jun 8/ }));
    const free = await screen.findByRole('radio', {
      name: /Free estimated delivery 06\/18\/2026 - 06\/22\/2026/,
    });
    expect((free as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Guaranteed 3 Business Days/ }));
    const shown = screen.getByTestId('delivery-window').textContent ?? '';
    expect(shown).toContain('Guaranteed delivery by 06/16/2026');
    expect(shown).toContain('(or free estimated delivery 06/18/2026 - 06/22/2026)');
    expect(
      screen.getByRole('radio', { name: /Free estimated delivery 06\/18\/2026 - 06\/22\/2026/ }),
    ).toBeTruthy();
  });

  it('shows the message of a refused save', async () => {
    render(
      <Harness
        client={api()}
        onComplete={vi.fn(async () => {
          throw new Error('The quote has changed; reload it');
        })}
      />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Monday, Jun 8/ }));
    await screen.findByText('Estimated delivery 06/18/2026 - 06/22/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The quote has changed; reload it')).toBeTruthy();
  });
});
