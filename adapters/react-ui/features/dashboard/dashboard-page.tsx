import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { textNumber } from '../../../../domain/notifications/message-kinds';
import { Route } from '../../../../domain/quote/routes';
import { isCancelled } from '../../../../domain/reservation/cancellation';
import { ReservationLoadingMessage, ReservationStep } from '../../../../domain/reservation/enums';
import { reservationPath } from '../../../../domain/reservation/reservation-entry';
import { usePageClock } from '../../app/page-clock';
import { InfoPage, RetryAlert } from '../pages/page-parts';
import { originTimeZone } from './change-move/cutoff-countdown';
import { dashboardStage } from './dashboard-stage';
import { markWelcomePopupUsed, welcomePopupUsed } from './dashboard-storage';
import { DashboardView } from './dashboard-view';
import { MessageLogSection } from './message-log/message-log-view';
import { MessageSettings } from './message-settings/message-settings';
import { msUntilUpdatedAgoChanges } from './milestones/milestone-text';
import type { ShipmentView } from './milestones/shipment-view-model';
import { MoveSwitcher } from './move-switcher';
import { type DashboardModel, useDashboard } from './use-dashboard';
import { type MoveChangesModel, useMoveChanges } from './use-move-changes';
import { WelcomePopup } from './welcome-popup';

/** The words of the dashboard's other states (ours; §4 gives 'quote is incomplete'). */
export const DashboardPageText = {
  none: 'You have no booked move yet.',
  continue: 'Continue your reservation',
  failed: 'We could not load your move. Please try again in a moment.',
  incomplete: 'quote is incomplete',
} as const;

/** /dashboard (§2): the booked move's Overview and Summary, following the move as it changes (issue 28). */
/** A move's page whose reading failed: what happened, and a way to read it again. */
export function MoveLoadFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <InfoPage title={title}>
      <RetryAlert message={DashboardPageText.failed} onRetry={onRetry} />
    </InfoPage>
  );
}

export function DashboardPage() {
  const model = useDashboard();
  const changes = useMoveChanges(model.move ? model.move.quote.QuoteId : null);
  const now = useNow(model.shipment);
  return (
    <>
      <DashboardPageView model={model} now={now} />
      <MoveChangesAnnouncer changes={changes} />
      {/* Issue 14: "What we send you", for whoever is signed in, with or without a booked move. */}
      {model.customer !== null && !model.loading ? (
        <MessageSettings
          {...(model.move
            ? {
                textsTo: textNumber({
                  smsOptIn: model.move.quote.Details.SmsOptIn,
                  smsNumber: model.move.quote.Details.Reservation?.SMSPhoneNumber ?? '',
                }),
              }
            : {})}
        />
      ) : null}
    </>
  );
}

/** Issue 13: the welcome popup shows once per customer on this browser (§3 welcome-popup-used). */
function useWelcomePopup(customer: string | null) {
  const [closed, setClosed] = useState(false);
  return {
    show: customer !== null && !closed && !welcomePopupUsed(customer),
    close: () => {
      if (customer !== null) markWelcomePopupUsed(customer);
      setClosed(true);
    },
  };
}

/**
 * Issue 28: the page's clock, read again exactly when a milestone's "updated N minutes ago" would change (at
 * least each minute, for the other countdowns), so what it says stays true while the page is open.
 */
function useNow(shipment: ShipmentView | null): Date {
  const clock = usePageClock(); // issue 25: the test's clock under test, never the machine's
  const [now, setNow] = useState(() => new Date(clock.nowMs()));
  useEffect(() => {
    const waits = (shipment?.milestones ?? []).flatMap((m) =>
      m.updatedAt ? [msUntilUpdatedAgoChanges(m.updatedAt, now)] : [],
    );
    const timer = setTimeout(() => setNow(new Date(clock.nowMs())), Math.min(60_000, ...waits));
    return () => clearTimeout(timer);
  }, [shipment, now, clock]);
  return now;
}

/**
 * Issue 28: says politely (a status region, read when the reader is free) that the move changed and the page
 * shows it; never takes the focus. Repeated words are said again (each is a new node).
 */
export function MoveChangesAnnouncer({ changes }: { changes: MoveChangesModel }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="dashboard-live">
      {changes.announcement.text ? (
        <span key={changes.announcement.count}>{changes.announcement.text}</span>
      ) : null}
    </p>
  );
}

export function DashboardPageView({ model, now }: { model: DashboardModel; now?: Date }) {
  const welcome = useWelcomePopup(model.customer);
  if (model.loading) {
    return (
      <InfoPage title="My move">
        <p role="status">{ReservationLoadingMessage.loadingReservation}</p>
      </InfoPage>
    );
  }
  if (model.move && !model.incomplete) {
    return (
      <>
        <DashboardView
          switcher={<MoveSwitcher moves={model.reserved} shown={model.reservedId} onChoose={model.choose} />}
          quote={model.move.quote}
          lines={model.move.lines}
          total={model.move.total}
          payments={model.payments}
          inspection={model.inspection}
          shipment={model.shipment}
          delivery={model.delivery}
          cancel={model.cancel}
          edit={model.move}
          storageSchedule={model.storageSchedule}
          {...(now ? { now } : {})}
          outOfDate={model.outOfDate ? { busy: model.reloading, onShowLatest: model.retry } : null}
        />
        {/* Issue 14: what we sent about the move (/dashboard#messages). */}
        <MessageLogSection quoteId={model.move.quote.QuoteId} timeZone={originTimeZone(model.move.quote)} />
        {welcome.show && model.scheduling.known ? (
          <WelcomePopup
            onClose={welcome.close}
            move={model.move}
            steps={model.scheduling.steps}
            pickup={model.scheduling.pickup}
            delivery={model.scheduling.delivery}
            stage={dashboardStage(isCancelled(model.move.quote), model.payments, model.shipment)}
            {...(now ? { now } : {})}
          />
        ) : null}
      </>
    );
  }
  if (model.incomplete) {
    return (
      <InfoPage title="My move">
        <p role="alert">{DashboardPageText.incomplete}</p>
      </InfoPage>
    );
  }
  if (model.failed) {
    return <MoveLoadFailed title="My move" onRetry={model.retry} />;
  }
  return (
    <InfoPage title="My move">
      <p>{DashboardPageText.none}</p>
      {model.openQuote !== null ? (
        <Link
          className="button button-primary"
          to={reservationPath(model.openQuote, ReservationStep.location)}
        >
          {DashboardPageText.continue}
        </Link>
      ) : (
        <Link className="button button-primary" to={Route.movingQuote}>
          Get a quote
        </Link>
      )}
    </InfoPage>
  );
}
