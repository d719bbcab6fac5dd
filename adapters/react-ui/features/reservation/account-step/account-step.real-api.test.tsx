// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../../http/client/fetch-relomove-api';
import { renderApp } from '../../../test-support/render-app';
import { AccountStep, SANDBOX_MAIL_NOTE } from './account-step';

/** The account step alone, at /reserve, as the reservation shell shows it to a visitor who is not signed in. */
function renderStep(email: string, onSignedIn: () => void) {
  const api = new FetchRelomoveApi('');
  return renderApp('/reserve', api, undefined, [
    { path: '/reserve', element: <AccountStep email={email} quoteId={1} onSignedIn={onSignedIn} /> },
  ]);
}

describe('the reservation account step against the real application behind msw (issue 11)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(() => {
    cleanup();
    real.clearCookies();
  });

  const latestCode = async (to: string) => {
    const row = await real.api.server.database.db
      .selectFrom('outbox_emails')
      .select('text_body')
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /code is (\d{6})/.exec(row.text_body)?.[1] ?? '';
  };

  it('creates an account with the quote’s email: inline §5 messages first, then the emailed code signs the visitor in (issue 11)', async () => {
    const onSignedIn = vi.fn();
    renderStep('newcomer@relomove.test', onSignedIn);
    const email = await screen.findByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe('newcomer@relomove.test');
    expect((email as HTMLInputElement).readOnly).toBe(true);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Dana' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '816-555' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This field should be at least 12 characters long')).toBeTruthy();
    expect(screen.getByText('Please enter a 10-digit phone number')).toBeTruthy();
    const last = screen.getByLabelText('Last name');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(last.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The value is required',
    );

    fireEvent.change(last, { target: { value: 'Mover' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '(816) 555-0100' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'boxes-and-tape-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/We emailed a 6-digit code to/)).toBeTruthy();
    expect(screen.getByText(SANDBOX_MAIL_NOTE)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    const code = await latestCode('newcomer@relomove.test');
    // A wrong code (unless the real one is 000000) is refused under the field.
    if (code !== '000000') expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(real.cookies().has('relomove_session')).toBe(true);
  }, 30_000);

  it('signs in with the quote’s email prefilled: a wrong password shows the sign-in message, the right one signs in (issue 11)', async () => {
    const onSignedIn = vi.fn();
    renderStep('demo@relomove.test', onSignedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo@relomove.test');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not-the-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and continue' }));
    expect(await screen.findByText('The email or password is incorrect')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'moving-day-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and continue' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(real.cookies().has('relomove_session')).toBe(true);
  }, 30_000);
});
