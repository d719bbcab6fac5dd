// @vitest-environment relomove-page
import { randomUUID } from 'node:crypto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMMDDYYYY } from '../../../../../domain/calendar/formats';
import { fromLocalDate } from '../../../../../domain/calendar/iso-date';
import { formatUsd } from '../../../../../domain/money/money';
import { storageMeter } from '../../../../../domain/payment/charges-timeline';
import { LedgerReason } from '../../../../../domain/payment/ledger-entry';
import { moveFreeStorageDays } from '../../../../../domain/payment/storage-facts';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../../tests/support/real-api-moves';
import { renderApp } from '../../../test-support/render-app';
import { shipmentViewFromWire } from '../milestones/shipment-view-model';
import { storageDays } from './charges-model';
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

  it('§4 storage, issue 13: once storage starts, the Overview and the Storage view show the meter (free days, the next charge, the charge per period) from the §7 chart', async () => {
    const quoteId = await desk.book('4242 4242 4242 4242');
    const booked = await api().viewReservation(quoteId);
    if (!booked.ok) throw new Error('no move');
    const edited = await api().editMove(quoteId, {
      Revision: booked.value.quote.Revision,
      Confirm: true,
      Equipment: { AddStorage: true },
    });
    if (!edited.ok) throw new Error(`storage not added: ${JSON.stringify(edited.error)}`);
    // Staff complete each step of the move until storage has started (the Transit charge on the way).
    for (let step = 0; step < 12; step++) {
      const read = await api().shipment(quoteId);
      if (!read.ok) throw new Error('no shipment');
      const view = shipmentViewFromWire(read.value);
      if (!view.shape.Storage) throw new Error('the move has no storage');
      if (storageDays(view)) break;
      const next = view.next;
      if (!next) throw new Error('no step left before storage');
      const done = await desk.send(
        'POST',
        `/api/staff/shipments/${quoteId}/events`,
        { Milestone: next, Status: 'Completed' },
        { ...desk.staffCookie, 'idempotency-key': randomUUID() },
      );
      if (done.status !== 200)
        throw new Error(`${next} Completed answered ${done.status}: ${JSON.stringify(done.body)}`);
    }
    const [read, move] = await Promise.all([api().shipment(quoteId), api().viewReservation(quoteId)]);
    if (!read.ok || !move.ok) throw new Error('no shipment or move');
    const view = shipmentViewFromWire(read.value);
    const ran = storageDays(view);
    if (!ran) throw new Error('storage has not started');
    const equip = view.shape.Equipment;
    const schedule = await api().storageChargeSchedule({
      equip,
      quantity: view.shape.EquipQuantity,
      group: 'NotInTest',
    });
    if (!schedule.ok) throw new Error('no chart');
    const expected = storageMeter(
      {
        ...ran,
        freeDays: moveFreeStorageDays(move.value.quote),
        chart: schedule.value.schedule.map((r) => ({ Duration: r.Duration, Charge: r.Charge })),
      },
      real.api.clock.today(),
    );

    renderApp('/dashboard', api());
    const meter = await screen.findByTestId('storage-meter');
    expect(within(meter).getByTestId('storage-started').textContent).toContain(formatMMDDYYYY(ran.startedOn));
    expect(within(meter).getByTestId('storage-period-charge').textContent).toBe(
      ChargesText.every(formatUsd(expected.periodCharge ?? (0 as never)), expected.periodDays ?? 0),
    );
    expect(within(meter).getByRole('meter')).toBeTruthy();
    // Storage has just started: its next charge is ahead.
    if (!expected.next?.on) throw new Error('no next storage charge');
    // On the Overview the next storage charge is in the list of what will be charged (once).
    expect(screen.getByTestId('charges-storage-next').textContent).toContain(
      `${formatUsd(expected.next.amount)} to Visa ending 4242 for storage from ${formatMMDDYYYY(expected.next.on)}`,
    );
    expect(within(meter).queryByTestId('storage-next-charge')).toBeNull();
    // The Storage view shows the same meter.
    screen.getByRole('tab', { name: /Storage/ }).click();
    const storageView = await screen.findByTestId('milestone-Storage');
    expect(within(storageView).getByTestId('storage-next-charge').textContent).toBe(
      ChargesText.nextText(formatUsd(expected.next.amount), formatMMDDYYYY(expected.next.on)),
    );
    expect(within(storageView).getByTestId('storage-period-charge').textContent).toBe(
      within(meter).getByTestId('storage-period-charge').textContent,
    );
  }, 120_000);
});
