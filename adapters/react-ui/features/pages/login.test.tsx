// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../http/client/relomove-api';
import type { ContactsMeResponse, LoginResponse } from '../../../http/contract/accounts';
import { fakeApi, renderApp } from '../../test-support/render-app';

const FAQ = '/customer-service/faq';

const refused = (status: number, errors: string[], reason?: string) => ({
  ok: false as const,
  error: { kind: 'Refused' as const, status, errors, ...(reason ? { reason } : {}) },
});
const signedIn: ApiResult<ContactsMeResponse> = {
  ok: true,
  value: {
    success: true,
    loggedin: true,
    ContactGet: {
      EmailAddress: 'demo@relomove.test',
      FirstName: 'Demo',
      LastName: 'User',
      PhoneNumber: '',
      Role: 'customer',
    },
  },
};
const loggedIn: ApiResult<LoginResponse> = {
  ok: true,
  value: {
    success: true,
    token: 'public-id',
    user: { id: 1, email: 'demo@relomove.test', role: 'customer', FirstName: 'Demo', LastName: 'User' },
  },
};

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), {
    target: { value: email },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(cleanup);

describe('login (§2 /user/login, §7 POST user/login, §5 field messages)', () => {
  it("a 401 shows 'email - ...' under the email field and marks it invalid", async () => {
    const login = vi.fn(async () => refused(401, ['email - The email or password is incorrect']));
    renderApp(
      '/user/login',
      fakeApi({ login, me: vi.fn(async () => refused(401, ['session - Please sign in'])) }),
    );
    await fillAndSubmit(' demo@relomove.test ', 'wrong');
    const message = await screen.findByText('The email or password is incorrect');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    expect(login).toHaveBeenCalledWith({ email: 'demo@relomove.test', password: 'wrong' });
  });

  it('a 429 puts the wait under the email field; a 400 on the password goes under the password', async () => {
    const login = vi
      .fn()
      .mockResolvedValueOnce(
        refused(429, ['email - Too many sign-in attempts. Please try again in 3 minutes']),
      )
      .mockResolvedValueOnce(refused(400, ['password - The value is required']));
    renderApp('/user/login', fakeApi({ login, me: vi.fn(async () => refused(401, [])) }));
    await fillAndSubmit('a@b.test', 'x');
    expect(await screen.findByText('Too many sign-in attempts. Please try again in 3 minutes')).toBeTruthy();
    await fillAndSubmit('a@b.test', '');
    const message = await screen.findByText('The value is required');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText(/Too many sign-in attempts/)).toBeNull();
  });

  it('issue 9 finding 3: when the server asks for a proof of work, solves the challenge issued for this email and sends it with the form timing', async () => {
    const askForProof = refused(
      400,
      ['captcha - Please complete the check that you are not a robot'],
      'RedirectToCaptcha',
    );
    const login = vi.fn().mockResolvedValueOnce(askForProof).mockResolvedValueOnce(loggedIn);
    const captchaChallenge = vi.fn(async () => ({
      ok: true as const,
      value: { ...(await createChallenge({ algorithm: 'SHA-256', cost: 2, deriveKey, keyPrefix: '0' })) },
    }));
    const me = vi.fn().mockResolvedValueOnce(refused(401, [])).mockResolvedValue(signedIn);
    const { here } = renderApp(
      `/user/login?destination=${encodeURIComponent(FAQ)}`,
      fakeApi({ login, captchaChallenge, me }),
    );
    await fillAndSubmit('owner@relomove.test', 'right-password');
    await waitFor(() => expect(here()).toBe(FAQ), { timeout: 10_000 });
    expect(captchaChallenge).toHaveBeenCalledWith('owner@relomove.test');
    expect(login).toHaveBeenLastCalledWith({
      email: 'owner@relomove.test',
      password: 'right-password',
      captcha: expect.any(String),
      formTiming: { fieldDurationsMs: [expect.any(Number), expect.any(Number)], totalMs: expect.any(Number) },
    });
  });

  it('is busy while signing in: the button is disabled and says so', async () => {
    const login = vi.fn(() => new Promise<never>(() => {}));
    renderApp('/user/login', fakeApi({ login, me: vi.fn(async () => refused(401, [])) }));
    await fillAndSubmit('a@b.test', 'x');
    const button = await screen.findByRole('button', { name: 'Logging in…' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('on success reads the user again and lands on the same-site destination, showing My Account', async () => {
    const me = vi
      .fn()
      .mockResolvedValueOnce(refused(401, ['session - Please sign in']))
      .mockResolvedValue(signedIn);
    const { here } = renderApp(
      `/user/login?destination=${encodeURIComponent(FAQ)}`,
      fakeApi({ login: vi.fn(async () => loggedIn), me }),
    );
    await fillAndSubmit('demo@relomove.test', 'moving-day-2026');
    await waitFor(() => expect(here()).toBe(FAQ));
    expect(await screen.findByRole('button', { name: /My Account/ })).toBeTruthy();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('refuses a destination on another site and goes home instead', async () => {
    const { here } = renderApp(
      `/user/login?destination=${encodeURIComponent('//evil.example/x')}`,
      fakeApi({
        login: vi.fn(async () => loggedIn),
        me: vi.fn(async () => signedIn),
        abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'NotInTest' })),
      }),
    );
    await fillAndSubmit('demo@relomove.test', 'moving-day-2026');
    await waitFor(() => expect(here()).toBe('/'));
  });
});

describe('logout (§2 /user/logout, §7 POST user/logout)', () => {
  it("signs out once, reads the user again, says 'You are signed out.' and links home", async () => {
    const logout = vi.fn(async () => ({ ok: true as const, value: true as const }));
    const me = vi
      .fn()
      .mockResolvedValueOnce(signedIn)
      .mockResolvedValue(refused(401, ['session - Please sign in']));
    renderApp('/user/logout', fakeApi({ logout, me }));
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('says so when the server cannot be reached, and offers to try again', async () => {
    const logout = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, error: { kind: 'Unavailable', message: 'offline' } })
      .mockResolvedValue({ ok: true, value: true });
    renderApp('/user/logout', fakeApi({ logout, me: vi.fn(async () => refused(401, [])) }));
    expect(await screen.findByText('We could not reach the server to end your session.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
  });
});
