// @vitest-environment relomove-page
import { randomBytes } from 'node:crypto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UnsubscribeGrant } from '../../../../application/ports/unsubscribe-tokens';
import { LIVE_MOVE_NOTE } from '../../../../domain/notifications/unsubscribe-rules';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { unsubscribeToken } from '../../../../tests/support/unsubscribe-links';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';

const KEY = randomBytes(32);
const link = (grant: UnsubscribeGrant) => `/unsubscribe?token=${unsubscribeToken(KEY, grant)}`;

describe('the §1 unsubscribe page against the real application behind msw (issue 14)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true, quoteLinkKey: KEY } });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const choicesOf = async (email: string) =>
    (
      await real.api.json<{ Preferences: unknown }>(
        'GET',
        `/api/notifications/unsubscribe?token=${unsubscribeToken(KEY, { email, topic: 'sms' })}`,
      )
    ).body.Preferences;

  it('turns the category off on opening (one click), says what was turned off, and Undo turns it back on', async () => {
    renderApp(link({ email: 'pat@example.com', topic: 'tips' }), new FetchRelomoveApi(''));
    expect(await screen.findByRole('heading', { name: 'You’re unsubscribed' })).toBeTruthy();
    const outcome = screen.getByRole('status');
    expect(outcome.textContent).toContain('We turned these off for p•••@example.com:');
    expect(within(outcome).getByRole('listitem').textContent).toBe('Moving tips');
    expect(screen.queryByText(LIVE_MOVE_NOTE)).toBeNull();
    expect(await choicesOf('pat@example.com')).toEqual({ SmsEnabled: true, OptedOut: ['tips'] });

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'You’re subscribed again' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('We turned these back on for p•••@example.com:');
    expect(await choicesOf('pat@example.com')).toEqual({ SmsEnabled: true, OptedOut: [] });

    fireEvent.click(screen.getByRole('button', { name: 'Turn them off again' }));
    expect(await screen.findByRole('heading', { name: 'You’re unsubscribed' })).toBeTruthy();
    expect(await choicesOf('pat@example.com')).toEqual({ SmsEnabled: true, OptedOut: ['tips'] });
    const settings = screen.getByRole('link', { name: 'Choose what we send you' });
    expect(settings.getAttribute('href')).toBe('/dashboard#message-settings');
  }, 30_000);

  it("a booking email's link turns off the optional messages and says live-move messages can only move to another channel; Undo leaves what was off before", async () => {
    await real.api.json(
      'POST',
      `/api/notifications/unsubscribe?token=${unsubscribeToken(KEY, { email: 'sam@example.com', topic: 'survey' })}`,
    );
    renderApp(link({ email: 'sam@example.com', topic: 'booking' }), new FetchRelomoveApi(''));
    expect(await screen.findByRole('heading', { name: 'You’re unsubscribed' })).toBeTruthy();
    expect(
      within(screen.getByRole('status'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Moving tips']);
    expect(screen.getByText(LIVE_MOVE_NOTE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'You’re subscribed again' })).toBeTruthy();
    expect(await choicesOf('sam@example.com')).toEqual({ SmsEnabled: true, OptedOut: ['survey'] });
  }, 30_000);

  it('a broken or missing token shows a friendly message, not an error code', async () => {
    const token = unsubscribeToken(KEY, { email: 'pat@example.com', topic: 'tips' });
    for (const path of [
      `/unsubscribe?token=${token.slice(0, -5)}`,
      '/unsubscribe',
      '/unsubscribe?token=%3Cx%3E',
    ]) {
      const { unmount } = renderApp(path, new FetchRelomoveApi(''));
      expect(await screen.findByRole('heading', { name: 'This link doesn’t work' }), path).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toMatch(/cut short when it was copied/);
      expect(screen.queryByText(/404|400|token -/)).toBeNull();
      unmount();
    }
  }, 30_000);
});
