// @vitest-environment relomove-page

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMessageTimeIn } from '../../../../../domain/notifications/message-time';
import { logMessage } from '../../../../../tests/support/message-log-rows';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../../tests/support/real-api-moves';
import { renderApp } from '../../../test-support/render-app';
import { originTimeZone } from '../change-move/cutoff-countdown';
import { DASHBOARD_STORAGE_KEY } from '../dashboard-storage';
import { MESSAGES_SECTION_ID, MessageLogText } from './message-log-view';
import { SmsFixText } from './use-message-log';

describe('the dashboard\'s "Messages we sent you" against the real application behind msw (issue 14 "The message log")', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  let quoteId: number;
  /** The move's origin station zone: the log's times are that station's (issue 27). */
  let zone: string;
  const reason = "Your phone number can't receive texts. Please update it.";

  beforeAll(async () => {
    localStorage.removeItem(DASHBOARD_STORAGE_KEY);
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
    quoteId = await desk.book();
    const move = await desk.send<{ reservation: Parameters<typeof originTimeZone>[0] }>(
      'GET',
      `/api/moves/${quoteId}`,
      undefined,
      desk.asCustomer(),
    );
    zone = originTimeZone(move.body.reservation);
    const db = real.api.server.database;
    await logMessage(db, {
      quoteId,
      channel: 'email',
      recipient: 'casey@example.com',
      summary: 'Your move is booked',
      at: '2026-12-01T23:02:00.000Z',
      key: 'test:booked',
    });
    await logMessage(db, {
      quoteId,
      channel: 'sms',
      recipient: '8165550100',
      summary: 'Relomove: your drop-off is tomorrow.',
      at: '2026-12-02T23:02:00.000Z',
      outcome: { state: 'failed', reason },
      key: 'test:reminder',
    });
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const section = async () => {
    const heading = await screen.findByRole('heading', { name: MessageLogText.title });
    const found = heading.closest('section');
    if (!found) throw new Error('the messages section is missing');
    return found;
  };

  it('lists each message as "We emailed you · time · summary" in the origin station time, naming its zone (issue 27), and flags a failed text with its reason', async () => {
    renderApp('/dashboard', desk.api());
    const messages = await section();
    expect(messages.id).toBe(MESSAGES_SECTION_ID);
    const emailed = await within(messages).findByText('Your move is booked');
    expect(emailed.closest('li')?.textContent).toBe(
      `We emailed you · ${formatMessageTimeIn('2026-12-01T23:02:00.000Z', zone)} · Your move is booked`,
    );
    const texted = within(messages).getByText('Relomove: your drop-off is tomorrow.').closest('li');
    expect(texted?.textContent).toContain(
      `Text not delivered · ${formatMessageTimeIn('2026-12-02T23:02:00.000Z', zone)}`,
    );
    expect(texted?.textContent).toContain(reason);
  }, 60_000);

  it("puts the failing channel first, as an alert with a link to update the phone number, which saves the move's SMS number", async () => {
    renderApp('/dashboard', desk.api());
    const messages = await section();
    const alert = await within(messages).findByRole('alert');
    expect(alert.textContent).toContain(reason);
    const link = within(alert).getByRole('link', { name: MessageLogText.updatePhone });
    const target = link.getAttribute('href')?.slice(1) ?? '';
    const input = within(messages).getByLabelText(SmsFixText.label);
    expect(input.id).toBe(target);

    fireEvent.change(input, { target: { value: '816-555' } });
    fireEvent.click(within(messages).getByRole('button', { name: SmsFixText.save }));
    expect(await within(messages).findByText(SmsFixText.invalid)).toBeTruthy();

    fireEvent.change(input, { target: { value: '(816) 555-0142' } });
    fireEvent.click(within(messages).getByRole('button', { name: SmsFixText.save }));
    expect(await within(messages).findByText(SmsFixText.saved)).toBeTruthy();
    await waitFor(async () => {
      const move = await desk.api().viewReservation(quoteId);
      expect(move.ok && move.value.quote.Details.Reservation?.SMSPhoneNumber).toBe('8165550142');
    });
  }, 60_000);
});
