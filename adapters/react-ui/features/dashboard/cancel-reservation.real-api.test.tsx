// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../tests/support/real-api-moves';
import { renderApp } from '../../test-support/render-app';
import { CancelText } from './cancel-reservation';

const DAY_MS = 86_400_000;

describe('cancelling from the dashboard against the real application behind msw (issue 13, issue 12 "Cancellation")', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  const api = () => desk.api();

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  /** Books a move for the demo customer with the 4242 card; the newest move is the dashboard's. */
  async function book(): Promise<{ quoteId: number; spotDate: string }> {
    const quoteId = await desk.book();
    const move = await api().viewReservation(quoteId);
    if (!move.ok) throw new Error('the booked move could not be read');
    return { quoteId, spotDate: move.value.quote.Details.SpotDate };
  }

  /** Moves the app's clock to 15:00 UTC, `days` days before `spotDate` (negative: after it). */
  const daysBefore = (spotDate: string, days: number) =>
    real.api.clock.advance(Date.parse(`${spotDate}T15:00:00.000Z`) - days * DAY_MS - real.api.clock.nowMs());

  it('5 days before the drop-off date: the dialog shows the $50.00 fee first; confirming cancels, and the dashboard and GET payments agree (Cancelled, fee charged, no more cancel)', async () => {
    const { quoteId, spotDate } = await book();
    daysBefore(spotDate, 5);
    const before = await api().movePayments(quoteId);
    if (!before.ok) throw new Error('no payments');
    expect(before.value.Cancellation).toMatchObject({ Cancellable: true, Fee: 5000, Charge: 5000 });

    renderApp('/dashboard', api());
    fireEvent.click(await screen.findByRole('button', { name: CancelText.action }));
    const dialog = within(screen.getByRole('dialog', { name: CancelText.dialogTitle }));
    expect(dialog.getByTestId('cancel-fee').textContent).toBe(
      'Cancelling today costs $50.00: within 7 days of the drop-off date',
    );
    expect(dialog.getByTestId('cancel-money').textContent).toBe(
      '$50.00 will be charged to Visa ending 4242.',
    );
    fireEvent.click(dialog.getByRole('button', { name: CancelText.confirm }));

    await screen.findByTestId('reservation-cancelled');
    expect(screen.getByTestId('cancelled-fee').textContent).toBe(
      '$50.00: within 7 days of the drop-off date',
    );
    expect(
      await screen.findByText('$50.00', { selector: '[data-testid="cancelled-fee-charged"]' }),
    ).toBeTruthy();
    expect(screen.getByTestId('cancelled-refunded').textContent).toBe('$0.00');
    expect(screen.queryByRole('button', { name: CancelText.action })).toBeNull();

    const after = await api().movePayments(quoteId);
    const move = await api().viewReservation(quoteId);
    if (!after.ok || !move.ok) throw new Error('the cancelled move could not be read');
    expect(move.value.quote.Details.WebReservationFlag).toBe('Cancelled');
    expect(after.value).toMatchObject({
      TotalPrice: 5000,
      Captured: 5000,
      InvoiceAmountDue: 0,
      Cancellation: null,
    });
    expect(screen.getByTestId('payments-charged').textContent).toBe('$50.00');
    expect(screen.getByTestId('payments-balance').textContent).toBe('$0.00');
  }, 60_000);

  it('after the drop-off date: no cancel action; the server’s reason and the phone number instead', async () => {
    const { quoteId, spotDate } = await book();
    daysBefore(spotDate, -1);
    const payments = await api().movePayments(quoteId);
    if (!payments.ok || payments.value.Cancellation?.Cancellable !== false)
      throw new Error('still cancellable');

    renderApp('/dashboard', api());
    const note = await screen.findByTestId('cancel-not-online');
    expect(note.textContent).toContain(`${payments.value.Cancellation.Message}. ${CancelText.callUs}`);
    expect(within(note).getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    expect(screen.queryByRole('button', { name: CancelText.action })).toBeNull();
  }, 60_000);
});
