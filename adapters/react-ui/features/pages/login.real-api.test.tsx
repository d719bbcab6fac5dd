// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';

const FAQ = '/customer-service/faq';

describe('login and logout against the real application behind msw (architecture.md convention 11)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  it('a wrong password shows the 401 message under the email; the right one lands on the destination signed in, and logout signs out (§2, §7)', async () => {
    const api = new FetchRelomoveApi('');
    const { here, router } = renderApp(`/user/login?destination=${encodeURIComponent(FAQ)}`, api);
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'demo@relomove.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not-the-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email or password is incorrect')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'moving-day-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(here()).toBe(FAQ));
    expect(await screen.findByRole('button', { name: /My Account/ })).toBeTruthy();
    expect(real.cookies().has('relomove_session')).toBe(true);

    await router.navigate('/user/logout');
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(real.cookies().has('relomove_session')).toBe(false);
  }, 30_000);

  it('issue 9 finding 3: after 5 wrong guesses from elsewhere the owner still signs in on the page (it solves the heavier proof of work asked for)', async () => {
    real.clearCookies();
    for (let i = 0; i < 5; i++) {
      const guess = await real.api.json(
        'POST',
        '/api/user/login',
        { email: 'staff@relomove.test', password: `guess ${i}` },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(guess.status).toBe(401);
    }
    const api = new FetchRelomoveApi('');
    const { here } = renderApp(`/user/login?destination=${encodeURIComponent(FAQ)}`, api);
    const email = await screen.findByLabelText('Email', {}, { timeout: 10_000 });
    fireEvent.change(email, { target: { value: 'staff@relomove.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'lookup-desk-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(here()).toBe(FAQ), { timeout: 20_000 });
    expect(real.cookies().has('relomove_session')).toBe(true);
  }, 60_000);
});
