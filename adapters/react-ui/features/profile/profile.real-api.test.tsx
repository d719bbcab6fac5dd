// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';

describe('Manage Profile against the real application behind msw (issue 11, §7 contacts/me)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  it('sends a signed-out visitor to sign in and back; saves the names and phone with "Your edits have been saved." (§4, §7)', async () => {
    const api = new FetchRelomoveApi('');
    const { here } = renderApp('/user/profile', api);
    await waitFor(() => expect(here()).toBe('/user/login?destination=%2Fuser%2Fprofile'));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'demo@relomove.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'moving-day-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(here()).toBe('/user/profile'));

    const phone = await screen.findByLabelText('Phone number');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo@relomove.test');
    fireEvent.change(phone, { target: { value: '555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a 10-digit phone number')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Robin' } });
    fireEvent.change(phone, { target: { value: '(913) 555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your edits have been saved.')).toBeTruthy();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('9135550199');
    const me = await real.api.json<{ ContactGet: { FirstName: string; PhoneNumber: string } }>(
      'GET',
      '/api/contacts/me',
      undefined,
      { cookie: `relomove_session=${real.cookies().get('relomove_session')}` },
    );
    expect(me.body.ContactGet).toMatchObject({ FirstName: 'Robin', PhoneNumber: '9135550199' });
  }, 30_000);
});
