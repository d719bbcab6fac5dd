import type { ReactNode } from 'react';
import { PaymentPageLink } from '../../pages/page-parts';
import './milestone-views.css';
import { Link } from 'react-router';
import type { Cents } from '../../../../../domain/money/money';
import { deliverySchedulingAllowed } from '../../../../../domain/payment/balance-rule';
import type { StorageMeter } from '../../../../../domain/payment/charges-timeline';
import type { DeliveryNote } from '../../../../../domain/pricing/price-lines';
import { pickupRequestPath } from '../../../../../domain/quote/routes';
import {
  DateState,
  EventStatus,
  Milestone,
  MilestoneState,
  promisedDelivery,
  ShipmentState,
  stationTimeText,
} from '../../../../../domain/shipment';
import { PhoneLink } from '../../../app/phone-link';
import { ChargesText, StorageMeterView } from '../charges/charges-timeline';
import {
  CHANGE_MOVE_LINK,
  changesOnline,
  dateStateText,
  deliveryPromiseText,
  EVENT_TEXT,
  exceptionText,
  inStorageText,
  isInStorage,
  MILESTONE_NAME,
  milestoneHelpText,
  nextActionOf,
  offersPickupTool,
  PICKUP_TOOL_LINK,
  STATUS_TEXT,
  storagePromiseText,
  toDoor,
  updatedAgoText,
  whereNowText,
} from './milestone-text';
import { type MilestoneView, milestoneOf, type ShipmentView } from './shipment-view-model';

/** The words of the milestone views' headings and labels (ours). */
export const MilestoneViewText = {
  whereNow: 'Where your move is now',
  nextStep: 'Your next step',
  delivery: 'Delivery',
  progress: 'Your move, step by step',
  notInMove: 'Not part of your move',
  dates: 'Dates',
  status: 'Status',
  updates: 'Updates',
  noUpdates: 'No updates yet.',
  whatYouCanDo: 'What you can do',
  payBalance: 'Pay balance',
  bookDelivery: 'Book your delivery',
  /** The event's normalised tracking status (tracking.md), as carriers word it. */
  carrierStatus: (status: string) => `Tracking: ${status}`,
} as const;

/** §9 pending state: a banner with its reason, above the views. */
export function PendingBanner({ reason }: { reason: string }) {
  return (
    <div className="notice notice-info milestone-pending" data-testid="shipment-pending">
      <p className="dashboard-strong">{reason}</p>
    </div>
  );
}

/** The booked delivery (the quote's note) and the carrier transit time it is counted with. */
export interface DeliveryPromise {
  readonly note: DeliveryNote;
  readonly transitBusinessDays: number;
}

/** The Scheduled window's appointment time for a milestone, when the reservation has one ('8:00-10:00 AM CT'). */
export type AppointmentOf = (milestone: Milestone) => string | null;

function dateOf(m: MilestoneView, appointmentOf: AppointmentOf): string {
  return dateStateText(m, appointmentOf(m.milestone));
}

/** The Overview's delivery line: the words, and the basis they are counted on when there is one. */
function overviewPromise(
  shipment: ShipmentView,
  delivery: DeliveryPromise | null,
  appointmentOf: AppointmentOf,
): { readonly text: string; readonly basis: string | null } | null {
  const door = toDoor(shipment.shape);
  if (isInStorage(shipment)) {
    return { text: inStorageText(milestoneOf(shipment, Milestone.Storage), door), basis: null };
  }
  // With storage the promise is the arrival into storage (In transit's latest expected day, re-based or
  // delayed); the delivery waits for the customer.
  const transit = milestoneOf(shipment, Milestone.Transit);
  if (shipment.shape.Storage && transit.Status !== MilestoneState.Complete && transit.StatusDate.Late) {
    const delayed = transit.exception?.status === EventStatus.Delayed;
    return {
      text: storagePromiseText(transit.StatusDate.Late, door),
      basis:
        delayed || !delivery ? null : deliveryPromiseText(delivery.note, delivery.transitBusinessDays).basis,
    };
  }
  // Once the delivery has its appointment, a revised estimate (Delayed) or has happened (at a terminal
  // destination: the arrival, the end of Transit), those dates replace the booking's promise, which would
  // contradict them.
  const arrival = milestoneOf(shipment, door ? Milestone.Delivery : Milestone.Transit);
  if (
    arrival.DateType === DateState.Scheduled ||
    arrival.DateType === DateState.Complete ||
    arrival.exception?.status === EventStatus.Delayed
  ) {
    return { text: dateOf(arrival, appointmentOf), basis: null };
  }
  if (!delivery) return null;
  // Issue 27: the booked promise's dates re-based on what happened (the pickup day, the arrival).
  const promised = promisedDelivery(
    delivery.note,
    milestoneOf(shipment, door ? Milestone.Delivery : Milestone.TerminalUnloading),
  );
  return deliveryPromiseText(promised, delivery.transitBusinessDays);
}

/**
 * The Overview's part from the shipment: where the move is now, the customer's next step with its deadline,
 * the delivery promised with its basis, then every step of the move in order (status and date, each opening
 * its view) and the steps that are not part of it with their reasons.
 */
export function ShipmentOverview({
  shipment,
  delivery,
  deliveryBookable = false,
  appointmentOf,
  onOpen,
  afterSteps = null,
}: {
  shipment: ShipmentView;
  delivery: DeliveryPromise | null;
  /** The delivery can be booked online now (§4 WebAppointment): booking it is the next step. */
  deliveryBookable?: boolean;
  appointmentOf: AppointmentOf;
  onOpen: (milestone: Milestone) => void;
  /** Shown right after the steps (the link to /dashboard/move-schedule/). */
  afterSteps?: ReactNode;
}) {
  const next = nextActionOf(shipment, { deliveryBookable, appointmentOf });
  const promise = overviewPromise(shipment, delivery, appointmentOf);
  const disabled = shipment.milestones.filter((m) => m.Status === MilestoneState.Disabled);
  return (
    <div className="milestone-overview" data-testid="shipment-overview">
      <dl className="milestone-headline">
        <div>
          <dt>{MilestoneViewText.whereNow}</dt>
          <dd data-testid="shipment-where-now">{whereNowText(shipment)}</dd>
        </div>
        <div>
          <dt>{MilestoneViewText.nextStep}</dt>
          <dd data-testid="shipment-next-action" className="dashboard-strong">
            {next.text}
          </dd>
        </div>
        {promise ? (
          <div>
            <dt>{MilestoneViewText.delivery}</dt>
            <dd data-testid="shipment-delivery">
              {promise.text}
              {promise.basis ? (
                <>
                  {' '}
                  <span className="milestone-basis">({promise.basis})</span>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <h3>{MilestoneViewText.progress}</h3>
      <ol className="milestone-timeline" data-testid="shipment-timeline">
        {shipment.sequence.map((milestone) => {
          const m = milestoneOf(shipment, milestone);
          const exception = exceptionText(m);
          return (
            <li key={milestone} className="milestone-step" data-status={m.Status} data-milestone={milestone}>
              <span className="milestone-dot" aria-hidden="true" />
              <button type="button" className="milestone-step-link" onClick={() => onOpen(milestone)}>
                {MILESTONE_NAME[milestone].title}
              </button>
              <span className="milestone-step-status">
                {STATUS_TEXT[m.Status]} · {dateOf(m, appointmentOf)}
              </span>
              {exception ? <span className="milestone-step-exception">{exception}</span> : null}
            </li>
          );
        })}
      </ol>
      {afterSteps}
      {disabled.length > 0 ? (
        <>
          <h3>{MilestoneViewText.notInMove}</h3>
          <ul className="milestone-disabled" data-testid="shipment-disabled">
            {disabled.map((m) => (
              <li key={m.milestone} data-milestone={m.milestone}>
                <span className="dashboard-strong">{MILESTONE_NAME[m.milestone].title}</span>:{' '}
                {m.disabledReason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The balance that must be paid before Delivery can be scheduled (issue 12's rule), for the pay link. */
export interface BalanceBeforeDelivery {
  readonly quoteId: number;
  /** §3 InvoiceAmountDue: the total less the net captured, from the ledger (GET moves/{id}/payments). */
  readonly due: Cents;
}

/**
 * The steps where delivery is arranged, so where a balance still due must be paid first (issue 12,
 * payments.md). Only once the move has shipped: before Transit nothing is charged yet, and the charge at
 * Transit takes the balance on its own.
 */
const NEEDS_BALANCE: readonly Milestone[] = [Milestone.Storage, Milestone.Delivery];

/**
 * One milestone's view: its status and §4 date state, its exception (prominent), its events newest first
 * with when the milestone was last updated, and what the customer can do there.
 */
export function MilestoneDetail({
  shipment,
  milestone,
  now,
  appointmentOf,
  timeZone,
  balance,
  quoteId = null,
  deliveryTool = null,
  storage = null,
  changeMove = null,
}: {
  shipment: ShipmentView;
  milestone: Milestone;
  now: Date;
  appointmentOf: AppointmentOf;
  /** The IANA zone of the station where the milestone happens: its events' times are told in it, named. */
  timeZone: string;
  balance: BalanceBeforeDelivery | null;
  /** The move's reference, for the pickup request tool's link (issue 13); without it no link is offered. */
  quoteId?: number | null;
  /** Issue 13: the delivery tool's path while a delivery can be booked online (§4 WebAppointment), else null. */
  deliveryTool?: string | null;
  /** Issue 13: the Storage view's meter (free days and charges), from charges/charges-model.ts. */
  storage?: { meter: StorageMeter; started: boolean } | null;
  /**
   * Issue 27 "Wording": Change my move's path while the move can still be changed online (before the domain's
   * cut-off, editing allowed), else null: the drop-off help then points to it rather than to the phone.
   */
  changeMove?: string | null;
}) {
  const m = milestoneOf(shipment, milestone);
  const exception = exceptionText(m);
  // The server's InvoiceAmountDue is already the ledger's balance, so the rule reads it as a total with
  // nothing captured: its refusal is the same sentence the delivery tool will give.
  const due =
    balance &&
    shipment.state === ShipmentState.Shipped &&
    m.Status !== MilestoneState.Complete &&
    NEEDS_BALANCE.includes(milestone)
      ? deliverySchedulingAllowed(balance.due, []).mapErr((e) => ({ ...e, quoteId: balance.quoteId }))
      : null;
  return (
    <div className="milestone-detail" data-testid={`milestone-${milestone}`}>
      <h2>{MILESTONE_NAME[milestone].title}</h2>
      {exception ? (
        <p className="notice notice-error milestone-exception" role="alert" data-testid="milestone-exception">
          {exception}
        </p>
      ) : null}
      <dl className="dashboard-facts">
        <div>
          <dt>{MilestoneViewText.status}</dt>
          <dd data-testid="milestone-status" className="milestone-status" data-status={m.Status}>
            {STATUS_TEXT[m.Status]}
          </dd>
        </div>
        <div>
          <dt>{MilestoneViewText.dates}</dt>
          <dd data-testid="milestone-dates">{dateOf(m, appointmentOf)}</dd>
        </div>
      </dl>
      {m.Status === MilestoneState.Disabled ? (
        <p data-testid="milestone-disabled-reason">{m.disabledReason}</p>
      ) : (
        <>
          {storage && milestone === Milestone.Storage ? (
            <StorageMeterView
              meter={storage.meter}
              started={storage.started}
              title={ChargesText.storageView}
            />
          ) : null}
          <h3>{MilestoneViewText.whatYouCanDo}</h3>
          <p data-testid="milestone-help">
            {milestoneHelpText(shipment, milestone, changeMove !== null)} at <PhoneLink />.
          </p>
          {changeMove !== null &&
          changesOnline(shipment, milestone) &&
          m.Status !== MilestoneState.Complete ? (
            <p className="milestone-pay" data-testid="milestone-change-move">
              <Link className="button button-primary" to={changeMove}>
                {CHANGE_MOVE_LINK}
              </Link>
            </p>
          ) : null}
          {quoteId !== null && offersPickupTool(shipment, milestone) ? (
            <p className="milestone-pay" data-testid="milestone-pickup-tool">
              <Link className="button button-primary" to={pickupRequestPath(quoteId)}>
                {PICKUP_TOOL_LINK}
              </Link>
            </p>
          ) : null}
          {deliveryTool && milestone === Milestone.Delivery && m.Status !== MilestoneState.Complete ? (
            <p className="milestone-pay">
              <Link className="button button-primary" to={deliveryTool} data-testid="milestone-delivery-tool">
                {MilestoneViewText.bookDelivery}
              </Link>
            </p>
          ) : null}
          {due?.isErr() ? (
            <p className="milestone-pay" data-testid="milestone-balance">
              <span>{due.error.message}.</span>{' '}
              <PaymentPageLink quoteId={due.error.quoteId}>{MilestoneViewText.payBalance}</PaymentPageLink>
            </p>
          ) : null}
          <h3>
            {MilestoneViewText.updates}
            {m.updatedAt ? (
              <span className="milestone-updated" data-testid="milestone-updated">
                {' '}
                ({updatedAgoText(m.updatedAt, now)})
              </span>
            ) : null}
          </h3>
          {m.events.length === 0 ? (
            <p>{MilestoneViewText.noUpdates}</p>
          ) : (
            <ol className="milestone-events" data-testid="milestone-events">
              {m.events.map((e) => (
                <li key={`${e.occurredAt}-${e.status}`}>
                  <span className="dashboard-strong">{EVENT_TEXT[e.status]}</span>
                  {e.reason ? <span>{e.reason}</span> : null}
                  <span className="milestone-event-meta">
                    <time dateTime={e.occurredAt}>{stationTimeText(e.occurredAt, timeZone)}</time>
                    {e.location ? ` · ${e.location}` : ''} · {MilestoneViewText.carrierStatus(e.tracking)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
