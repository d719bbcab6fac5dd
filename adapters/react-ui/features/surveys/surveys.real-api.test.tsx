// @vitest-environment relomove-page
import { randomUUID } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { AnalyticsErrorEvent } from '../../../../domain/analytics/events';
import { CovidMessage } from '../../../../domain/surveys/covid-acknowledgement';
import { SurveyMessage } from '../../../../domain/surveys/post-delivery-survey';
import { readyToReserve, type SendJson } from '../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';
import { SurveyText, VisitSafetyText } from './survey-text';

const [customer, staff] = DEMO_USERS;
const DELIVERED = ['DropOff', 'CustomerLoading', 'OriginPickup', 'Transit', 'Delivery'];

describe('the surveys against the real application behind msw (issue 15, §1 post-delivery survey tool, §7 surveys)', () => {
  let real: RealApiMsw;
  let staffCookie: Record<string, string>;
  const api = () => new FetchRelomoveApi('');
  const send: SendJson = (method, path, body, headers) => real.api.json(method, path, body, headers);
  const asCustomer = () => ({ cookie: `relomove_session=${real.cookies().get('relomove_session')}` });

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
    const signedIn = await api().login({ email: customer.email, password: customer.password });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
    staffCookie = await real.api.signIn(staff.email, staff.password);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(() => {
    cleanup();
    real.server.resetHandlers();
  });

  /** A door-to-door ReloCube move the demo customer booked, with staff's events up to `milestones`. */
  async function booked(milestones: readonly string[]): Promise<number> {
    const { quote, body } = await readyToReserve(send, customer?.email ?? '', asCustomer(), {
      selectOption: 'Relocube-DD',
    });
    const reserved = await send('POST', `/api/moves/${quote.QuoteId}/reserve`, body, {
      ...asCustomer(),
      'idempotency-key': randomUUID(),
    });
    if (reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}`);
    for (const Milestone of milestones) {
      const recorded = await send(
        'POST',
        `/api/staff/shipments/${quote.QuoteId}/events`,
        { Milestone, Status: 'Completed' },
        { ...staffCookie, 'idempotency-key': randomUUID() },
      );
      if (recorded.status !== 200) throw new Error(`${Milestone} answered ${recorded.status}`);
    }
    return quote.QuoteId;
  }

  const pick = (group: string, name: string) =>
    fireEvent.click(within(screen.getByTestId(group)).getByRole('radio', { name }));

  it('the dashboard offers the survey after Delivery is Complete; the answers are stored, thanked for, and can be changed later', async () => {
    const id = await booked(DELIVERED);
    const { here } = renderApp('/dashboard', api());
    const card = await screen.findByTestId('survey-card', {}, { timeout: 20_000 });
    fireEvent.click(within(card).getByRole('link', { name: SurveyText.cardButton }));
    await waitFor(() => expect(here()).toBe(`/dashboard/survey/${id}`));

    const overall = await screen.findByTestId('survey-overall', {}, { timeout: 20_000 });
    expect(within(overall).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('group', { name: SurveyText.overall })).toBe(overall);
    pick('survey-overall', '5 stars');
    pick('survey-step-DropOff', '4 stars');
    pick('survey-step-Delivery', '5 stars');
    pick('survey-recommend', '9');
    fireEvent.change(screen.getByLabelText(SurveyText.comment), {
      target: { value: 'The driver called ahead.' },
    });
    fireEvent.click(screen.getByRole('button', { name: SurveyText.submit }));

    const thanks = await screen.findByTestId('survey-thanks', {}, { timeout: 20_000 });
    expect(within(thanks).getByRole('heading').textContent).toBe(SurveyText.thanksTitle);
    const stored = await api().postDeliverySurvey(id);
    expect(stored.ok && stored.value.Answer).toMatchObject({
      OverallRating: 5,
      StepRatings: { DropOff: 4, Pickup: null, Transit: null, Delivery: 5 },
      RecommendScore: 9,
      Comment: 'The driver called ahead.',
    });

    // Later, from the survey email's link: the answers are there to change.
    cleanup();
    renderApp(`/dashboard/survey/${id}`, api());
    await screen.findByTestId('survey-answered', {}, { timeout: 20_000 });
    const five = within(screen.getByTestId('survey-overall')).getByRole('radio', { name: '5 stars' });
    expect((five as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(SurveyText.comment) as HTMLTextAreaElement).value).toBe(
      'The driver called ahead.',
    );
    pick('survey-overall', '4 stars');
    fireEvent.click(
      within(screen.getByTestId('survey-step-DropOff')).getByRole('button', { name: /^Clear/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: SurveyText.update }));
    expect(
      within(await screen.findByTestId('survey-thanks', {}, { timeout: 20_000 })).getByRole('heading')
        .textContent,
    ).toBe(SurveyText.updatedTitle);
    const changed = await api().postDeliverySurvey(id);
    expect(changed.ok && changed.value.Answer).toMatchObject({
      OverallRating: 4,
      StepRatings: { DropOff: null, Delivery: 5 },
    });
  }, 90_000);

  it('missing answers are shown under their questions and fire the §8 survey error event; a failed submission does too', async () => {
    const id = await booked(DELIVERED);
    const { analytics } = renderApp(`/dashboard/survey/${id}`, api());
    await screen.findByTestId('survey-overall', {}, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: SurveyText.submit }));
    const problems = await screen.findByTestId('survey-problems');
    expect(problems.textContent).toContain(SurveyMessage.overallMissing);
    expect(within(screen.getByTestId('survey-overall')).getByText(SurveyMessage.overallMissing)).toBeTruthy();
    expect(
      within(screen.getByTestId('survey-recommend')).getByText(SurveyMessage.recommendMissing),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('survey-overall')).getAllByRole('radio')[0]?.getAttribute('aria-invalid'),
    ).toBe('true');
    const event = (reason: string) => ({
      name: AnalyticsErrorEvent.postDeliverySurveySubmit.name,
      id: AnalyticsErrorEvent.postDeliverySurveySubmit.id,
      quoteReference: String(id),
      reason,
    });
    expect(analytics.events).toContainEqual(event('validation'));

    // The server cannot store it now: the page says so, and the event says why.
    real.server.use(
      http.post('*/api/surveys/post-delivery', () =>
        HttpResponse.json(
          {
            success: false,
            errors: ['database - The service is busy right now; please try again in a moment'],
          },
          { status: 503 },
        ),
      ),
    );
    // Answering a question takes its message away; the others stay until the next submission.
    pick('survey-overall', '3 stars');
    expect(within(screen.getByTestId('survey-overall')).queryByText(SurveyMessage.overallMissing)).toBeNull();
    expect(screen.getByTestId('survey-problems').textContent).not.toContain(SurveyMessage.overallMissing);
    expect(screen.getByTestId('survey-problems').textContent).toContain(SurveyMessage.recommendMissing);
    pick('survey-recommend', '6');
    expect(screen.queryByTestId('survey-problems')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: SurveyText.submit }));
    await waitFor(() => expect(analytics.events).toContainEqual(event('503')));
    expect((await screen.findByTestId('survey-problems')).textContent).toContain(SurveyText.unavailable);
    const stored = await api().postDeliverySurvey(id);
    expect(stored.ok && stored.value.Answer).toBeNull();
  }, 90_000);

  it('before the delivery the survey page says when it opens and offers no form', async () => {
    const id = await booked(['DropOff']);
    renderApp(`/dashboard/survey/${id}`, api());
    const closed = await screen.findByTestId('survey-closed', {}, { timeout: 20_000 });
    expect(closed.dataset.reason).toBe('NotDelivered');
    expect(closed.textContent).toBe(`${SurveyMessage.notDelivered}.`);
    expect(screen.queryByRole('button', { name: SurveyText.submit })).toBeNull();
  }, 90_000);

  it('the health-and-safety acknowledgement: from the dashboard, refused until answered, saved with a call-us note when someone is unwell, prefilled later', async () => {
    const id = await booked([]);
    const { here } = renderApp('/dashboard', api());
    const card = await screen.findByTestId('visit-safety-card', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('survey-card')).toBeNull();
    fireEvent.click(within(card).getByRole('link', { name: VisitSafetyText.cardButton }));
    await waitFor(() => expect(here()).toBe(`/dashboard/health-and-safety/${id}`));

    const save = await screen.findByRole('button', { name: VisitSafetyText.save }, { timeout: 20_000 });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toContain(CovidMessage.householdMissing);
    expect(screen.getByRole('alert').textContent).toContain(CovidMessage.notAcknowledged);

    fireEvent.click(screen.getByRole('radio', { name: VisitSafetyText.householdUnwell }));
    fireEvent.click(screen.getByRole('checkbox', { name: VisitSafetyText.masks }));
    fireEvent.click(screen.getByRole('checkbox', { name: VisitSafetyText.acknowledge }));
    fireEvent.click(screen.getByRole('button', { name: VisitSafetyText.save }));
    await screen.findByTestId('visit-safety-saved', {}, { timeout: 20_000 });
    const followUp = screen.getByTestId('visit-safety-follow-up');
    expect(followUp.textContent).toContain(CovidMessage.callUs);
    expect(within(followUp).getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    const stored = await api().covidSurvey(id);
    expect(stored.ok && stored.value.Acknowledgement).toMatchObject({
      HouseholdWell: false,
      MasksRequested: true,
      ContactlessHandover: false,
    });

    fireEvent.click(screen.getByRole('button', { name: VisitSafetyText.edit }));
    expect(
      (screen.getByRole('radio', { name: VisitSafetyText.householdUnwell }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: VisitSafetyText.acknowledge }) as HTMLInputElement).checked,
    ).toBe(true);
  }, 90_000);
});
