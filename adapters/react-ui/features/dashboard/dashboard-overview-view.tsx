import { Link } from 'react-router';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { isWillAdvise } from '../../../../domain/location/load-rules';
import { placeLine } from '../../../../domain/location/place-line';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { deliveryNoteText, equipmentName } from '../../../../domain/pricing/price-lines';
import { selectedOption } from '../../../../domain/quote/edit-quote';
import { DeliveryType } from '../../../../domain/quote/enums';
import { Route } from '../../../../domain/quote/routes';
import { deliveryNoteFor } from '../../../../domain/quote/stored-price';
import type { Location, Quote, StationDetail } from '../../../../domain/quote/types';
import { moveMessages } from '../../../../domain/reservation/move-messages';
import { type Milestone, ShipmentState } from '../../../../domain/shipment/enums';
import { onBookedDropOffDay } from '../../../../domain/shipment/milestone-appointment';
import { digitsOnly } from '../../../../domain/validation/digits';
import type { BookedMove, MoveInspection, MovePayments } from '../../../http/client/relomove-api';
import { formatPhone, serviceDaysText } from '../reservation/location-step/location-text';
import { VisitSafetyCard } from '../surveys/survey-cards';
import { CancelledNotice, CancelReservation } from './cancel-reservation';
import { ChangeMoveEntry } from './change-move/change-move-entry';
import { originTimeZone } from './change-move/cutoff-countdown';
import type { ChargesModel } from './charges/charges-model';
import { Item } from './dashboard-fact';
import { DashboardPayments, PaymentsText, receiptsOf } from './dashboard-payments';
import { dashboardStage } from './dashboard-stage';
import { appointmentText, DashboardText } from './dashboard-text';
import { hasArrived, isInStorage } from './milestones/milestone-text';
import { ShipmentOverview } from './milestones/milestone-views';
import { type ShipmentView, shipmentDays } from './milestones/shipment-view-model';
import { ReadinessChecklist } from './readiness/readiness-checklist';
import type { CancelReservationModel } from './use-cancel-reservation';
import type { DashboardTab } from './use-dashboard-tabs';

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
      <span>{placeLine({ ...location, ZIP: unknown ? '' : location.ZIP })}</span>
    </span>
  );
}

const date = (value: IsoDate | null | undefined) => (value ? formatMMDDYYYY(value) : '');

/** The booked move as the dashboard shows it: DashboardView's props of the move, their defaults applied. */
export interface DashboardMoveState {
  quote: Quote;
  total: Cents;
  payments?: MovePayments | null;
  inspection: MoveInspection | null;
  cancel?: CancelReservationModel;
  shipment: ShipmentView | null;
  now?: Date;
  edit?: Pick<BookedMove, 'editAllowed' | 'editWindow'>;
  outOfDate: { busy: boolean; onShowLatest(): void } | null;
}

export interface DashboardOverviewProps extends DashboardMoveState {
  cancelled: boolean;
  /** The charges timeline and the storage meter, once the payments are known. */
  charges: ChargesModel | null;
  /** The drop-off appointment's window beside a milestone's date, where it has one. */
  appointmentOf: (m: Milestone) => string | null;
  /** Issue 13 delivery tool: the delivery can be booked online now (§4 WebAppointment). */
  deliveryBookable?: boolean;
  onOpen: (view: DashboardTab) => void;
}

/**
 * The dashboard's Overview (§2): that the move is booked, its reference number, dates, delivery window,
 * equipment, both ends (address or service center with its address, hours and phone), the appointment
 * window, the total, and that nothing is charged yet. Issue 12: its payments (what will be charged and when,
 * the receipts and the balance due).
 */
export function DashboardOverviewView({
  cancelled,
  charges,
  appointmentOf,
  deliveryBookable = false,
  onOpen: open,
  ...move
}: DashboardOverviewProps) {
  const { quote, total, payments, cancel, shipment, now, edit, outOfDate } = move;
  const d = quote.Details;
  const reservation = d.Reservation;
  // Issue 27: the drop-off and pickup days the shipment says now (re-based on what happened).
  const days = shipmentDays(shipment);
  const option = selectedOption(d.PricingOptions);
  // Issue 27: every message about where the move stands is chosen from its stage (move-messages.ts).
  const stage = dashboardStage(cancelled, payments, shipment);
  const messages = moveMessages(stage);
  return (
    <>
      {cancelled ? (
        <CancelledNotice
          quote={quote}
          payments={payments}
          justCancelled={cancel?.justCancelled === quote.QuoteId}
          onShown={cancel?.justShown}
        />
      ) : (
        <h2 className="dashboard-booked">
          {shipment?.state === ShipmentState.Completed
            ? DashboardText.complete
            : shipment?.state === ShipmentState.Shipped
              ? isInStorage(shipment)
                ? DashboardText.inStorage
                : hasArrived(shipment)
                  ? DashboardText.arrived
                  : DashboardText.onItsWay
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
          deliveryBookable={deliveryBookable}
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
      <ReadinessChecklist {...move} />
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
        {onBookedDropOffDay(quote, days.dropOff ?? d.SpotDate) ? (
          <Item term={DashboardText.appointment} testId="dashboard-appointment">
            {appointmentText(reservation?.SpotAppointment, originTimeZone(quote))}
          </Item>
        ) : null}
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
      {edit && messages.offersChange && !outOfDate ? (
        <ChangeMoveEntry quoteId={quote.QuoteId} move={edit} timeZone={originTimeZone(quote)} now={now} />
      ) : null}
      {cancel && !outOfDate && messages.offersCancel ? (
        <CancelReservation quote={quote} payments={payments} model={cancel} />
      ) : null}
    </>
  );
}
