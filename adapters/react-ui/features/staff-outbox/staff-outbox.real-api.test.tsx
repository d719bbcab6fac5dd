// @vitest-environment relomove-page

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { quoteForm } from '../../../../tests/fixtures/quote-form';
import { logMessage } from '../../../../tests/support/message-log-rows';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';
import { localMessageTime } from './local-time';
import { StaffOutboxText } from './use-staff-outbox';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

describe('the staff outbox page /jojo/outbox against the real application behind msw (issue 14 "Staff view")', () => {
  let real: RealApiMsw;
  let move: number;
  const api = () => new FetchRelomoveApi('');
  const signInAs = async (user: { email: string; password: string } | null) => {
    real.clearCookies();
    if (user) expect((await api().login({ email: user.email, password: user.password })).ok).toBe(true);
  };

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    const quote = async (EmailAddress: string) => {
      const made = await real.api.json<{ quote: { QuoteId: number } }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress }),
      );
      return made.body.quote.QuoteId;
    };
    move = await quote('dana@example.com');
    const other = await quote('sam@example.com');
    const db = real.api.server.database;
    await logMessage(db, {
      quoteId: move,
      channel: 'email',
      recipient: 'dana@example.com',
      summary: 'Your move is booked',
      at: '2026-11-20T15:00:00.000Z',
    });
    await logMessage(db, {
      quoteId: move,
      channel: 'sms',
      recipient: '8165550199',
      summary: 'Relomove: your ReloCube arrives tomorrow.',
      at: '2026-11-21T15:00:00.000Z',
      outcome: { state: 'failed', reason: "Your phone number can't receive texts. Please update it." },
    });
    await logMessage(db, {
      quoteId: other,
      channel: 'email',
      recipient: 'sam@example.com',
      summary: 'Your moving quote',
      at: '2026-11-22T15:00:00.000Z',
    });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

  it('staff see every message newest first: time in their own zone, channel, a readable state, recipient, summary and reason', async () => {
    await signInAs(staff);
    renderApp('/jojo/outbox', api());
    expect(await screen.findByRole('heading', { name: StaffOutboxText.title, level: 1 })).toBeTruthy();
    await screen.findByRole('table');
    const [first, second, third] = rows();
    expect(within(first as HTMLElement).getByText('Your moving quote')).toBeTruthy();
    expect(
      within(first as HTMLElement).getByText(localMessageTime('2026-11-22T15:00:00.000Z', true)),
    ).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Text')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(
      within(second as HTMLElement).getByText("Your phone number can't receive texts. Please update it."),
    ).toBeTruthy();
    expect(within(third as HTMLElement).getByText('Sent')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('dana@example.com')).toBeTruthy();
  }, 30_000);

  it('filters by recipient (a phone typed with punctuation) and by move reference, keeping the filter in the address', async () => {
    await signInAs(staff);
    const { here } = renderApp('/jojo/outbox', api());
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(StaffOutboxText.to), { target: { value: '(816) 555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: StaffOutboxText.show }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('8165550199')).toBeTruthy();
    expect(here()).toBe(`/jojo/outbox?to=%28816%29+555-0199`);

    fireEvent.click(screen.getByRole('button', { name: StaffOutboxText.clear }));
    fireEvent.change(screen.getByLabelText(StaffOutboxText.ref), { target: { value: String(move) } });
    fireEvent.click(screen.getByRole('button', { name: StaffOutboxText.show }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.change(screen.getByLabelText(StaffOutboxText.ref), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: StaffOutboxText.show }));
    expect(await screen.findByText('Value must be a reference number (digits only)')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  }, 30_000);

  it('lists the sign-up email like every other message: kind SignUpCode, time, state Sent, no move, never the code (issue 26)', async () => {
    real.clearCookies();
    const signedUp = await real.api.request('POST', '/api/user/register', {
      EmailAddress: 'newcomer@example.com',
      FirstName: 'Robin',
      LastName: 'Mover',
      PhoneNumber: '(816) 555-0100',
      Password: 'boxes-and-tape-2026',
    });
    expect(signedUp.status).toBe(202);
    await signInAs(staff);
    renderApp('/jojo/outbox?to=newcomer%40example.com', api());
    await screen.findByRole('table');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0] as HTMLElement;
    expect(within(row).getByText('SignUpCode')).toBeTruthy();
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(within(row).getByText('newcomer@example.com')).toBeTruthy();
    expect(within(row).getByText(localMessageTime(real.api.clock.now(), true))).toBeTruthy();
    expect(within(row).getByText('Your Relomove sign-up code (the code is not shown)')).toBeTruthy();
    expect(row.textContent).not.toMatch(/\d{6}/);
  }, 30_000);

  it('a customer and a signed-out visitor get the not-found page and none of the data', async () => {
    for (const who of [customer, null]) {
      await signInAs(who);
      renderApp('/jojo/outbox', api());
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(document.body.textContent).not.toContain('dana@example.com');
      cleanup();
    }
  }, 30_000);
});
