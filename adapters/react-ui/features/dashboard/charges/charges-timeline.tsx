import './charges-timeline.css';
import { useId } from 'react';
import { formatMMDDYYYY } from '../../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../../domain/calendar/iso-date';
import { type Cents, formatUsd } from '../../../../../domain/money/money';
import {
  PastKind,
  type StorageMeter,
  type ChargesTimeline as Timeline,
  type UpcomingCharge,
  UpcomingKind,
} from '../../../../../domain/payment/charges-timeline';
import { PaymentMethod } from '../../../../../domain/payment/enums';
import type { PaymentMethodEntry } from '../../../../../domain/payment/types';
import { TableHead } from '../../../app/table-head';
import { PAYMENT_METHOD_NAME, paymentMethodText } from '../payment-method-text';

const money = (amount: Cents) => formatUsd(amount);
const day = (date: IsoDate) => formatMMDDYYYY(date);

/** The words of the charges timeline and the storage meter (ours; the sentences of issue 12 kept). */
export const ChargesText = {
  upcoming: 'What will be charged, and when',
  paidInFull: 'Nothing more: your move is paid in full.',
  whenInTransit: 'When your move is in transit',
  beforeDelivery: 'Before delivery',
  today: 'Today',
  expected: (date: string) => `${date} (expected)`,
  willCharge: (amount: string, method: string) =>
    `${amount} to ${method}, when your loaded container is in transit.`,
  stillDue: (amount: string, method: string) =>
    `${amount} to ${method}. The full balance must be paid before delivery can be scheduled.`,
  dueNow: (amount: string, method: string) =>
    `${amount}, due now: the charge to ${method} was declined (see above).`,
  storageCharge: (amount: string, method: string, from: string, to: string) =>
    `${amount} to ${method} for storage from ${from} to ${to}.`,
  receipts: 'Receipts',
  noReceipts: 'No charges yet.',
  date: 'Date',
  kind: 'What',
  amount: 'Amount',
  method: 'Method',
  reason: 'Reason',
  kindName: { [PastKind.Charged]: 'Charge', [PastKind.Refunded]: 'Refund' } as Record<PastKind, string>,
  storage: 'Storage',
  storagePlan: 'Storage at the destination service center',
  /** The Storage view's heading of its meter (the view's own title says Storage). */
  storageView: 'Free days and charges',
  started: 'Storage started',
  ended: 'Storage ended',
  daysStored: (n: number) => (n === 1 ? '1 day stored' : `${n} days stored`),
  freeDays: 'Free storage days',
  freeUsed: (used: number, free: number) => `${used} of ${free} free days used`,
  freeLeft: (left: number) => (left === 1 ? '1 free day left' : `${left} free days left`),
  freeOffer: (free: number) => (free === 1 ? '1 day free' : `The first ${free} days free`),
  noFreeDays: 'None',
  freeEnd: 'Free days end',
  inPrice: (days: number) => `Your price includes the first ${days} days.`,
  chargesStart: 'Storage charges start',
  chargesStartAfter: (days: number) => `Day ${days + 1} of storage`,
  periodUsed: (day: number, days: number) => `Day ${day} of ${days} in this storage period`,
  next: 'Next storage charge',
  nextText: (amount: string, date: string) => `${amount} on ${date}`,
  firstCharge: 'First storage charge',
  after: 'Then',
  every: (amount: string, days: number) => `${amount} every ${days} days`,
  none: 'None: storage has ended.',
} as const;

/**
 * The method of a ledger row as the customer may see it. A row names its method, not its card: when the
 * move has one card on file, a card row is that card (brand and last four only, 'Visa ending 4242'); with
 * several cards it is just 'Card', never a guess.
 */
export function ledgerMethodText(method: PaymentMethod, entries: readonly PaymentMethodEntry[]): string {
  if (method === PaymentMethod.CreditCard) {
    const cards = entries.filter((e) => e.Method === PaymentMethod.CreditCard && e.CreditCard);
    const [only] = cards;
    if (cards.length === 1 && only) return paymentMethodText(only);
  }
  return PAYMENT_METHOD_NAME[method];
}

/** The day of an upcoming entry as the customer reads it. */
function whenText(entry: UpcomingCharge, today: IsoDate): string {
  if (entry.kind === UpcomingKind.DueNow) return ChargesText.today;
  if (entry.kind === UpcomingKind.BeforeDelivery) return ChargesText.beforeDelivery;
  if (!entry.on) return ChargesText.whenInTransit;
  if (entry.kind === UpcomingKind.AtTransit) return ChargesText.expected(day(entry.on));
  return entry.on === today ? ChargesText.today : day(entry.on);
}

function whatText(entry: UpcomingCharge, method: string, declinedMethod: string): string {
  const amount = money(entry.amount);
  switch (entry.kind) {
    case UpcomingKind.AtTransit:
      return ChargesText.willCharge(amount, method);
    case UpcomingKind.DueNow:
      return ChargesText.dueNow(amount, declinedMethod);
    case UpcomingKind.BeforeDelivery:
      return ChargesText.stillDue(amount, method);
    case UpcomingKind.Storage:
      return ChargesText.storageCharge(
        amount,
        method,
        entry.period ? day(entry.period.from) : '',
        entry.period ? day(entry.period.to) : '',
      );
  }
}

export interface ChargesTimelineProps {
  timeline: Timeline;
  /** §3 PaymentMethods of the reservation: the first is the one charged next. */
  methods: readonly PaymentMethodEntry[];
  /** The method whose last charge was declined, in words. */
  declinedMethod: string;
  today: IsoDate;
  /** The storage meter to show on the Overview, once storage started. */
  storage?: StorageMeter | null;
}

/**
 * Issue 13 charges timeline: what will be charged and when (dated, or "when your move is in transit"),
 * the storage meter once storage started, then every charge and refund so far (the receipts, oldest first).
 */
export function ChargesTimeline({
  timeline,
  methods,
  declinedMethod,
  today,
  storage = null,
}: ChargesTimelineProps) {
  const id = useId();
  const method = paymentMethodText(methods[0]);
  return (
    <div className="charges-timeline" data-testid="charges-timeline">
      <h3 id={`${id}-upcoming`}>{ChargesText.upcoming}</h3>
      {timeline.upcoming.length === 0 ? (
        <p data-testid="payments-next">{ChargesText.paidInFull}</p>
      ) : (
        <ol className="charges-upcoming" aria-labelledby={`${id}-upcoming`} data-testid="charges-upcoming">
          {timeline.upcoming.map((entry) => (
            <li key={`${entry.kind}-${entry.on ?? ''}`} data-kind={entry.kind}>
              <span className="charges-when">
                {entry.on && entry.kind !== UpcomingKind.BeforeDelivery ? (
                  <time dateTime={entry.on}>{whenText(entry, today)}</time>
                ) : (
                  whenText(entry, today)
                )}
              </span>
              <span
                className="charges-what"
                data-testid={entry.kind === UpcomingKind.Storage ? 'charges-storage-next' : 'payments-next'}
              >
                {whatText(entry, method, declinedMethod)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {storage ? <StorageMeterView meter={storage} started headingLevel={3} showNext={false} /> : null}
      <h3 id={`${id}-receipts`}>{ChargesText.receipts}</h3>
      {timeline.past.length === 0 ? (
        <p data-testid="no-receipts">{ChargesText.noReceipts}</p>
      ) : (
        <div className="dashboard-receipts">
          <table aria-labelledby={`${id}-receipts`} data-testid="receipts">
            <TableHead
              columns={[
                ChargesText.date,
                ChargesText.kind,
                ChargesText.amount,
                ChargesText.method,
                ChargesText.reason,
              ]}
            />
            <tbody>
              {timeline.past.map((r) => (
                <tr key={r.id} data-kind={r.kind === PastKind.Charged ? 'Capture' : 'Refund'}>
                  <td data-label={ChargesText.date}>
                    <time dateTime={r.on}>{day(r.on)}</time>
                  </td>
                  <td data-label={ChargesText.kind}>{ChargesText.kindName[r.kind]}</td>
                  <td data-label={ChargesText.amount}>
                    {r.kind === PastKind.Refunded ? `−${money(r.amount)}` : money(r.amount)}
                  </td>
                  <td data-label={ChargesText.method}>{ledgerMethodText(r.method, methods)}</td>
                  <td data-label={ChargesText.reason}>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Issue 13 storage meter (§4 storage fee rules, §9 free days from a coupon or accessorial): once storage
 * started, the days stored, the free days used and left (as text and a `<meter>`), when they end, when
 * charges start, the next charge and the charge of each later period. Before it starts, the free days and
 * the charges alone (`started` false).
 */
export function StorageMeterView({
  meter,
  started,
  headingLevel = 3,
  showNext = true,
  title,
}: {
  meter: StorageMeter;
  started: boolean;
  headingLevel?: 2 | 3;
  /** False where the list of what will be charged already gives the next storage charge (the Overview). */
  showNext?: boolean;
  /** The heading (by default Storage once started, else what storage at the destination costs). */
  title?: string;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const P = meter.periodDays;
  const withFree = meter.freeDays > 0;
  const periodDay = P && meter.daysStored > 0 ? ((meter.daysStored - 1) % P) + 1 : 0;
  // Once started, when charges start is said only while it is not the next charge's own day.
  const startShown = !started || (meter.chargesStartOn !== null && meter.chargesStartOn !== meter.next?.on);
  return (
    <section className="storage-meter" aria-labelledby={`${id}-title`} data-testid="storage-meter">
      <Heading id={`${id}-title`}>
        {title ?? (started ? ChargesText.storage : ChargesText.storagePlan)}
      </Heading>
      {started ? (
        <div className="storage-meter-gauge">
          {withFree ? (
            <>
              <label htmlFor={`${id}-meter`} data-testid="storage-free-used">
                {ChargesText.freeUsed(meter.freeDaysUsed, meter.freeDays)}
                {meter.endedOn === null ? ` · ${ChargesText.freeLeft(meter.freeDaysLeft)}` : ''}
              </label>
              <meter id={`${id}-meter`} min={0} max={meter.freeDays} value={meter.freeDaysUsed} />
            </>
          ) : P ? (
            <>
              <label htmlFor={`${id}-meter`} data-testid="storage-period-day">
                {ChargesText.periodUsed(periodDay, P)}
              </label>
              <meter id={`${id}-meter`} min={0} max={P} value={periodDay} />
            </>
          ) : null}
        </div>
      ) : null}
      <dl className="dashboard-facts storage-meter-facts">
        {started ? (
          <div>
            <dt>{ChargesText.started}</dt>
            <dd data-testid="storage-started">
              {day(meter.startedOn)} · {ChargesText.daysStored(meter.daysStored)}
            </dd>
          </div>
        ) : null}
        {meter.endedOn ? (
          <div>
            <dt>{ChargesText.ended}</dt>
            <dd>{day(meter.endedOn)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{ChargesText.freeDays}</dt>
          <dd data-testid="storage-free-days">
            {withFree ? ChargesText.freeOffer(meter.freeDays) : ChargesText.noFreeDays}
            {!withFree && P ? ` · ${ChargesText.inPrice(P)}` : ''}
          </dd>
        </div>
        {started && meter.freeDaysEnd ? (
          <div>
            <dt>{ChargesText.freeEnd}</dt>
            <dd data-testid="storage-free-end">{day(meter.freeDaysEnd)}</dd>
          </div>
        ) : null}
        {P && meter.firstCharge !== null && meter.endedOn === null && startShown ? (
          <div>
            <dt>{started ? ChargesText.chargesStart : ChargesText.firstCharge}</dt>
            <dd data-testid="storage-charges-start">
              {started && meter.chargesStartOn
                ? day(meter.chargesStartOn)
                : `${money(meter.firstCharge)}, ${ChargesText.chargesStartAfter(withFree && meter.freeDays < P ? meter.freeDays : P).toLowerCase()}`}
            </dd>
          </div>
        ) : null}
        {started && meter.endedOn === null && showNext ? (
          <div>
            <dt>{ChargesText.next}</dt>
            <dd data-testid="storage-next-charge">
              {meter.next?.on
                ? ChargesText.nextText(money(meter.next.amount), day(meter.next.on))
                : ChargesText.none}
            </dd>
          </div>
        ) : null}
        {P && meter.periodCharge !== null && meter.endedOn === null ? (
          <div>
            <dt>{ChargesText.after}</dt>
            <dd data-testid="storage-period-charge">{ChargesText.every(money(meter.periodCharge), P)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
