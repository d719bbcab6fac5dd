// @vitest-environment relomove-page
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMMDDYYYY } from '../../../../../domain/calendar/formats';
import { fromLocalDate } from '../../../../../domain/calendar/iso-date';
import { formatUsd } from '../../../../../domain/money/money';
import { LedgerReason } from '../../../../../domain/payment/ledger-entry';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../../tests/support/real-api-moves';
import { renderApp } from '../../../test-support/render-app';
import { ChargesText } from './charges-timeline';

describe("the dashboard's charges timeline against the real application behind msw (issue 13)", () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  const api = () => desk.api();

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  it('issue 13: a booked move shows what will be charged (the total, to the card) on the day Transit is expected, then after the Transit charge its receipt and nothing more', async () => {
    const quoteId = await desk.book('4242 4242 4242 4242');
    const [payments, shipment] = await Promise.all([api().movePayments(quoteId), api().shipment(quoteId)]);
    if (!payments.ok || !shipment.ok) throw new Error('no payments or shipment');
    const transit = shipment.value.Milestones.find((m) => m.Milestone === 'Transit');
    const total = formatUsd(payments.value.TotalPrice);

    renderApp('/dashboard', api());
    const timeline = await screen.findByTestId('charges-timeline');
    const early = transit?.StatusDate.Early ?? null;
    // The shipment loads after the payments (§4 order): the day shows once it has.
    await waitFor(() =>
      expect(timeline.querySelector('.charges-when')?.textContent).toBe(
        early ? ChargesText.expected(formatMMDDYYYY(early as never)) : ChargesText.whenInTransit,
      ),
    );
    const list = within(timeline).getByRole('list', { name: ChargesText.upcoming });
    const [entry, ...others] = within(list).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(entry?.getAttribute('data-kind')).toBe('AtTransit');
    expect(within(timeline).getByTestId('payments-next').textContent).toBe(
      ChargesText.willCharge(total, 'Visa ending 4242'),
    );
    expect(within(timeline).getByTestId('no-receipts')).toBeTruthy();
    // Each fact once: the Overview says what will be charged in the timeline only.
    expect(screen.getAllByTestId('payments-next')).toHaveLength(1);
    // A move without storage never asks for the storage chart, and shows no meter.
    expect(screen.queryByTestId('storage-meter')).toBeNull();
    cleanup();

    expect((await desk.transit(quoteId)).body.Result).toBe('Charged');
    const after = await api().movePayments(quoteId);
    if (!after.ok) throw new Error('no payments');
    const capture = after.value.Ledger.find((r) => r.Kind === 'Capture');
    if (!capture) throw new Error('no capture');
    renderApp('/dashboard', api());
    const charged = await screen.findByTestId('charges-timeline');
    const rows = within(within(charged).getByRole('table', { name: ChargesText.receipts })).getAllByRole(
      'row',
    );
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        formatMMDDYYYY(fromLocalDate(new Date(capture.At))),
        'Charge',
        total,
        'Visa ending 4242',
        LedgerReason.TransitCharge,
      ],
    ]);
    expect(within(charged).getByTestId('payments-next').textContent).toBe(ChargesText.paidInFull);
  }, 90_000);
});
