// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../../../domain/calendar/iso-date';
import { cents } from '../../../../domain/money/money';
import type { AppointmentSlot } from '../../../../domain/reservation/appointment-windows';
import type { DeliveryAppointmentState } from '../../../http/client/relomove-api';
import { DeliveryBanner } from './delivery-banner';
import { DeliverySuccessView } from './delivery-success-page';
import { DeliveryText } from './delivery-text';
import { DeliveryToolView } from './delivery-tool-page';
import type { DeliveryToolModel } from './use-delivery-tool';

afterEach(cleanup);

const web: DeliveryAppointmentState = {
  Kind: 'WebAppointment',
  Reason: null,
  Message: 'Choose the day and the window for your delivery',
  BalanceDue: null,
  Dates: [isoDate('2026-12-21'), isoDate('2026-12-22')],
  Scheduled: null,
  OneHourRate: cents(4900),
  TwoHourRate: cents(2900),
  TimeZone: 'America/Denver',
};
const balanceDue: DeliveryAppointmentState = {
  ...web,
  Kind: 'CallForAppointment',
  Reason: 'BalanceDue',
  Message: 'The balance of $125.00 must be paid before delivery can be scheduled',
  BalanceDue: cents(12_500),
  Dates: [],
};
const slot = (
  AppointmentWindow: AppointmentSlot['AppointmentWindow'],
  EarlyTime: string,
  LateTime: string,
  Rate: number,
): AppointmentSlot => ({
  AppointmentWindow,
  EarlyTime,
  LateTime,
  Rate: cents(Rate),
  Available: true,
});

function model(overrides: Partial<DeliveryToolModel> = {}): DeliveryToolModel {
  return {
    quoteId: 1000001,
    loading: false,
    missing: false,
    failed: false,
    retry: vi.fn(),
    state: web,
    date: isoDate('2026-12-21'),
    chooseDate: vi.fn(),
    windows: [slot('Open', '0800', '1700', 0), slot('TwoHourWindow', '1000', '1200', 2900)],
    windowsLoading: false,
    windowsFailed: false,
    chosen: null,
    choose: vi.fn(),
    book: vi.fn(),
    busy: false,
    problem: null,
    ...overrides,
  };
}

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('the delivery banner (§1, issue 13)', () => {
  it('shows on the dashboard only while delivery can be booked online (§4 WebAppointment), linking to the tool', () => {
    inRouter(<DeliveryBanner quoteId={1000001} state={web} />);
    const banner = screen.getByTestId('delivery-banner');
    expect(banner.textContent).toContain('Choose a day from Monday, Dec 21');
    expect(within(banner).getByRole('link', { name: DeliveryText.bannerButton }).getAttribute('href')).toBe(
      '/dashboard/delivery/1000001',
    );
    cleanup();
    for (const state of [balanceDue, null, { ...web, Kind: 'ScheduledAppointmentPending' as const }]) {
      inRouter(<DeliveryBanner quoteId={1000001} state={state} />);
      expect(screen.queryByTestId('delivery-banner')).toBeNull();
      cleanup();
    }
  });
});

describe('the delivery tool page (§1 delivery tool and prompt-to-call, §4 kinds, issue 13)', () => {
  it('WebAppointment: the dates offered and the schedule step’s window picker, its times in the destination station’s zone, named (issue 27); a paid window says its fee; booking sends the choice', () => {
    const book = vi.fn();
    const choose = vi.fn();
    inRouter(
      <DeliveryToolView
        model={model({ book, choose, chosen: slot('TwoHourWindow', '1000', '1200', 2900) })}
      />,
    );
    expect(screen.getAllByRole('radio', { name: /Dec 2\d/ })).toHaveLength(2);
    const rows = screen.getAllByTestId('appointment-window');
    expect(rows.map((r) => r.querySelector('.option-title')?.textContent)).toEqual([
      'Any time during the day',
      'Two-hour window 10:00 AM-12:00 PM MT',
    ]);
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('radio'));
    expect(choose).toHaveBeenCalledWith(expect.objectContaining({ AppointmentWindow: 'Open' }));
    expect(screen.getByTestId('delivery-fee').textContent).toBe(DeliveryText.fee('$29.00'));
    fireEvent.click(screen.getByRole('button', { name: DeliveryText.book }));
    expect(book).toHaveBeenCalledOnce();
  });

  it('CallForAppointment with a balance due: the rule’s words, a Pay balance link to the payment page, and the phone', () => {
    inRouter(<DeliveryToolView model={model({ state: balanceDue })} />);
    const prompt = screen.getByTestId('delivery-call');
    expect(prompt.textContent).toContain(balanceDue.Message);
    expect(within(prompt).getByRole('link', { name: DeliveryText.payBalance }).getAttribute('href')).toBe(
      '/dashboard/payment/1000001',
    );
    expect(prompt.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: DeliveryText.book })).toBeNull();
  });

  it('CallForAppointment too close to the date, AlreadyDelivered and ScheduledAppointmentPending say so, with no booking form', () => {
    const tooClose = {
      ...balanceDue,
      Reason: 'TooClose' as const,
      Message: 'Your delivery is less than 2 days away',
      BalanceDue: null,
    };
    inRouter(<DeliveryToolView model={model({ state: tooClose })} />);
    expect(screen.getByTestId('delivery-call').textContent).toContain('less than 2 days away');
    expect(screen.queryByRole('link', { name: DeliveryText.payBalance })).toBeNull();
    cleanup();
    inRouter(
      <DeliveryToolView
        model={model({
          state: { ...web, Kind: 'AlreadyDelivered', Message: 'Your move has been delivered' },
        })}
      />,
    );
    expect(screen.getByTestId('delivery-state').textContent).toBe('Your move has been delivered.');
    expect(screen.queryByRole('button', { name: DeliveryText.book })).toBeNull();
  });

  it('a refusal is announced (a booked-out window), and a missing move says so', () => {
    inRouter(
      <DeliveryToolView
        model={model({ problem: 'This appointment window has just been booked out; please choose another' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('booked out');
    cleanup();
    inRouter(<DeliveryToolView model={model({ missing: true })} />);
    expect(screen.getByRole('alert').textContent).toBe(DeliveryText.missing);
  });
});

describe('the delivery success page (§1, issue 13)', () => {
  it('shows the day, the window in the destination station’s zone, named (issue 27), and the fee charged', () => {
    inRouter(
      <DeliverySuccessView
        booked={{
          Outcome: 'Booked',
          Appointment: {
            Date: isoDate('2026-12-22'),
            AppointmentWindow: 'TwoHourWindow',
            EarlyTime: '1000',
            LateTime: '1200',
            Rate: cents(2900),
          },
          Fee: { Result: 'Charged', Amount: cents(2900), Message: null },
          DeliveryAppointment: { ...web, Kind: 'ScheduledAppointmentPending', Dates: [] },
        }}
        scheduledDate={null}
        scheduledWindow={null}
        loading={false}
      />,
    );
    expect(screen.getByTestId('delivery-date').textContent).toBe('Tuesday, Dec 22 (12/22/2026)');
    expect(screen.getByTestId('delivery-window').textContent).toBe('Two-hour window 10:00 AM-12:00 PM MT');
    expect(screen.getByTestId('delivery-fee-result').textContent).toBe('$29.00 charged to your card');
  });

  it('opened again later, shows the scheduled day and the window booked for it; a delivery scheduled by phone has no window row', () => {
    const { unmount } = inRouter(
      <DeliverySuccessView
        booked={null}
        scheduledDate="2026-12-22"
        scheduledWindow="Two-hour window 10:00 AM-12:00 PM MT"
        loading={false}
      />,
    );
    expect(screen.getByTestId('delivery-date').textContent).toBe('Tuesday, Dec 22 (12/22/2026)');
    expect(screen.getByTestId('delivery-window').textContent).toBe('Two-hour window 10:00 AM-12:00 PM MT');
    unmount();
    inRouter(
      <DeliverySuccessView booked={null} scheduledDate="2026-12-22" scheduledWindow={null} loading={false} />,
    );
    expect(screen.getByTestId('delivery-date').textContent).toBe('Tuesday, Dec 22 (12/22/2026)');
    expect(screen.queryByTestId('delivery-window')).toBeNull();
  });
});
