// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../../application/accounts/demo-users';
import { ALWAYS_ON_REASON } from '../../../../../domain/notifications/unsubscribe-rules';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../../http/client/fetch-relomove-api';
import { renderApp } from '../../../test-support/render-app';

const [customer] = DEMO_USERS;

describe('"What we send you" on the dashboard against the real application behind msw (issue 14)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  it('turns texts and each optional category on or off and saves them; live-move messages show as always on, with the reason', async () => {
    if (!customer) throw new Error('the demo users include a customer');
    const { here } = renderApp('/dashboard', new FetchRelomoveApi(''));
    await waitFor(() => expect(here()).toMatch(/^\/user\/login/));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: customer.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: customer.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));

    const section = await screen.findByRole('region', { name: 'What we send you' }, { timeout: 10_000 });
    const texts = (await within(section).findByRole('checkbox', {
      name: 'Text me as well as emailing me',
    })) as HTMLInputElement;
    expect(texts.checked).toBe(true);
    const tips = within(section).getByRole('checkbox', { name: 'Moving tips' }) as HTMLInputElement;
    const surveys = within(section).getByRole('checkbox', {
      name: 'Surveys about your move',
    }) as HTMLInputElement;
    expect(tips.checked && surveys.checked).toBe(true);
    const always = within(section).getByRole('group', { name: 'Messages about your move' });
    expect(always.textContent).toContain(ALWAYS_ON_REASON);
    expect(within(always).getAllByText('Always on')).toHaveLength(4);
    expect(within(always).queryByRole('checkbox')).toBeNull();

    fireEvent.click(texts);
    fireEvent.click(tips);
    fireEvent.click(within(section).getByRole('button', { name: 'Save my choices' }));
    expect(await within(section).findByText('Your choices have been saved.')).toBeTruthy();
    const stored = await real.api.json<{ Preferences: unknown }>(
      'GET',
      '/api/notifications/preferences',
      undefined,
      { cookie: `relomove_session=${real.cookies().get('relomove_session')}` },
    );
    expect(stored.body.Preferences).toEqual({ SmsEnabled: false, OptedOut: ['tips'] });
  }, 40_000);
});
