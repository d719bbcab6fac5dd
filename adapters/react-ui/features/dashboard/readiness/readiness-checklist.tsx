import './readiness-checklist.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatWeekdayMonDay } from '../../../../../domain/calendar/formats';
import { fromLocalDate, type IsoDate } from '../../../../../domain/calendar/iso-date';
import type { Quote } from '../../../../../domain/quote/types';
import {
  insectInspectionPath,
  type ReadinessItem,
  ReadinessKind,
  ReadinessState,
  readinessChecklist,
} from '../../../../../domain/shipment';
import type { MoveInspection, MovePayments } from '../../../../http/client/relomove-api';
import { todayBy, usePageClock } from '../../../app/page-clock';
import { PaymentPageLink } from '../../pages/page-parts';
import type { ShipmentView } from '../milestones/shipment-view-model';
import { readinessInputOf } from './readiness-input';

/** The checklist's words (ours: issue 13 does not show them). */
export const ReadinessChecklistText = {
  title: 'Before your move',
  intro: 'What must be ready so that drop-off, pickup and delivery go as planned.',
  state: {
    [ReadinessState.Done]: 'Done',
    [ReadinessState.ToDo]: 'To do',
    [ReadinessState.Overdue]: 'Overdue',
    [ReadinessState.NotNeeded]: 'Not needed',
    [ReadinessState.Automatic]: 'Automatic',
  },
  deadline: 'Deadline',
  deadlinePassed: 'Deadline passed',
  addPayment: 'Add a payment method',
  payBalance: 'Pay balance',
  fillInspection: 'Fill in the inspection form',
} as const;

/** An icon beside the state's words (never colour alone). */
const ICON: Record<ReadinessState, string> = {
  [ReadinessState.Done]: '✓',
  [ReadinessState.ToDo]: '→',
  [ReadinessState.Overdue]: '!',
  [ReadinessState.NotNeeded]: '–',
  [ReadinessState.Automatic]: '↻',
};

export interface ReadinessChecklistProps {
  quote: Quote;
  /** GET moves/{id}/payments: undefined while loading, null when not available (no balance item then). */
  payments?: MovePayments | null;
  /** GET moves/{id}/inspection (issue 15): null or absent while not known (no inspection item then). */
  inspection?: MoveInspection | null;
  shipment?: ShipmentView | null;
  /** Today is this instant's local day (now unless told). */
  now?: Date;
}

/**
 * Issue 13 "Readiness checklist" on the dashboard's Overview: what could make drop-off, pickup or delivery
 * fail (parking or a street permit at each door end, the §4 insect inspection form, the payment method, the
 * balance), each with its state in an icon and words, while it is to do (or overdue) its deadline as 'Weekday, Mon D' (§9) and, for the
 * payment items, the way to the payment page; for a Required inspection form, the way to the insect
 * inspection tool (issue 15). Nothing for a cancelled move.
 */
export function ReadinessChecklist({
  quote,
  payments,
  inspection = null,
  shipment = null,
  now,
}: ReadinessChecklistProps) {
  const id = useId();
  const clock = usePageClock();
  const today = now ? fromLocalDate(now) : todayBy(clock);
  const items = readinessChecklist(readinessInputOf(quote, payments, shipment, today, inspection));
  if (items.length === 0) return null;
  return (
    <section className="readiness" aria-labelledby={`${id}-title`} data-testid="readiness-checklist">
      <h2 id={`${id}-title`}>{ReadinessChecklistText.title}</h2>
      <p className="readiness-intro">{ReadinessChecklistText.intro}</p>
      <ul className="readiness-list">
        {items.map((item) => (
          <ReadinessRow key={item.kind} item={item} quoteId={quote.QuoteId} />
        ))}
      </ul>
    </section>
  );
}

function Deadline({ item }: { item: ReadinessItem & { deadline: IsoDate } }) {
  const passed = item.state === ReadinessState.Overdue;
  return (
    <p className="readiness-deadline" data-testid="readiness-deadline">
      {passed ? ReadinessChecklistText.deadlinePassed : ReadinessChecklistText.deadline}:{' '}
      <time dateTime={item.deadline}>{formatWeekdayMonDay(item.deadline)}</time>
    </p>
  );
}

function ReadinessRow({ item, quoteId }: { item: ReadinessItem; quoteId: number }) {
  const open = item.state === ReadinessState.ToDo || item.state === ReadinessState.Overdue;
  return (
    <li
      className="readiness-item"
      data-kind={item.kind}
      data-state={item.state}
      data-testid={`readiness-${item.kind}`}
    >
      <span className="readiness-icon" aria-hidden="true">
        {ICON[item.state]}
      </span>
      <div className="readiness-body">
        <h3 className="readiness-title">{item.title}</h3>
        <p className="readiness-state" data-testid="readiness-state">
          {ReadinessChecklistText.state[item.state]}
        </p>
        <p className="readiness-detail">{item.detail}</p>
        {item.deadline !== null && open ? <Deadline item={{ ...item, deadline: item.deadline }} /> : null}
        {item.action === 'inspection' && open ? (
          <p className="readiness-action">
            <Link className="button button-primary" to={insectInspectionPath(quoteId)}>
              {ReadinessChecklistText.fillInspection}
            </Link>
          </p>
        ) : null}
        {item.action === 'pay' && open ? (
          <p className="readiness-action">
            <PaymentPageLink quoteId={quoteId}>
              {item.kind === ReadinessKind.Balance
                ? ReadinessChecklistText.payBalance
                : ReadinessChecklistText.addPayment}
            </PaymentPageLink>
          </p>
        ) : null}
      </div>
    </li>
  );
}
