// @vitest-environment relomove-page

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { PlaceMappingMessage } from '../../../../domain/location/place-mapping';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';
import { StaffMappingsText } from '../staff-mappings/use-staff-mappings';
import { MappingText } from './indirect-mapping-text';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

describe('§1 the indirect mapping form and its staff review against the real application behind msw (issue 15)', () => {
  let real: RealApiMsw;
  const api = () => new FetchRelomoveApi('');
  const signInAs = async (user: { email: string; password: string } | null) => {
    real.clearCookies();
    if (user) expect((await api().login({ email: user.email, password: user.password })).ok).toBe(true);
  };

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
  const pickNear = async (typed: string, option: RegExp) => {
    fireEvent.change(screen.getByRole('combobox', { name: MappingText.near }), { target: { value: typed } });
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  it('from the quote form: a place the search does not find offers the form, which keeps the typed name', async () => {
    await signInAs(null);
    renderApp('/moving-quote', api());
    const from = await screen.findByRole('combobox', { name: 'Moving From' });
    fireEvent.change(from, { target: { value: 'Eagle Nest Ranch' } });
    const offer = await screen.findByRole('link', { name: 'Can’t find your town? Tell us where it is' });
    expect(offer.getAttribute('href')).toBe(
      '/moving-quotes/indirect-mapping?place=Eagle+Nest+Ranch&source=CitySearch',
    );
    fireEvent.click(offer);
    expect(await screen.findByRole('heading', { level: 1, name: MappingText.title })).toBeTruthy();
    expect((field(MappingText.place) as HTMLInputElement).value).toBe('Eagle Nest Ranch');
  }, 30_000);

  it("checks the form before sending and shows the server's refusals under their fields", async () => {
    await signInAs(null);
    renderApp('/moving-quotes/indirect-mapping?place=Denver', api());
    await screen.findByRole('heading', { level: 1, name: MappingText.title });
    fireEvent.change(field(MappingText.email), { target: { value: 'pat@' } });
    fireEvent.click(screen.getByRole('button', { name: MappingText.send }));
    expect(await screen.findByText(PlaceMappingMessage.chooseNear)).toBeTruthy();
    expect(screen.getByText('Value is not a valid email address')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MappingText.check);

    await pickNear('Denver', /^Denver, CO$/);
    fireEvent.change(field(MappingText.email), { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: MappingText.send }));
    // Denver is a place the search knows: the server says so, under the place's field.
    expect(await screen.findByText(PlaceMappingMessage.alreadyKnown('Denver, CO'))).toBeTruthy();
    expect(field(MappingText.place).getAttribute('aria-invalid')).toBe('true');
  }, 30_000);

  it('a sent request says what happens next; staff confirm it on /jojo/mappings; then the page offers a quote from the place and the search finds it', async () => {
    await signInAs(null);
    const { here } = renderApp(
      '/moving-quotes/indirect-mapping?place=Eagle%20Nest%20Ranch&source=InvalidCityOrigin',
      api(),
    );
    await screen.findByRole('heading', { level: 1, name: MappingText.title });
    await pickNear('Denver', /^Denver, CO$/);
    fireEvent.change(field(MappingText.miles), { target: { value: '12' } });
    fireEvent.change(field(MappingText.email), { target: { value: 'pat@example.com' } });
    fireEvent.change(field(MappingText.note), { target: { value: 'Past the grain elevator' } });
    fireEvent.click(screen.getByRole('button', { name: MappingText.send }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: MappingText.pendingTitle('Eagle Nest Ranch, CO'),
      }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MappingText.received);
    const steps = [...document.querySelectorAll('.mapping-status ol.steps li')].map((li) => li.textContent);
    expect(steps[0]).toBe(MappingText.stepCheck('Eagle Nest Ranch, CO', 'Denver, CO'));
    expect(screen.getByRole('button', { name: MappingText.quoteFrom('Denver, CO') })).toBeTruthy();
    const statusPath = here();
    expect(statusPath).toMatch(/^\/moving-quotes\/indirect-mapping\/[\w-]{22}$/);
    cleanup();

    // A customer does not see the review; staff do, and confirm.
    await signInAs(customer);
    renderApp('/jojo/mappings', api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    cleanup();
    await signInAs(staff);
    renderApp('/jojo/mappings', api());
    const card = await screen.findByRole('article', { name: 'Eagle Nest Ranch, CO' });
    expect(within(card).getByText('Denver, CO 80208')).toBeTruthy();
    expect(within(card).getByText('pat@example.com')).toBeTruthy();
    expect(within(card).getByText('Past the grain elevator')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Reject Eagle Nest Ranch, CO' }));
    expect(await within(card).findByText(PlaceMappingMessage.noteForReject)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm Eagle Nest Ranch, CO' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        StaffMappingsText.done('Eagle Nest Ranch, CO', 'Confirmed'),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Eagle Nest Ranch, CO' })).toBeNull());
    const found = await api().searchCities('Eagle Nest Ranch');
    expect(found.ok && found.value.map((c) => `${c.CityName}, ${c.StateCode} ${c.ZipCode}`)).toEqual([
      'Eagle Nest Ranch, CO 80208',
    ]);
    cleanup();

    // Back on the status page: confirmed, and a quote starts from the place.
    await signInAs(null);
    renderApp(statusPath, api());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: MappingText.confirmedTitle('Eagle Nest Ranch, CO'),
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MappingText.quoteFrom('Eagle Nest Ranch') }));
    const from = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Moving From' });
    await waitFor(() => expect(from.value).toBe('Eagle Nest Ranch, CO 80208'));
  }, 60_000);

  it('a link that names no request says so, without an error code', async () => {
    await signInAs(null);
    renderApp(`/moving-quotes/indirect-mapping/${'A'.repeat(22)}`, api());
    expect(await screen.findByRole('heading', { level: 1, name: MappingText.brokenTitle })).toBeTruthy();
    expect(screen.queryByText(/404|token -/)).toBeNull();
  }, 30_000);
});
