import './dashboard.css';
import type { ReactNode } from 'react';
import type { Cents } from '../../../../domain/money/money';
import type { PriceLine } from '../../../../domain/pricing/price-lines';
import { changeMovePath, deliveryToolPath } from '../../../../domain/quote/routes';
import type { Quote } from '../../../../domain/quote/types';
import { isCancelled } from '../../../../domain/reservation/cancellation';
import { dashboardLimitsOf } from '../../../../domain/reservation/dashboard-restriction';
import { DashboardMilestoneView } from '../../../../domain/reservation/enums';
import { DeliveryAppointmentKind, Milestone } from '../../../../domain/shipment/enums';
import { milestoneTimeZone } from '../../../../domain/shipment/milestone-appointment';
import type {
  BookedMove,
  DeliveryAppointmentState,
  MoveInspection,
  MovePayments,
  StorageSchedule,
} from '../../../http/client/relomove-api';
import { usePageClock } from '../../app/page-clock';
import { DeliveryBanner } from '../delivery/delivery-banner';
import { PickupBanner } from '../pickup/pickup-banner';
import { PostDeliverySurveyCard } from '../surveys/survey-cards';
import { editOpen } from './change-move/change-move-view';
import { chargesModel } from './charges/charges-model';
import { type DashboardMoveState, DashboardOverviewView } from './dashboard-overview-view';
import { PaymentDeclinedNotice } from './dashboard-payments';
import { DashboardSummaryView } from './dashboard-summary-view';
import { DashboardTabPanel, DashboardTabsView } from './dashboard-tabs-view';
import { bookedWindowText, DashboardText } from './dashboard-text';
import { LimitedBanner } from './limited-banner';
import { MilestoneDetail, PendingBanner } from './milestones/milestone-views';
import type { ShipmentView } from './milestones/shipment-view-model';
import { OutOfDateBanner } from './out-of-date-banner';
import type { CancelReservationModel } from './use-cancel-reservation';
import { type DashboardTab, useDashboardTabs } from './use-dashboard-tabs';

export interface DashboardViewProps {
  /** The booked move: Reserved, with Details.Reservation filled (§3 Reservation Details). */
  quote: Quote;
  /** §3 price lines of the booked move. */
  lines: readonly PriceLine[];
  total: Cents;
  /** The view open first (Overview unless told). */
  initialView?: DashboardTab;
  /**
   * Issue 12: the move's payments (GET moves/{id}/payments); undefined while they load (the §2 sentence
   * shows alone), null when they could not be loaded.
   */
  payments?: MovePayments | null;
  /** Issue 15: the move's inspection form (GET moves/{id}/inspection); null or absent while not known. */
  inspection?: MoveInspection | null;
  /** Issue 13: the "Cancel reservation" action's state (the page gives it; absent, no action is offered). */
  cancel?: CancelReservationModel;
  /**
   * Issue 13: the shipment's milestones (GET shipments/{id}); null or absent while not loaded or not
   * available, and the dashboard shows its Overview and Summary alone.
   */
  shipment?: ShipmentView | null;
  /** Issue 13 delivery tool: the §4 delivery appointment kind now; the banner shows while it is WebAppointment. */
  delivery?: DeliveryAppointmentState | null;
  /** The clock for "updated N minutes ago" and the change cut-off's countdown (now unless told). */
  now?: Date;
  /**
   * Issue 13: §6 IsMyMoveEditAllowed and the cut-off (GET moves/{id}); given, the Overview offers "Change my
   * move" until the cut-off and the prompt to call after it.
   */
  edit?: Pick<BookedMove, 'editAllowed' | 'editWindow'>;
  /** Issue 13: the choice between several booked moves, under the title (the page gives it). */
  switcher?: ReactNode;
  /**
   * §4: given, the page is out of date (the server holds a newer revision): the banner shows and the page
   * offers no change or cancellation until the customer loads the latest.
   */
  outOfDate?: { busy: boolean; onShowLatest(): void } | null;
  /** Issue 13: the §7 storage chart for a move with storage (the charges timeline and the storage meter). */
  storageSchedule?: StorageSchedule | null;
}

/**
 * /dashboard (§2): the booked move's Overview and Summary milestone views as two tabs. Overview: that the
 * move is booked, its reference number, dates, delivery window, equipment, both ends (address or service
 * center with its address, hours and phone), the appointment window, the total, and that nothing is charged
 * yet. Summary: contact, the price lines and total, the payment method (brand and last four only), coverage
 * and weight tickets. Issue 12: the Overview's payments (what will be charged and when, the receipts and
 * the balance due), and above the tabs a notice when the last charge was declined (§3 PaymentInfoRequired).
 * A pure view: the page loads the move and its payments and gives them here.
 */
export function DashboardView({
  lines,
  initialView,
  switcher,
  delivery = null,
  storageSchedule = null,
  inspection = null,
  shipment = null,
  outOfDate = null,
  ...given
}: DashboardViewProps) {
  // The move as the Overview shows it: the rest of the props, with their defaults.
  const move: DashboardMoveState = { ...given, inspection, shipment, outOfDate };
  const { quote, total, payments, now, edit } = given;
  const tabs = useDashboardTabs(initialView, shipment);
  const { shown, open } = tabs;
  const reservation = quote.Details.Reservation;
  // A milestone's booked window shows beside its Scheduled date, in the zone of the station where it happens:
  // the drop-off's, and the delivery's booked with the delivery tool while the delivery is on that day.
  const appointmentOf = (m: Milestone): string | null =>
    bookedWindowText(quote, m, shipment?.milestones.find((v) => v.milestone === m)?.StatusDate.Early ?? null);
  const cancelled = isCancelled(quote);
  // Issue 13: a limited dashboard (§3 DashboardType) says why, and what is not online.
  const clock = usePageClock();
  const limits = dashboardLimitsOf(quote);
  // Issue 13: the charges timeline and the storage meter (charges/charges-model.ts).
  const charges = payments
    ? chargesModel({
        quote,
        payments,
        shipment,
        schedule: storageSchedule,
        now: now ?? new Date(clock.nowMs()),
      })
    : null;

  return (
    <div className="container page dashboard">
      <h1>{DashboardText.title}</h1>
      {switcher}
      {outOfDate ? <OutOfDateBanner busy={outOfDate.busy} onShowLatest={outOfDate.onShowLatest} /> : null}
      {limits && !cancelled ? <LimitedBanner limits={limits} /> : null}
      {payments?.PaymentInfoRequired ? (
        <PaymentDeclinedNotice payments={payments} methods={reservation?.PaymentMethods ?? []} />
      ) : null}
      {shipment?.pendingReason ? <PendingBanner reason={shipment.pendingReason} /> : null}
      {shipment && !cancelled ? <PickupBanner quoteId={quote.QuoteId} shipment={shipment} /> : null}
      <DeliveryBanner quoteId={quote.QuoteId} state={delivery} />
      {/* Issue 15: the post-delivery survey, once Delivery is Complete. */}
      <PostDeliverySurveyCard quoteId={quote.QuoteId} shipment={shipment} cancelled={cancelled} />
      <DashboardTabsView tabs={tabs} shipment={shipment} />

      <DashboardTabPanel tabs={tabs} view={DashboardMilestoneView.Overview}>
        <DashboardOverviewView
          {...move}
          cancelled={cancelled}
          charges={charges}
          appointmentOf={appointmentOf}
          deliveryBookable={delivery?.Kind === DeliveryAppointmentKind.WebAppointment}
          onOpen={open}
        />
      </DashboardTabPanel>

      <DashboardTabPanel tabs={tabs} view={DashboardMilestoneView.Summary}>
        <DashboardSummaryView quote={quote} lines={lines} total={total} />
      </DashboardTabPanel>

      {shipment
        ? shipment.sequence.map((m) => (
            <DashboardTabPanel key={m} tabs={tabs} view={m}>
              {shown === m ? (
                <MilestoneDetail
                  shipment={shipment}
                  milestone={m}
                  now={now ?? new Date(clock.nowMs())}
                  appointmentOf={appointmentOf}
                  timeZone={milestoneTimeZone(quote, m)}
                  balance={payments ? { quoteId: payments.QuoteId, due: payments.InvoiceAmountDue } : null}
                  quoteId={cancelled ? null : quote.QuoteId}
                  deliveryTool={delivery?.Kind === 'WebAppointment' ? deliveryToolPath(quote.QuoteId) : null}
                  storage={m === Milestone.Storage ? (charges?.storage ?? null) : null}
                  changeMove={
                    edit && !cancelled && !outOfDate && editOpen(edit, now ?? new Date(clock.nowMs()))
                      ? changeMovePath(quote.QuoteId)
                      : null
                  }
                />
              ) : null}
            </DashboardTabPanel>
          ))
        : null}
    </div>
  );
}
