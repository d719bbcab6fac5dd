import { Link } from 'react-router';
import { Route } from '../../../../../domain/quote/routes';
import { ReservationLoadingMessage } from '../../../../../domain/reservation/enums';
import { InfoPage } from '../../pages/page-parts';
import { DashboardPageText, MoveLoadFailed } from '../dashboard-page';
import { MoveScheduleText, MoveScheduleView } from './move-schedule-view';
import { type MoveScheduleModel, useMoveSchedule } from './use-move-schedule';

/** /dashboard/move-schedule/ (§2): the booked move's whole schedule, with its calendar files. */
export function MoveSchedulePage() {
  return <MoveSchedulePageView model={useMoveSchedule()} />;
}

export function MoveSchedulePageView({ model }: { model: MoveScheduleModel }) {
  if (model.loading) {
    return (
      <InfoPage title={MoveScheduleText.title}>
        <p role="status">{ReservationLoadingMessage.loadingReservation}</p>
      </InfoPage>
    );
  }
  if (model.quote && model.shipment)
    return <MoveScheduleView quote={model.quote} shipment={model.shipment} />;
  if (model.failed) {
    return <MoveLoadFailed title={MoveScheduleText.title} onRetry={model.retry} />;
  }
  return (
    <InfoPage title={MoveScheduleText.title}>
      <p>{DashboardPageText.none}</p>
      <Link className="button button-primary" to={Route.dashboard}>
        {MoveScheduleText.back}
      </Link>
    </InfoPage>
  );
}
