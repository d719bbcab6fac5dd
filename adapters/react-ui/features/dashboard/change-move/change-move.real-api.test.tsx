// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../../../application/accounts/demo-users';
import { formatMMDDYYYY } from '../../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../../domain/calendar/iso-date';
import { type Cents, formatUsd } from '../../../../../domain/money/money';
import { STAFF_EDIT_MESSAGES } from '../../../../../domain/reservation/edit-cutoff';
import { EDITS_SAVED_MESSAGE } from '../../../../../domain/reservation/enums';
import { bookedMove, type SendJson } from '../../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../../http/client/fetch-relomove-api';
import { renderApp } from '../../../test-support/render-app';
import { ChangeMoveText } from './change-move-text';

const [customer, staff] = DEMO_USERS;
const DAY_MS = 86_400_000;

/**
 * Issue 13 "Self-service changes" against the real application behind msw: the page's clock (Date only)
 * follows the app's test clock, so the countdown and the cut-off agree with the server's. The e2e server
 * runs on the system clock, so the after-cut-off prompt is covered here (docs/decisions.md).
 */
describe('"Change my move" against the real application behind msw (issue 13, §4 Dashboard, §7 POST moves/edit/{id})', () => {
  let real: RealApiMsw;
  const api = () => new FetchRelomoveApi('');
  const send: SendJson = (method, path, body, headers) => real.api.json(method, path, body, headers);
  const asCustomer = () => ({ cookie: `relomove_session=${real.cookies().get('relomove_session')}` });
  /** The page's Date is the app's clock. */
  const browserClockFollows = () => vi.setSystemTime(real.api.clock.nowMs());

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    if (!customer) throw new Error('the demo users start with a customer');
    const signedIn = await api().login({ email: customer.email, password: customer.password });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
    vi.useFakeTimers({ toFake: ['Date'] });
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await real?.close();
  });
  afterEach(cleanup);

  async function book() {
    const { id } = await bookedMove(send, customer?.email ?? '', asCustomer());
    const move = await api().viewReservation(id);
    if (!move.ok) throw new Error('the booked move could not be read');
    return move.value;
  }

  it("before the cut-off: a new drop-off date shows the server's old and new price and the settlement first; confirming saves, says 'Your edits have been saved.' and the dashboard shows the new date", async () => {
    const booked = await book();
    const id = booked.quote.QuoteId;
    const was = booked.quote.Details.Reservation?.MoveDate as IsoDate;
    expect(booked.editAllowed).toBe(true);
    browserClockFollows();

    const app = renderApp(`/dashboard/change/${id}`, api());
    expect((await screen.findByTestId('change-move-cutoff')).textContent).toMatch(
      /^You can change your move online until \w{3} \d\d\/\d\d, \d{1,2}:\d\d [AP]M [A-Z]{2,3} \(\d+ days?( \d+ hours?)? from now\)\.$/,
    );
    // The first bookable date after the booked one, once the service center's dates are in.
    const dateRadios = () => [
      ...document.querySelectorAll<HTMLInputElement>('.spot-date-grid input[type="radio"]'),
    ];
    await waitFor(() => expect(dateRadios().length).toBeGreaterThan(0));
    const next = dateRadios().find((r) => !r.disabled && r.value > was);
    if (!next) throw new Error(`no bookable drop-off date after ${was}`);
    const chosen = next.value as IsoDate;
    fireEvent.click(next);
    fireEvent.click(screen.getByRole('button', { name: ChangeMoveText.review }));

    const preview = within(await screen.findByTestId('change-move-preview'));
    // What the server would do, asked the same way (a preview saves nothing).
    const expected = await api().editMove(id, {
      Revision: booked.quote.Revision,
      Confirm: false,
      MyMove: { Location: null, Schedule: { ...(await scheduleSent()), SpotDate: chosen } },
    });
    async function scheduleSent() {
      const stored = await api().viewReservation(id);
      if (!stored.ok) throw new Error('no move');
      const r = stored.value.quote.Details.Reservation;
      return {
        SpotDate: chosen,
        PickupDate: (r?.PickupDate ?? chosen) as IsoDate,
        IsLiveLoad: stored.value.quote.Details.Origin.LiveLoad,
        OriginAppointment: { SelectedAppointmentOption: 'Unspecified' as const, EarlyTime: '', LateTime: '' },
        GuaranteedTransitTime: null,
      };
    }
    expect(preview.getByTestId('change-old-total').textContent).toBe(formatUsd(booked.total));
    if (!expected.ok) throw new Error(`the preview was refused: ${JSON.stringify(expected.error)}`);
    expect(preview.getByTestId('change-difference').textContent).toBe(
      ChangeMoveText.differenceText(expected.value.difference as Cents),
    );
    expect(preview.getByTestId('change-settlement').getAttribute('data-kind')).toBe(
      expected.value.settlement.kind,
    );
    expect(preview.getByTestId('change-settlement').textContent).not.toBe('');
    // Nothing changed yet.
    const still = await api().viewReservation(id);
    expect(still.ok && still.value.quote.Revision).toBe(booked.quote.Revision);

    fireEvent.click(preview.getByRole('button', { name: ChangeMoveText.confirm }));
    await waitFor(() => expect(app.here()).toBe('/dashboard'));
    expect(await screen.findByText(EDITS_SAVED_MESSAGE)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-drop-off').textContent).toBe(formatMMDDYYYY(chosen)),
    );
    const after = await api().viewReservation(id);
    expect(after.ok && after.value.quote.Revision).toBe(booked.quote.Revision + 1);
    expect(after.ok && after.value.quote.Details.Reservation?.MoveDate).toBe(chosen);
  }, 90_000);

  it('more coverage: the server prices it, the difference is shown as more with how it is paid, and the Summary shows the new coverage once confirmed', async () => {
    const booked = await book();
    const id = booked.quote.QuoteId;
    browserClockFollows();
    const app = renderApp(`/dashboard/change/${id}`, api());
    fireEvent.click(await screen.findByRole('heading', { level: 2, name: ChangeMoveText.sections.coverage }));
    fireEvent.click(await screen.findByRole('radio', { name: /\$75/ }));
    fireEvent.click(screen.getByRole('button', { name: ChangeMoveText.review }));
    const preview = within(await screen.findByTestId('change-move-preview'));
    const difference = preview.getByTestId('change-difference');
    expect(difference.getAttribute('data-sign')).toBe('1');
    expect(difference.textContent).toMatch(/^\$[\d,]+\.\d\d more$/);
    // Nothing was charged at booking: the Transit charge takes the new total.
    expect(preview.getByTestId('change-settlement').getAttribute('data-kind')).toBe('AtTransit');
    fireEvent.click(preview.getByRole('button', { name: ChangeMoveText.confirm }));
    await waitFor(() => expect(app.here()).toBe('/dashboard'));
    expect(await screen.findByText(EDITS_SAVED_MESSAGE)).toBeTruthy();
    const after = await api().viewReservation(id);
    if (!after.ok) throw new Error('no move');
    expect(after.value.total).toBeGreaterThan(booked.total);
    await waitFor(() => expect(screen.getByTestId('dashboard-coverage').textContent).toMatch(/75/));
  }, 90_000);

  it('§4 a change saved elsewhere meanwhile: the preview is refused as WrongRevision, the move is reloaded and the page says so', async () => {
    const booked = await book();
    const id = booked.quote.QuoteId;
    browserClockFollows();
    renderApp(`/dashboard/change/${id}`, api());
    const coverage = await screen.findByRole('radio', { name: /\$75/ });
    // Another tab saves a change (storage) at the same revision.
    const saved = await send(
      'POST',
      `/api/moves/edit/${id}`,
      { Revision: booked.quote.Revision, Confirm: true, Equipment: { AddStorage: true } },
      asCustomer(),
    );
    expect(saved.status).toBe(200);

    fireEvent.click(coverage);
    fireEvent.click(screen.getByRole('button', { name: ChangeMoveText.review }));
    const problem = await screen.findByTestId('change-move-problem');
    expect(problem.getAttribute('data-error')).toBe('WrongRevision');
    expect(problem.textContent).toMatch(/Your move was changed since you opened this page\./);
    expect(problem.textContent).toMatch(new RegExp(`${ChangeMoveText.reloaded}$`));
    // Reloaded at the new revision: asking again previews.
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: ChangeMoveText.storage }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  }, 90_000);

  it("after the cut-off (the app's clock a day before drop-off): no edit controls, the prompt to call, on the page and on the dashboard; staff taking the call can still change it", async () => {
    const booked = await book();
    const id = booked.quote.QuoteId;
    const spot = booked.quote.Details.Reservation?.MoveDate as string;
    real.api.clock.advance(Date.parse(`${spot}T15:00:00.000Z`) - DAY_MS - real.api.clock.nowMs());
    browserClockFollows();
    // The session does not outlive the days the clock moved: sign in again.
    const again = await api().login({ email: customer?.email ?? '', password: customer?.password ?? '' });
    expect(again.ok).toBe(true);
    const move = await api().viewReservation(id);
    expect(move.ok && move.value.editAllowed).toBe(false);
    expect(move.ok && move.value.editWindow.reason).toBe('CutoffPassed');

    renderApp(`/dashboard/change/${id}`, api());
    const closed = await screen.findByTestId('change-move-closed');
    expect(within(closed).getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    expect(screen.queryByRole('button', { name: ChangeMoveText.review })).toBeNull();
    cleanup();

    renderApp('/dashboard', api());
    expect(await screen.findByTestId('change-move-closed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: ChangeMoveText.entry })).toBeNull();
    cleanup();

    // The customer was told to call: staff taking the call open the same page from the lookup, and it is open to them.
    const desk = await api().login({ email: staff?.email ?? '', password: staff?.password ?? '' });
    expect(desk.ok).toBe(true);
    renderApp(`/dashboard/change/${id}`, api());
    expect((await screen.findByTestId('change-move-cutoff')).textContent).toBe(
      STAFF_EDIT_MESSAGES.CutoffPassed,
    );
    expect(screen.getByRole('button', { name: ChangeMoveText.review })).toBeTruthy();
    expect(screen.queryByTestId('change-move-closed')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ChangeMoveText.staffTitle(id));
    expect(screen.getByRole('link', { name: ChangeMoveText.backToLookup }).getAttribute('href')).toBe(
      `/jojo/lookup?search=${id}`,
    );
  }, 90_000);
});
