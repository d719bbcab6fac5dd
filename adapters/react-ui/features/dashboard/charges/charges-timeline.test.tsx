// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../../../../domain/calendar/iso-date';
import { cents } from '../../../../../domain/money/money';
import {
  chargesTimeline,
  type StorageFacts,
  storageMeter,
} from '../../../../../domain/payment/charges-timeline';
import { CardBrand, DEFAULT_PAYMENT_STATUS, PaymentMethod } from '../../../../../domain/payment/enums';
import { LedgerEntryKind } from '../../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../../domain/payment/types';
import { ChargesText, ChargesTimeline, StorageMeterView } from './charges-timeline';

afterEach(cleanup);

const visa: PaymentMethodEntry = {
  Method: PaymentMethod.CreditCard,
  Status: DEFAULT_PAYMENT_STATUS,
  PaymentReferenceID: null,
  PaymentSubType: null,
  AffirmPaymentData: null,
  CreditCard: {
    expirationDate: '12/2030',
    name: 'Casey Demo',
    zip: '64105',
    lastFour: '4242',
    type: CardBrand.Visa,
    usage: 'Reservation',
    paymentProfileId: 'card_token_4242',
  },
};
const d = isoDate;
/** One 20 ft trailer's chart: $150 the first 30 days, $120 each later 30. */
const CHART = [
  { Duration: 30, Charge: cents(15_000) },
  { Duration: 60, Charge: cents(27_000) },
  { Duration: 90, Charge: cents(39_000) },
];
const stored = (over: Partial<StorageFacts> = {}): StorageFacts => ({
  startedOn: d('2026-12-01'),
  endedOn: null,
  freeDays: 8,
  chart: CHART,
  ...over,
});

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the charges timeline (issue 13)', () => {
  it('issue 13: before Transit, a dated list says the balance is charged to the card on the expected Transit day, and there are no receipts', async () => {
    const timeline = chargesTimeline({
      today: d('2026-12-01'),
      ledger: [],
      due: cents(250_000),
      declined: false,
      transitOn: d('2026-12-10'),
      storage: null,
    });
    render(
      <ChargesTimeline
        timeline={timeline}
        methods={[visa]}
        declinedMethod="Visa ending 4242"
        today={d('2026-12-01')}
      />,
    );
    const list = screen.getByRole('list', { name: ChargesText.upcoming });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-10');
    expect(entry?.textContent).toContain('12/10/2026 (expected)');
    expect(screen.getByTestId('payments-next').textContent).toBe(
      ChargesText.willCharge('$2,500.00', 'Visa ending 4242'),
    );
    expect(screen.getByTestId('no-receipts').textContent).toBe(ChargesText.noReceipts);
    expect(await axeViolations()).toEqual([]);
  });

  it('issue 13: with no Transit date yet the charge says "when your move is in transit"', () => {
    const timeline = chargesTimeline({
      today: d('2026-12-01'),
      ledger: [],
      due: cents(250_000),
      declined: false,
      transitOn: null,
      storage: null,
    });
    render(
      <ChargesTimeline timeline={timeline} methods={[visa]} declinedMethod="" today={d('2026-12-01')} />,
    );
    expect(screen.getByRole('listitem').textContent).toContain(ChargesText.whenInTransit);
  });

  it('§4 storage, issue 13: once storage started, the receipts, the next storage charge and the meter of free days (text and <meter>)', async () => {
    const timeline = chargesTimeline({
      today: d('2026-12-03'),
      ledger: [
        {
          id: 7,
          kind: LedgerEntryKind.Capture,
          amount: cents(250_000),
          on: d('2026-11-28'),
          method: PaymentMethod.CreditCard,
          reason: 'Charged in transit',
        },
      ],
      due: cents(0),
      declined: false,
      transitOn: null,
      storage: stored(),
    });
    render(
      <ChargesTimeline
        timeline={timeline}
        methods={[visa]}
        declinedMethod=""
        today={d('2026-12-03')}
        storage={timeline.storage}
      />,
    );
    const rows = within(screen.getByRole('table', { name: ChargesText.receipts })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('11/28/2026');
    expect(screen.getByTestId('charges-storage-next').textContent).toBe(
      ChargesText.storageCharge('$110.00', 'Visa ending 4242', '12/09/2026', '12/30/2026'),
    );
    const meter = screen.getByRole('meter', { name: /3 of 8 free days used/ });
    expect(meter.getAttribute('value')).toBe('3');
    expect(meter.getAttribute('max')).toBe('8');
    expect(screen.getByTestId('storage-free-used').textContent).toBe(
      '3 of 8 free days used · 5 free days left',
    );
    expect(screen.getByTestId('storage-free-end').textContent).toBe('12/08/2026');
    // The next charge is in the list above, once: the meter does not repeat it, nor when charges start.
    expect(screen.queryByTestId('storage-next-charge')).toBeNull();
    expect(screen.queryByTestId('storage-charges-start')).toBeNull();
    expect(screen.getByTestId('storage-period-charge').textContent).toBe('$120.00 every 30 days');
    expect(await axeViolations()).toEqual([]);
  });

  it('§4 storage: with no free days the meter counts the days of the period already in the price', () => {
    render(<StorageMeterView meter={storageMeter(stored({ freeDays: 0 }), d('2026-12-05'))} started />);
    expect(screen.getByRole('meter', { name: 'Day 5 of 30 in this storage period' })).toBeTruthy();
    expect(screen.getByTestId('storage-free-days').textContent).toBe(
      `${ChargesText.noFreeDays} · ${ChargesText.inPrice(30)}`,
    );
    expect(screen.getByTestId('storage-next-charge').textContent).toBe('$120.00 on 12/31/2026');
  });

  it('§4 storage: in the Storage view, after the free days, the next charge and the day charges started', () => {
    render(<StorageMeterView meter={storageMeter(stored(), d('2026-12-12'))} started />);
    expect(screen.getByTestId('storage-free-used').textContent).toBe(
      '8 of 8 free days used · 0 free days left',
    );
    expect(screen.getByTestId('storage-charges-start').textContent).toBe('12/09/2026');
    expect(screen.getByTestId('storage-next-charge').textContent).toBe('$120.00 on 12/31/2026');
  });

  it('§9 free days from a coupon or accessorial: before storage starts the Storage view shows the free days and the charges, with no meter', () => {
    render(
      <StorageMeterView meter={storageMeter(stored(), d('2026-12-01'))} started={false} headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(ChargesText.storagePlan);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByTestId('storage-free-days').textContent).toBe('The first 8 days free');
    expect(screen.getByTestId('storage-charges-start').textContent).toBe('$110.00, day 9 of storage');
    expect(screen.getByTestId('storage-period-charge').textContent).toBe('$120.00 every 30 days');
  });
});
