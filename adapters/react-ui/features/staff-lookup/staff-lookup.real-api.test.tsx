// @vitest-environment relomove-page

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { Role } from '../../../../domain/accounts/enums';
import type { Cents } from '../../../../domain/money/money';
import { REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import { quoteForm } from '../../../../tests/fixtures/quote-form';
import { addTestUser } from '../../../../tests/support/add-test-user';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { demoDesk } from '../../../../tests/support/real-api-moves';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';
import {
  ActionText,
  InspectionDeskText,
  LookupText,
  MoveText,
  QuoteText,
  RecomputeText,
} from './staff-lookup-text';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
const agent = { email: 'agent@relomove.test', password: 'coupon-desk-2026' };

describe('the staff lookup page /jojo/lookup against the real application behind msw (issue 15)', () => {
  let real: RealApiMsw;
  let older: number;
  let newer: number;
  let booked: number;
  let toCancel: number;
  const api = () => new FetchRelomoveApi('');
  const signInAs = async (user: { email: string; password: string } | null) => {
    real.clearCookies();
    if (user) expect((await api().login({ email: user.email, password: user.password })).ok).toBe(true);
  };
  const quote = async (EmailAddress: string, MoveDate: string) => {
    const made = await real.api.json<{ quote: { QuoteId: number } }>(
      'POST',
      '/api/quotes/add',
      quoteForm({ EmailAddress, MoveDate }),
    );
    return made.body.quote.QuoteId;
  };

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    older = await quote('dana@example.com', '2026-12-08');
    newer = await quote('dana@example.com', '2026-12-15');
    const desk = await demoDesk(real);
    booked = await desk.book();
    toCancel = await desk.book();
    await addTestUser(real.api, { ...agent, role: Role.agent });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const search = (term: string) => {
    fireEvent.change(screen.getByLabelText(LookupText.search), { target: { value: term } });
    fireEvent.click(screen.getByRole('button', { name: LookupText.searchButton }));
  };
  const section = (name: string) => screen.getByRole('region', { name });

  it('§1, §7 staff find a customer’s quotes by email, pick one, read its explanation, preview a recompute side by side and save it with a reason', async () => {
    await signInAs(staff);
    const { here } = renderApp('/jojo/lookup', api());
    expect(await screen.findByRole('heading', { name: LookupText.title, level: 1 })).toBeTruthy();
    search('Dana@Example.com');
    expect(await screen.findByText(/2 quotes found for Dana@Example.com/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      String(newer),
      String(older),
    ]);

    fireEvent.click(screen.getByRole('link', { name: LookupText.open(older) }));
    const panel = await screen.findByRole('region', { name: QuoteText.heading(older) });
    expect(here()).toBe(`/jojo/lookup?search=Dana%40Example.com&quote=${older}`);
    expect(within(panel).getByText('Quoted')).toBeTruthy();
    expect(within(panel).getByText(/New York, NY 10001/)).toBeTruthy();
    expect(within(panel).getByText(/Los Angeles, CA 90001/)).toBeTruthy();
    const storedTotal = within(panel).getByTestId('stored-total').textContent ?? '';
    expect(storedTotal).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(within(panel).getByText(QuoteText.noHistory)).toBeTruthy();

    // The recompute: a 15 ft trailer with an agent coupon, previewed beside the stored price.
    const recompute = within(panel).getByRole('region', { name: RecomputeText.heading });
    fireEvent.change(within(recompute).getByLabelText(RecomputeText.equip), { target: { value: 'Trailer' } });
    fireEvent.change(within(recompute).getByLabelText(RecomputeText.feet), { target: { value: '15' } });
    fireEvent.change(within(recompute).getByLabelText(RecomputeText.coupon), { target: { value: 'usa100' } });
    fireEvent.click(within(recompute).getByRole('button', { name: RecomputeText.preview }));
    const compared = await within(recompute).findByRole('table', { name: RecomputeText.previewCaption });
    const base = within(compared).getAllByRole('row')[1] as HTMLElement;
    expect(base.textContent).toMatch(/2 ReloCubes, 2,865 miles.*15 ft trailer, 2,865 miles/);
    const coupon = within(compared).getByText('USA100: $100 off').closest('tr') as HTMLElement;
    expect(
      within(coupon)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['USA100: $100 off', RecomputeText.notOnQuote, '-$100.00', '-$100.00']);
    expect(within(compared).getByTestId('difference').textContent).toMatch(/^[+-]\$[\d,]+\.\d\d$/);

    // Saving needs a reason; then it is revision 2, with who and why in the history.
    const save = within(recompute).getByRole('button', { name: RecomputeText.save(2) });
    fireEvent.click(save);
    expect(await within(recompute).findByText('Say why when saving a change')).toBeTruthy();
    fireEvent.change(within(recompute).getByLabelText(RecomputeText.reason), {
      target: { value: 'customer measured 15 feet' },
    });
    fireEvent.click(save);
    expect(await within(recompute).findByText(RecomputeText.saved(2))).toBeTruthy();
    const history = await within(panel).findByRole('table', { name: QuoteText.historyCaption });
    expect(within(history).getByText('customer measured 15 feet')).toBeTruthy();
    expect(within(history).getByText(staff.email)).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText('2', { selector: 'dd' })).toBeTruthy());
  }, 60_000);

  it('§4 lookup failure reasons read plainly: an empty search, nothing found (UserError), a term that is none of the three', async () => {
    await signInAs(staff);
    renderApp('/jojo/lookup', api());
    await screen.findByRole('heading', { name: LookupText.title, level: 1 });
    search('   ');
    expect(await screen.findByText(REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText(LookupText.search).getAttribute('aria-invalid')).toBe('true');

    search('nobody@example.com');
    const nothing = await screen.findByText('Nothing matches that search');
    const notice = nothing.closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByText('UserError')).toBeTruthy();
    expect(within(notice).getByText('No quotes were sent to nobody@example.com')).toBeTruthy();

    search('moving to denver');
    expect(
      await screen.findByText('Enter a reference number, an email address or a quote link token'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  }, 30_000);

  it('a booked move opened by its reference shows its reservation, ledger, shipment and insect inspection form; staff record an event, run the sandbox feed, charge at Transit and open the change page; only agents get the coupon form', async () => {
    await signInAs(staff);
    renderApp(`/jojo/lookup?search=${booked}`, api());
    const move = await screen.findByRole('region', { name: MoveText.heading(booked) }, { timeout: 10_000 });
    await within(move).findByText(MoveText.booked);
    expect(within(move).getByText('Visa ending 4242')).toBeTruthy();
    const ledger = section(MoveText.ledger);
    await within(ledger).findByText(MoveText.noLedger);
    // A reserved quote is not re-priced here (its changes go through the move).
    expect(screen.queryByRole('region', { name: RecomputeText.heading })).toBeNull();
    // Staff read coupons but do not enter them (§6: agents do).
    expect(within(move).getByText(ActionText.couponOnlyAgents)).toBeTruthy();
    expect(within(move).queryByLabelText(ActionText.couponCode)).toBeNull();

    // The insect inspection form's §4 state, as the customer's checklist has it (New York is in the area).
    const inspection = section(InspectionDeskText.heading);
    expect(await within(inspection).findByText('Required')).toBeTruthy();
    expect(within(inspection).getByText(InspectionDeskText.deadline)).toBeTruthy();

    // A shipment event: the reason is required for Delayed; the server refuses what the shipment refuses.
    const actions = section(ActionText.heading);
    // Changing the move for the customer goes to the change page, which brings staff back here.
    expect(within(actions).getByRole('link', { name: ActionText.change }).getAttribute('href')).toBe(
      `/dashboard/change/${booked}`,
    );
    const milestone = await within(actions).findByLabelText(ActionText.milestone);
    fireEvent.change(milestone, { target: { value: 'Transit' } });
    fireEvent.change(within(actions).getByLabelText(ActionText.status), { target: { value: 'Started' } });
    fireEvent.click(within(actions).getByRole('button', { name: ActionText.record }));
    expect(await within(actions).findByText(/Transit cannot start before DropOff is complete/)).toBeTruthy();

    fireEvent.change(milestone, { target: { value: 'DropOff' } });
    fireEvent.change(within(actions).getByLabelText(ActionText.status), { target: { value: 'Delayed' } });
    fireEvent.click(within(actions).getByRole('button', { name: ActionText.record }));
    expect(await within(actions).findByText(REQUIRED_MESSAGE)).toBeTruthy();
    fireEvent.change(within(actions).getByLabelText(ActionText.reason), {
      target: { value: 'Truck in the shop' },
    });
    fireEvent.click(within(actions).getByRole('button', { name: ActionText.record }));
    expect(await within(actions).findByText(ActionText.recorded('DropOff', 'Delayed'))).toBeTruthy();
    const shipment = section(MoveText.shipment);
    const events = await within(shipment).findByRole('table', { name: MoveText.eventsCaption });
    expect(within(events).getByText('Truck in the shop')).toBeTruthy();
    expect(within(events).getByText(new RegExp(staff.email))).toBeTruthy();
    // Issue 27: times on the service center's clock (the origin's, New York, for the drop-off), naming the zone.
    const stationTime = /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M ET$/;
    expect(within(events).getByText(stationTime)).toBeTruthy();
    expect(within(section(MoveText.reservation)).getByText(stationTime)).toBeTruthy();

    // The SANDBOX carrier feed: nothing is due yet on the test clock.
    fireEvent.click(within(actions).getByRole('button', { name: ActionText.feed }));
    expect(
      await within(actions).findByText(/Nothing new is due from the feed\.|The feed recorded/),
    ).toBeTruthy();
    expect(
      within(actions).getByText(/^Next feed event due: \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M ET$/),
    ).toBeTruthy();

    // The Transit charge, asked first; the ledger then shows the capture.
    fireEvent.click(within(actions).getByRole('button', { name: ActionText.transit }));
    const dialog = await screen.findByRole('dialog', { name: ActionText.transitConfirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: ActionText.transit }));
    expect(await within(actions).findByText(/Transit charge: \$[\d,.]+ charged to the card\./)).toBeTruthy();
    expect(await within(ledger).findByText('Capture')).toBeTruthy();
    expect(within(ledger).getByText('Authorization')).toBeTruthy();
    expect(within(ledger).getAllByText(stationTime).length).toBeGreaterThan(0);
  }, 60_000);

  it('§6 an agent adds an agent coupon on the reservation: listed as the agent’s, the total recomputed', async () => {
    await signInAs(agent);
    renderApp(`/jojo/lookup?search=${booked}`, api());
    const move = await screen.findByRole('region', { name: MoveText.heading(booked) }, { timeout: 10_000 });
    const code = await within(move).findByLabelText(ActionText.couponCode);
    fireEvent.click(within(move).getByRole('button', { name: ActionText.addCoupon }));
    expect(await within(move).findByText(REQUIRED_MESSAGE)).toBeTruthy();
    fireEvent.change(code, { target: { value: 'NOSUCHCODE' } });
    fireEvent.click(within(move).getByRole('button', { name: ActionText.addCoupon }));
    expect(await within(move).findByText(/NOSUCHCODE/)).toBeTruthy();

    fireEvent.change(code, { target: { value: 'usa100' } });
    fireEvent.click(within(move).getByRole('button', { name: ActionText.addCoupon }));
    expect(await within(move).findByText(ActionText.couponAdded('USA100'))).toBeTruthy();
    const reservation = section(MoveText.reservation);
    const listed = await within(reservation).findByText('USA100');
    expect(listed.closest('li')?.textContent).toContain('(agent)');
    const answer = await real.api.json<{ reservation: { Details: { Coupons: Array<{ Source: string }> } } }>(
      'GET',
      `/api/moves/${booked}`,
      undefined,
      await real.api.signIn(staff.email, staff.password),
    );
    expect(answer.body.reservation.Details.Coupons.map((c) => c.Source)).toContain('AgentEntered');
  }, 60_000);

  it('§3 DashboardType: staff limit the customer’s dashboard and make it full again; the reservation reads the type the server stored', async () => {
    await signInAs(staff);
    renderApp(`/jojo/lookup?search=${booked}`, api());
    const move = await screen.findByRole('region', { name: MoveText.heading(booked) }, { timeout: 10_000 });
    const actions = within(move).getByRole('region', { name: ActionText.heading });
    const select = await within(actions).findByLabelText(ActionText.dashboardLabel);
    expect((select as HTMLSelectElement).value).toBe('');
    fireEvent.change(select, { target: { value: 'reconsignment-limited' } });
    fireEvent.click(within(actions).getByRole('button', { name: ActionText.dashboardSave }));
    expect(await within(actions).findByText(ActionText.dashboardSet('reconsignment-limited'))).toBeTruthy();
    const stored = await real.api.json<{
      reservation: { Details: { Reservation: { DashboardType: string } } };
    }>('GET', `/api/moves/${booked}`, undefined, {
      cookie: `relomove_session=${real.cookies().get('relomove_session')}`,
    });
    expect(stored.body.reservation.Details.Reservation.DashboardType).toBe('reconsignment-limited');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('reconsignment-limited'));

    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(within(actions).getByRole('button', { name: ActionText.dashboardSave }));
    expect(await within(actions).findByText(ActionText.dashboardSet(null))).toBeTruthy();
  }, 60_000);

  it('issue 12: staff cancel a reservation for the customer, the fee shown first; the move then reads Cancelled', async () => {
    await signInAs(staff);
    renderApp(`/jojo/lookup?search=${toCancel}`, api());
    const move = await screen.findByRole('region', { name: MoveText.heading(toCancel) }, { timeout: 10_000 });
    const actions = within(move).getByRole('region', { name: ActionText.heading });
    fireEvent.click(await within(actions).findByRole('button', { name: ActionText.cancelButton }));
    const dialog = await screen.findByRole('dialog', { name: ActionText.cancelTitle });
    expect(within(dialog).getByText(/The cancellation fee is \$0\.00\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: ActionText.cancelButton }));
    expect(await within(actions).findByText(ActionText.cancelled(0 as Cents))).toBeTruthy();
    expect(
      await within(move).findByText(MoveText.cancelled, { selector: '.staff-lookup-badge' }),
    ).toBeTruthy();
    expect(await within(actions).findByText(ActionText.alreadyCancelled)).toBeTruthy();
  }, 60_000);

  it('a customer and a signed-out visitor get the not-found page and none of the data', async () => {
    for (const who of [customer, null]) {
      await signInAs(who);
      renderApp(`/jojo/lookup?search=dana@example.com&quote=${older}`, api());
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(document.body.textContent).not.toContain(String(older));
      cleanup();
    }
  }, 30_000);
});
