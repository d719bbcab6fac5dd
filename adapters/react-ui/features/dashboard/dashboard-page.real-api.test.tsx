// @vitest-environment relomove-page

import { focusManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LIMITS } from '../../../../domain/reservation/dashboard-restriction';
import { DashboardType } from '../../../../domain/reservation/enums';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../tests/support/real-api-moves';
import { renderApp } from '../../test-support/render-app';
import { CancelText } from './cancel-text';
import { DASHBOARD_STORAGE_KEY, rememberActiveReservation } from './dashboard-storage';
import { LimitedText } from './limited-banner';
import { MoveSwitcherText } from './move-switcher';
import { OutOfDateText } from './out-of-date-banner';
import { WelcomeText } from './welcome-popup';

describe('the dashboard page against the real application behind msw (issue 13, §3 Dashboard state)', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;

  beforeAll(async () => {
    localStorage.removeItem(DASHBOARD_STORAGE_KEY);
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const shownReference = async () => (await screen.findByTestId('dashboard-reference')).textContent;

  it('§3 welcome-popup-used: the welcome popup shows on the first visit, "Got it" closes it, and it does not show again', async () => {
    const quoteId = await desk.book();
    renderApp('/dashboard', desk.api());
    const dialog = await screen.findByRole('dialog', { name: WelcomeText.title });
    const close = within(dialog).getByRole('button', { name: WelcomeText.close });
    await waitFor(() => expect(document.activeElement).toBe(close));
    const points = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toHaveLength(WelcomeText.points.length);
    // A move just booked from door to door: its own steps, and both the pickup and the delivery still ahead.
    expect(points[0]).toMatch(/^See each step of your move \(drop-off, loading, pickup, transit, delivery/);
    expect(points[2]).toBe(WelcomeText.scheduleBoth);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await shownReference()).toBe(String(quoteId));
    cleanup();

    renderApp('/dashboard', desk.api());
    expect(await shownReference()).toBe(String(quoteId));
    expect(screen.queryByRole('dialog')).toBeNull();
    // With one booked move there is nothing to switch between.
    expect(screen.queryByRole('group', { name: MoveSwitcherText.label })).toBeNull();
  }, 60_000);

  it('issue 13: with two booked moves the customer switches between them; the choice is kept (§3 activeReservation)', async () => {
    const older = Number(await shownReferenceAfter(() => renderApp('/dashboard', desk.api())));
    cleanup();
    const newer = await desk.book();
    renderApp('/dashboard', desk.api());
    // The newest move that stands shows first.
    expect(await shownReference()).toBe(String(newer));
    // Issue 27: a radio card per move, its whole name readable (a select cut it off on a phone).
    const picker = screen.getByRole('group', { name: MoveSwitcherText.label });
    const options = within(picker).getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((o) => o.value)).toEqual([String(newer), String(older)]);
    expect(options[0]?.checked).toBe(true);
    expect(options[0]?.closest('label')?.textContent).toMatch(
      new RegExp(` to .*, drop-off \\d\\d/\\d\\d/\\d{4} \\(#${newer}\\)$`),
    );

    fireEvent.click(options[1] as HTMLInputElement);
    await waitFor(() => expect(screen.getByTestId('dashboard-reference').textContent).toBe(String(older)));
    cleanup();

    renderApp('/dashboard', desk.api());
    expect(await shownReference()).toBe(String(older));
  }, 60_000);

  it('issue 28: as the page opens it reads the move once (the out-of-date banner starts from the page answer)', async () => {
    const reads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET') reads.push(new URL(request.url).pathname);
    };
    real.server.events.on('request:start', count);
    try {
      renderApp('/dashboard', desk.api());
      const quoteId = await shownReference();
      // The page shows once the milestones are read, which are asked after the move: by then the banner's
      // query was enabled (it was asked again there, before issue 28's change).
      await screen.findByTestId('change-move');
      expect(reads.filter((path) => path === `/api/moves/${quoteId}`)).toEqual([`/api/moves/${quoteId}`]);
    } finally {
      real.server.events.removeListener('request:start', count);
    }
  }, 60_000);

  it('§4 out-of-date banner: a change made elsewhere after the page opened is noticed when the customer comes back; editing is off until they load the latest', async () => {
    const quoteId = Number(await shownReferenceAfter(() => renderApp('/dashboard', desk.api())));
    await screen.findByTestId('change-move');
    expect(screen.queryByTestId('dashboard-out-of-date')).toBeNull();
    // Changed on another page: the labor referral is saved, and the move's revision goes up.
    const before = await desk.api().viewReservation(quoteId);
    expect((await desk.api().setLaborReferral(quoteId, true)).ok).toBe(true);
    const after = await desk.api().viewReservation(quoteId);
    if (!before.ok || !after.ok) throw new Error('the move could not be read');
    expect(after.value.quote.Revision).toBeGreaterThan(before.value.quote.Revision);

    // The customer comes back to the page (the window gets the focus again).
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    const banner = await screen.findByTestId('dashboard-out-of-date');
    expect(within(banner).getByText(OutOfDateText.title)).toBeTruthy();
    expect(screen.queryByTestId('change-move')).toBeNull();
    expect(screen.queryByRole('button', { name: CancelText.action })).toBeNull();

    fireEvent.click(within(banner).getByRole('button', { name: OutOfDateText.action }));
    await waitFor(() => expect(screen.queryByTestId('dashboard-out-of-date')).toBeNull());
    expect(await screen.findByTestId('change-move')).toBeTruthy();
    expect(screen.getByRole('button', { name: CancelText.action })).toBeTruthy();
    focusManager.setFocused(undefined);
  }, 60_000);

  it('issue 13 limited dashboards: a move staff made non-carrier-limited says why and what is not online, and offers no change', async () => {
    const quoteId = await desk.book();
    const set = await desk.send(
      'PUT',
      `/api/staff/moves/${quoteId}/dashboard-type`,
      { DashboardType: DashboardType.NonCarrierLimited },
      desk.staffCookie,
    );
    expect(set.status).toBe(200);
    rememberActiveReservation(quoteId); // the move the customer chose last (an earlier test chose another)
    renderApp('/dashboard', desk.api());
    expect(await shownReference()).toBe(String(quoteId));
    const banner = await screen.findByTestId('dashboard-limited');
    const limits = DASHBOARD_LIMITS[DashboardType.NonCarrierLimited];
    expect(within(banner).getByText(limits.title)).toBeTruthy();
    expect(within(banner).getByText(limits.reason)).toBeTruthy();
    expect(banner.textContent).toContain(
      `${LimitedText.offline} following each step as it happens, changing your move, requesting your pickup, booking your delivery window.`,
    );
    expect(screen.queryByTestId('change-move')).toBeNull();
    expect(await screen.findByTestId('change-move-closed')).toBeTruthy();
  }, 60_000);

  it("issue 28: the dashboard asks for the customer's ids beside GET contacts/me, not after its answer (one round trip fewer before the move shows)", async () => {
    const shown = await shownReferenceAfter(() => renderApp('/dashboard', desk.api()));
    cleanup();
    const api = desk.api();
    let linksAsked = (): void => undefined;
    const asked = new Promise<void>((resolve) => {
      linksAsked = resolve;
    });
    // GET contacts/me answers only once the ids were asked for: a page that waited for it would never show.
    const gated: typeof api = Object.assign(Object.create(api) as typeof api, {
      me: () => asked.then(() => api.me()),
      myLinks: () => {
        linksAsked();
        return api.myLinks();
      },
    });
    renderApp('/dashboard', gated);
    expect(await shownReference()).toBe(shown);
  }, 60_000);

  async function shownReferenceAfter(render: () => void) {
    render();
    return shownReference();
  }
});
