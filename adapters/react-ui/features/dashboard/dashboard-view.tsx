import { Link } from 'react-router';
import './dashboard.css';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fromStoredTime } from '../../../../domain/calendar/appointment-time';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { isWillAdvise } from '../../../../domain/location/load-rules';
import type { Cents } from '../../../../domain/money/money';
import { formatUsd } from '../../../../domain/money/money';
import { liabilityFromApiValue, liabilityLabel } from '../../../../domain/pricing/liability';
import { deliveryNoteText, equipmentName, type PriceLine } from '../../../../domain/pricing/price-lines';
import { selectedOption } from '../../../../domain/quote/edit-quote';
import { AppointmentWindow, DeliveryType } from '../../../../domain/quote/enums';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { deliveryToolPath, Route } from '../../../../domain/quote/routes';
import { deliveryNoteFor } from '../../../../domain/quote/stored-price';
import type { Location, Quote, SpotAppointment, StationDetail } from '../../../../domain/quote/types';
import { isCancelled } from '../../../../domain/reservation/cancellation';
import { dashboardLimitsOf } from '../../../../domain/reservation/dashboard-restriction';
import { DashboardMilestoneView, MilitaryBranch } from '../../../../domain/reservation/enums';
import { moveMessages, moveStage } from '../../../../domain/reservation/move-messages';
import { MILESTONES, Milestone, ShipmentState } from '../../../../domain/shipment/enums';
import { digitsOnly } from '../../../../domain/validation/digits';
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
import { PriceLinesTable } from '../quote-view/price-lines-table';
import {
  formatPhone,
  MILITARY_BRANCH_LABEL,
  serviceDaysText,
} from '../reservation/location-step/location-text';
import { PostDeliverySurveyCard, VisitSafetyCard } from '../surveys/survey-cards';
import { CancelledNotice, CancelReservation } from './cancel-reservation';
import { ChangeMoveEntry } from './change-move/change-move-entry';
import { originTimeZone } from './change-move/cutoff-countdown';
import { chargesModel } from './charges/charges-model';
import { DashboardPayments, PaymentDeclinedNotice, PaymentsText, receiptsOf } from './dashboard-payments';
import { LimitedBanner } from './limited-banner';
import { MILESTONE_NAME, STATUS_TEXT } from './milestones/milestone-text';
import { MilestoneDetail, PendingBanner, ShipmentOverview } from './milestones/milestone-views';
import { type ShipmentView, shipmentDays } from './milestones/shipment-view-model';
import { OutOfDateBanner } from './out-of-date-banner';
import { NO_PAYMENT_TEXT, paymentMethodText } from './payment-method-text';
import { ReadinessChecklist } from './readiness/readiness-checklist';
import type { CancelReservationModel } from './use-cancel-reservation';

export { paymentMethodText };

/** The words of the dashboard's Overview and Summary (ours, except the §2 note and title). */
export const DashboardText = {
  title: BannerText.reservedTitleComplete,
  booked: 'Your move is booked',
  /** Issue 13: the heading follows the §4 shipment state once the move has left. */
  onItsWay: 'Your move is on its way',
  complete: 'Your move is complete',
  /** Issue 13: the Overview's link to /dashboard/move-schedule/. */
  schedule: 'See your whole schedule and add it to your calendar',
  tabs: 'Your move',
  viewLabel: {
    [DashboardMilestoneView.Overview]: 'Overview',
    [DashboardMilestoneView.Summary]: 'Summary',
  },
  reference: 'Reference number',
  dropOff: 'Drop-off date',
  pickup: 'Pickup date',
  delivery: 'Delivery',
  equipment: 'Equipment',
  origin: 'Origin',
  destination: 'Destination',
  appointment: 'Drop-off appointment',
  total: 'Total',
  contact: 'Contact',
  name: 'Name',
  email: 'Email',
  phoneTerm: 'Phone',
  smsTerm: 'Text messages',
  laborTerm: 'Loading help',
  price: 'Price',
  priceCaption: 'Price lines of your move',
  payment: 'Payment method',
  coverage: 'Liability coverage',
  weightTickets: 'Weight tickets',
  notRequested: 'Not requested',
  requested: (branch: string) => (branch ? `Requested (${branch})` : 'Requested'),
  noPayment: NO_PAYMENT_TEXT,
  willAdvise: 'Address to come (Will Advise)',
  serviceCenter: (station: StationDetail) => `${station.CityName}, ${station.StateCode} service center`,
  hours: (days: string) => `Open ${days}`,
  phone: (phone: string) => `Phone ${phone}`,
  sms: (phone: string) => `Text messages to ${phone}`,
  labor: 'Referral for loading help requested',
  window: {
    // The schedule step's own words for this choice (schedule-step.tsx), so the customer recognises it.
    [AppointmentWindow.Unspecified]: 'No preference (any time that day)',
    [AppointmentWindow.Open]: 'Open window (any time that day)',
    [AppointmentWindow.OneHourWindow]: 'one-hour window',
    [AppointmentWindow.TwoHourWindow]: 'two-hour window',
  },
} as const;

/** §3 Appointment: '08:00 – 10:00 (two-hour window)' (stored 4 digits shown as HH:MM), or the window's words. */
export function appointmentText(appointment: SpotAppointment | undefined): string {
  if (!appointment) return DashboardText.window.Unspecified;
  const window = appointment.AppointmentWindow;
  if (window !== AppointmentWindow.OneHourWindow && window !== AppointmentWindow.TwoHourWindow) {
    return DashboardText.window[window];
  }
  const early = fromStoredTime(appointment.EarlyTime);
  const late = fromStoredTime(appointment.LateTime);
  if (early.isErr() || late.isErr()) return DashboardText.window[window];
  return `${early.value} – ${late.value} (${DashboardText.window[window]})`;
}

function Station({ station }: { station: StationDetail }) {
  const hours = serviceDaysText(station.ServiceDays);
  return (
    <>
      <span className="dashboard-strong">{DashboardText.serviceCenter(station)}</span>
      <span>{station.Address}</span>
      <span>
        {station.CityName}, {station.StateCode} {station.ZipCode}
      </span>
      {hours ? <span>{DashboardText.hours(hours)}</span> : null}
      {station.CustomerServicePhoneNumber ? (
        <span>{DashboardText.phone(formatPhone(station.CustomerServicePhoneNumber))}</span>
      ) : null}
    </>
  );
}

/** One end of the move: its service center for terminal service, else its address (or 'Will Advise'). */
function End({ location, terminal, unknown }: { location: Location; terminal: boolean; unknown: boolean }) {
  if (terminal && location.StationDetail) {
    return (
      <span className="dashboard-lines">
        <Station station={location.StationDetail} />
      </span>
    );
  }
  return (
    <span className="dashboard-lines">
      {unknown ? (
        <span>{DashboardText.willAdvise}</span>
      ) : (
        <>
          {location.AddressLine1 ? <span className="dashboard-strong">{location.AddressLine1}</span> : null}
          {location.AddressLine2 ? <span>{location.AddressLine2}</span> : null}
        </>
      )}
      <span>
        {location.City}, {location.State} {unknown ? '' : location.ZIP}
      </span>
    </span>
  );
}

function Item({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

const date = (value: IsoDate | null | undefined) => (value ? formatMMDDYYYY(value) : '');

const VIEWS = [DashboardMilestoneView.Overview, DashboardMilestoneView.Summary] as const;
/** §2 Dashboard milestone views: Overview and Summary, and with a shipment each milestone of the move. */
export type DashboardTab = DashboardMilestoneView;

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
  quote,
  lines,
  total,
  initialView,
  payments,
  inspection = null,
  cancel,
  shipment = null,
  delivery = null,
  now,
  edit,
  switcher,
  outOfDate = null,
  storageSchedule = null,
}: DashboardViewProps) {
  const id = useId();
  const [view, setView] = useState<DashboardTab>(initialView ?? DashboardMilestoneView.Overview);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const strip = useRef<HTMLDivElement | null>(null);
  // On a phone the strip scrolls sideways: bring the milestone under way into its sight (the strip only,
  // never the page).
  const active = shipment?.active ?? null;
  useEffect(() => {
    const list = strip.current;
    const tab = active ? tabs.current[[...VIEWS, ...(shipment?.sequence ?? [])].indexOf(active)] : null;
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // The strip is positioned (dashboard.css), so a tab's offsetLeft is counted from the strip.
    list.scrollLeft = Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2);
  }, [active, shipment?.sequence]);
  const d = quote.Details;
  const reservation = d.Reservation;
  // Issue 27: the drop-off and pickup days the shipment says now (re-based on what happened).
  const days = shipmentDays(shipment);
  const option = selectedOption(d.PricingOptions);
  const tabId = (v: DashboardTab) => `${id}-tab-${v}`;
  const panelId = (v: DashboardTab) => `${id}-panel-${v}`;
  // Issue 13: with a shipment, the milestones of the move follow in the order it goes through them; those
  // that do not apply are listed on the Overview with their reasons (docs/decisions.md).
  const views: readonly DashboardTab[] = shipment ? [...VIEWS, ...shipment.sequence] : VIEWS;
  const shown = views.includes(view) ? view : DashboardMilestoneView.Overview;

  /** Opens a view and moves the focus to its tab, scrolled fully into the strip's sight on a phone. */
  const open = (next: DashboardTab) => {
    setView(next);
    const tab = tabs.current[views.indexOf(next)];
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = views.indexOf(shown);
    const next =
      event.key === 'ArrowRight'
        ? views[(index + 1) % views.length]
        : event.key === 'ArrowLeft'
          ? views[(index + views.length - 1) % views.length]
          : event.key === 'Home'
            ? views[0]
            : event.key === 'End'
              ? views[views.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    open(next);
  };
  // The drop-off appointment's window shows beside a Scheduled drop-off date.
  const dropOffWindow = appointmentText(reservation?.SpotAppointment);
  const appointmentOf = (m: Milestone) =>
    m === Milestone.DropOff && /\d:\d\d/.test(dropOffWindow) ? dropOffWindow : null;

  const military = reservation?.WeightTickets
    ? reservation.MilitaryBranch === MilitaryBranch.Other
      ? reservation.MilitaryBranchOther || MILITARY_BRANCH_LABEL.Other
      : reservation.MilitaryBranch
        ? MILITARY_BRANCH_LABEL[reservation.MilitaryBranch]
        : ''
    : null;
  const contact = reservation?.Contact;
  const name = [contact?.FirstName || d.Origin.FirstName, contact?.LastName || d.Origin.LastName]
    .filter(Boolean)
    .join(' ');
  const email = contact?.EmailAddress || d.EmailAddress || d.ContactEmailAddress;
  const sms = d.SmsOptIn ? reservation?.SMSPhoneNumber || d.PhoneNumber : '';
  const liability = liabilityFromApiValue(d.Accessorials.Liability).unwrapOr(0);
  const cancelled = isCancelled(quote);
  // Issue 27: every message about where the move stands is chosen from its stage (move-messages.ts).
  const stage = moveStage({
    cancelled,
    charged: (payments?.Captured ?? 0) > 0,
    shipment: shipment?.state ?? null,
  });
  const messages = moveMessages(stage);
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
      <div role="tablist" aria-label={DashboardText.tabs} className="dashboard-tabs" ref={strip}>
        {views.map((v, index) => (
          <button
            key={v}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(v)}
            aria-selected={shown === v}
            aria-controls={panelId(v)}
            tabIndex={shown === v ? 0 : -1}
            className="dashboard-tab"
            onClick={() => open(v)}
            onKeyDown={onTabKey}
            aria-label={isMilestone(v) ? milestoneTabName(v, shipment) : undefined}
            data-status={
              isMilestone(v) ? shipment?.milestones.find((m) => m.milestone === v)?.Status : undefined
            }
          >
            {isMilestone(v) ? <MilestoneTabLabel milestone={v} /> : DashboardText.viewLabel[v]}
          </button>
        ))}
      </div>

      <section
        role="tabpanel"
        id={panelId(DashboardMilestoneView.Overview)}
        aria-labelledby={tabId(DashboardMilestoneView.Overview)}
        hidden={shown !== DashboardMilestoneView.Overview}
        className="card dashboard-panel"
        data-view={DashboardMilestoneView.Overview}
      >
        {cancelled ? (
          <CancelledNotice quote={quote} payments={payments} />
        ) : (
          <h2 className="dashboard-booked">
            {shipment?.state === ShipmentState.Completed
              ? DashboardText.complete
              : shipment?.state === ShipmentState.Shipped
                ? DashboardText.onItsWay
                : DashboardText.booked}
          </h2>
        )}
        {shipment && !cancelled ? (
          <ShipmentOverview
            shipment={shipment}
            delivery={
              option
                ? { note: deliveryNoteFor(quote, option), transitBusinessDays: option.CarrierTransitTime }
                : null
            }
            appointmentOf={appointmentOf}
            onOpen={open}
            afterSteps={
              <p>
                <Link to={Route.moveSchedule} data-testid="dashboard-move-schedule">
                  {DashboardText.schedule}
                </Link>
              </p>
            }
          />
        ) : null}
        <ReadinessChecklist
          quote={quote}
          payments={payments}
          inspection={inspection}
          shipment={shipment}
          now={now}
        />
        {/* Issue 15 (§7 surveys/covid): health and safety while a crew visit to the home is ahead. */}
        <VisitSafetyCard quoteId={quote.QuoteId} shipment={shipment} cancelled={cancelled} />
        <dl className="dashboard-facts">
          <Item term={DashboardText.reference} testId="dashboard-reference">
            {digitsOnly(quote.QuoteId)}
          </Item>
          <Item term={DashboardText.dropOff} testId="dashboard-drop-off">
            {date(days.dropOff ?? reservation?.MoveDate ?? d.SpotDate)}
          </Item>
          <Item term={DashboardText.pickup} testId="dashboard-pickup">
            {date(days.pickup ?? reservation?.PickupDate ?? d.PickupDate)}
          </Item>
          {option && !shipment ? (
            // With the shipment, the Overview's first lines give the delivery with its basis.
            <Item term={DashboardText.delivery} testId="dashboard-delivery">
              {deliveryNoteText(deliveryNoteFor(quote, option))}
            </Item>
          ) : null}
          {option ? (
            <Item term={DashboardText.equipment}>
              {equipmentName(option.EquipType, option.EquipQuantity, option.LinearFeet)}
            </Item>
          ) : null}
          <Item term={DashboardText.origin} testId="dashboard-origin">
            <End
              location={d.Origin}
              terminal={option?.OriginDelivery === DeliveryType.Terminal}
              unknown={false}
            />
          </Item>
          <Item term={DashboardText.destination} testId="dashboard-destination">
            <End
              location={d.Destination}
              terminal={option?.DestinationDelivery === DeliveryType.Terminal}
              unknown={isWillAdvise(d.Destination)}
            />
          </Item>
          <Item term={DashboardText.appointment} testId="dashboard-appointment">
            {appointmentText(reservation?.SpotAppointment)}
          </Item>
          {cancelled ? null : (
            // A cancelled move costs its fee: the notice above says what it is.
            <Item term={DashboardText.total}>
              <span className="dashboard-total">{formatUsd(total)}</span>
            </Item>
          )}
        </dl>
        {payments ? (
          // A cancelled move with no charge or refund has nothing to add to its notice.
          cancelled && receiptsOf(payments.Ledger).length === 0 ? null : (
            <DashboardPayments
              payments={payments}
              methods={reservation?.PaymentMethods ?? []}
              timeline={charges?.timeline}
              storage={charges?.storage?.started ? charges.storage.meter : null}
              now={now}
              stage={stage}
            />
          )
        ) : (
          <>
            {cancelled ? null : <p className="notice notice-info">{messages.paymentNote}</p>}
            {payments === null ? <p role="alert">{PaymentsText.unavailable}</p> : null}
          </>
        )}
        {edit && !cancelled && !outOfDate ? (
          <ChangeMoveEntry quoteId={quote.QuoteId} move={edit} timeZone={originTimeZone(quote)} now={now} />
        ) : null}
        {cancel && !outOfDate && messages.offersCancel ? (
          <CancelReservation quote={quote} payments={payments} model={cancel} />
        ) : null}
      </section>

      <section
        role="tabpanel"
        id={panelId(DashboardMilestoneView.Summary)}
        aria-labelledby={tabId(DashboardMilestoneView.Summary)}
        hidden={shown !== DashboardMilestoneView.Summary}
        className="card dashboard-panel"
        data-view={DashboardMilestoneView.Summary}
      >
        <h2>{DashboardText.contact}</h2>
        <dl className="dashboard-facts">
          <Item term={DashboardText.name}>{name}</Item>
          <Item term={DashboardText.email}>{email}</Item>
          <Item term={DashboardText.phoneTerm} testId="dashboard-phone">
            {formatPhone(d.PhoneNumber)}
          </Item>
          {sms ? <Item term={DashboardText.smsTerm}>{DashboardText.sms(formatPhone(sms))}</Item> : null}
          {reservation?.laborRequested ? (
            <Item term={DashboardText.laborTerm}>{DashboardText.labor}</Item>
          ) : null}
        </dl>
        <h2>{DashboardText.price}</h2>
        <div className="price-breakdown">
          <PriceLinesTable
            lines={lines}
            total={total}
            caption={DashboardText.priceCaption}
            totalTestId="dashboard-total"
          />
        </div>
        <dl className="dashboard-facts">
          <Item term={DashboardText.payment} testId="dashboard-payment">
            {paymentMethodText(reservation?.PaymentMethods?.[0])}
          </Item>
          <Item term={DashboardText.coverage} testId="dashboard-coverage">
            <span className="dashboard-capital">{liabilityLabel(liability)}</span>
          </Item>
          <Item term={DashboardText.weightTickets} testId="dashboard-weight-tickets">
            {military === null ? DashboardText.notRequested : DashboardText.requested(military)}
          </Item>
        </dl>
      </section>

      {shipment
        ? shipment.sequence.map((m) => (
            <section
              key={m}
              role="tabpanel"
              id={panelId(m)}
              aria-labelledby={tabId(m)}
              hidden={shown !== m}
              className="card dashboard-panel"
              data-view={m}
            >
              {shown === m ? (
                <MilestoneDetail
                  shipment={shipment}
                  milestone={m}
                  now={now ?? new Date(clock.nowMs())}
                  appointmentOf={appointmentOf}
                  balance={payments ? { quoteId: payments.QuoteId, due: payments.InvoiceAmountDue } : null}
                  quoteId={cancelled ? null : quote.QuoteId}
                  deliveryTool={delivery?.Kind === 'WebAppointment' ? deliveryToolPath(quote.QuoteId) : null}
                  storage={m === Milestone.Storage ? (charges?.storage ?? null) : null}
                />
              ) : null}
            </section>
          ))
        : null}
    </div>
  );
}

const isMilestone = (v: DashboardTab): v is Milestone => (MILESTONES as readonly string[]).includes(v);

/** A milestone's tab: its short name and a dot for its status (the status in words is in its name). */
function MilestoneTabLabel({ milestone }: { milestone: Milestone }) {
  return (
    <>
      <span className="dashboard-tab-dot" aria-hidden="true" />
      {MILESTONE_NAME[milestone].tab}
    </>
  );
}

/**
 * A milestone tab's accessible name: 'Drop-off, not started'. Given as aria-label rather than hidden text,
 * which browsers joined to the name with a stray space ('Drop-off , not started').
 */
function milestoneTabName(milestone: Milestone, shipment: ShipmentView | null): string {
  const status = shipment?.milestones.find((m) => m.milestone === milestone)?.Status;
  const name = MILESTONE_NAME[milestone].tab;
  return status ? `${name}, ${STATUS_TEXT[status].toLowerCase()}` : name;
}
