// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { AnalyticsErrorEvent } from '../../../../domain/analytics/events';
import { InspectionText } from '../../../../domain/shipment/inspection-form';
import { ReadinessKind } from '../../../../domain/shipment/readiness';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../tests/support/real-api-moves';
import type { RelomoveApi } from '../../../http/client/relomove-api';
import { renderApp } from '../../test-support/render-app';
import { ReadinessChecklistText } from '../dashboard/readiness/readiness-checklist';
import { InspectionPageText } from './inspection-text';

const [customer] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number]];

/**
 * Issue 15 insect inspection tool against the real application behind msw: a move booked by the demo
 * customer from New York (wholly in the spongy moth quarantine area) to Los Angeles, §4 Required. The page's
 * clock (Date only) is the app's test clock, so "today" on the form is the server's today.
 */
describe('the §1 insect inspection tool against the real application behind msw (issue 15)', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(real.api.clock.nowMs());
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await real?.close();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  const signIn = async () => {
    const signedIn = await desk.api().login({ email: customer.email, password: customer.password });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
  };
  const tick = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: label }));

  it('a signed-in customer from the dashboard’s link gets the form at once; a bad form is refused and logged; signed, it is Received on the form-received page and on the dashboard', async () => {
    const id = await desk.book();
    const { analytics, here } = renderApp(`/insect-inspection?ref=${id}`, desk.api());
    expect(await screen.findByRole('heading', { level: 1, name: InspectionPageText.title })).toBeTruthy();
    const checklist = await screen.findByRole('group', { name: InspectionPageText.checklistLegend });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(InspectionPageText.formIntro('New York'))).toBeTruthy();
    expect(within(checklist).getByRole('group', { name: 'Grills and outdoor cooking' })).toBeTruthy();

    // Nothing ticked, no name, no agreement: the domain's messages, under their fields, and a §8 user error.
    fireEvent.click(screen.getByRole('button', { name: InspectionPageText.submit }));
    expect(await screen.findByText(InspectionText.itemsRequired)).toBeTruthy();
    expect(screen.getByText(InspectionText.agreedRequired)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: InspectionPageText.signerName }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(analytics.events).toContainEqual(
      expect.objectContaining({
        name: AnalyticsErrorEvent.insectInspectionUserError.name,
        id: AnalyticsErrorEvent.insectInspectionUserError.id,
        quoteReference: String(id),
        step: 'form',
        reason: 'ValidationFailed',
      }),
    );

    tick('Barbecue grills and smokers');
    tick('Bicycles and tricycles');
    expect(screen.queryByText(InspectionText.itemsRequired)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: InspectionPageText.signerName }), {
      target: { value: 'Casey Demo' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(InspectionPageText.agreed) }));
    expect((screen.getByLabelText(InspectionPageText.dateSigned) as HTMLInputElement).value).toBe(
      real.api.clock.today(),
    );
    fireEvent.click(screen.getByRole('button', { name: InspectionPageText.submit }));

    expect(
      await screen.findByRole('heading', { level: 1, name: InspectionPageText.receivedTitle }),
    ).toBeTruthy();
    expect(here()).toBe('/insect-inspection/received');
    expect(screen.getByRole('status').textContent).toMatch(/a copy is on its way to .•••@/);
    expect(
      within(screen.getByRole('list', { name: InspectionPageText.checklistLegend }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓Barbecue grills and smokers', '✓Bicycles and tricycles']);

    // The dashboard's readiness checklist now says Done (§4 Received), with no link to the tool.
    fireEvent.click(screen.getByRole('link', { name: InspectionPageText.toDashboard }));
    const item = await screen.findByTestId(`readiness-${ReadinessKind.InspectionForm}`);
    await waitFor(() => expect(within(item).getByTestId('readiness-state').textContent).toBe('Done'));
    expect(within(item).queryByRole('link', { name: ReadinessChecklistText.fillInspection })).toBeNull();
  }, 60_000);

  it('a visitor who came with only the reference number is asked for the email in the modal; a wrong one is refused as not found and logged', async () => {
    await signIn();
    const id = await desk.book();
    real.clearCookies();
    const { analytics } = renderApp(`/insect-inspection?ref=${id}`, desk.api());
    const dialog = await screen.findByRole('dialog', { name: InspectionPageText.captureTitle });
    const email = within(dialog).getByRole('textbox', { name: InspectionPageText.email });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(within(dialog).getByText(InspectionPageText.captureBody(String(id)))).toBeTruthy();

    fireEvent.change(email, { target: { value: 'someone.else@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: InspectionPageText.open }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(InspectionText.notFound);
    expect(analytics.events).toContainEqual(
      expect.objectContaining({
        name: AnalyticsErrorEvent.insectInspectionUserError.name,
        step: 'lookup',
        reason: 'InspectionNotFound',
      }),
    );

    fireEvent.change(email, { target: { value: customer.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: InspectionPageText.open }));
    expect(await screen.findByRole('group', { name: InspectionPageText.checklistLegend })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);

  it('§3 CaptureModalOptOut: declining the modal is remembered; the page’s own fields open the form, and a server that cannot be reached is logged as an API error', async () => {
    await signIn();
    const id = await desk.book();
    real.clearCookies();
    const first = renderApp(`/insect-inspection?ref=${id}`, desk.api());
    const dialog = await screen.findByRole('dialog', { name: InspectionPageText.captureTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: InspectionPageText.captureNoThanks }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('relomove.contact') ?? '{}')).toEqual({
      CaptureModalOptOut: true,
    });
    first.unmount();

    // The same client, but the lookup's server cannot be reached.
    const unreachable: RelomoveApi = Object.assign(Object.create(desk.api()), {
      lookupInspection: async () => ({
        ok: false as const,
        error: { kind: 'Unavailable' as const, message: 'offline' },
      }),
    });
    const { analytics } = renderApp(`/insect-inspection?ref=${id}`, unreachable);
    const reference = await screen.findByRole('textbox', { name: InspectionPageText.reference });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((reference as HTMLInputElement).value).toBe(String(id));
    fireEvent.change(screen.getByRole('textbox', { name: InspectionPageText.email }), {
      target: { value: customer.email },
    });
    fireEvent.click(screen.getByRole('button', { name: InspectionPageText.open }));
    expect((await screen.findByRole('alert')).textContent).toContain(InspectionPageText.unreachable);
    expect(analytics.events).toContainEqual(
      expect.objectContaining({
        name: AnalyticsErrorEvent.insectInspectionApiError.name,
        id: AnalyticsErrorEvent.insectInspectionApiError.id,
        step: 'lookup',
        reason: 'Unavailable',
      }),
    );
  }, 60_000);
});
