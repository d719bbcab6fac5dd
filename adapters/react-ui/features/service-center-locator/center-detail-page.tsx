import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { movingQuoteFrom, SERVICE_CENTERS_PATH, serviceCenterPath } from '../../../../domain/quote/routes';
import type { ServiceCenterDetail } from '../../../http/client/relomove-api';
import type { ServiceCenterSummary } from '../../../http/contract/reference';
import { CenterFacts } from './center-card';
import { LocatorText } from './locator-text';
import { MapSlot } from './locator-view';
import { useCenterDetail } from './use-center-detail';
import './locator.css';
import { todayBy, usePageClock } from '../../app/page-clock';
import { CardPage, Fact } from '../pages/page-parts';

/** How many coming holidays the detail page lists (the cards show 3). */
const DETAIL_HOLIDAYS = 6;

/** One center's page: where it is, how to reach it, when it is open, a map, and a quote from there. */
export function CenterDetailView({
  center,
  today,
  backTo,
  map,
}: {
  center: ServiceCenterDetail;
  today: IsoDate;
  backTo: string | null;
  map: ReactNode;
}) {
  return (
    <div className="container page center-detail-page">
      <p className="center-detail-back">
        <Link to={backTo ?? SERVICE_CENTERS_PATH}>
          {backTo ? LocatorText.backToSearch : LocatorText.allLink}
        </Link>
      </p>
      <h1>{LocatorText.detailTitle(center.CityName, center.StateCode)}</h1>
      <p className="field-hint">
        {LocatorText.detailCode(center.StationCode)} · {center.StateName}, {center.CountryName}
      </p>
      <div className="locator-layout">
        <div className="locator-main">
          <section className="card" aria-labelledby="center-detail-facts">
            <h2 id="center-detail-facts" className="visually-hidden">
              {LocatorText.contact}
            </h2>
            <CenterFacts center={center} today={today} holidays={DETAIL_HOLIDAYS} />
            <dl className="center-facts">
              <Fact term={LocatorText.mailing}>
                {center.MailingAddress}
                <br />
                {center.MailingCity}, {center.MailingState} {center.MailingZip}
              </Fact>
            </dl>
            <p className="center-actions">
              <Link className="button button-primary" to={movingQuoteFrom(center.ZipCode)}>
                {LocatorText.quoteFromHere}
              </Link>
            </p>
          </section>
        </div>
        <div className="locator-aside">{map}</div>
      </div>
    </div>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardPage kind="center-detail-page" title={title}>
      {children}
    </CardPage>
  );
}

function mapCenter(center: ServiceCenterDetail | ServiceCenterSummary) {
  return {
    StationCode: center.StationCode,
    CityName: center.CityName,
    StateCode: center.StateCode,
    Latitude: center.Latitude,
    Longitude: center.Longitude,
  };
}

/** /service-centers/{StationCode} (issue 15): a center's §3 StationDetail from GET /cities/service-centers/{id}/detail. */
export function CenterDetailPage() {
  const { state, all, backTo } = useCenterDetail();
  const navigate = useNavigate();
  const clock = usePageClock();
  const [today] = useState(() => todayBy(clock));
  switch (state.kind) {
    case 'loading':
      return (
        <p className="container page" role="status">
          {LocatorText.loadingCenter}
        </p>
      );
    case 'notFound':
      return (
        <Shell title={LocatorText.notFoundTitle}>
          <p>{LocatorText.notFoundBody(state.code)}</p>
          <p>
            <Link to={SERVICE_CENTERS_PATH}>{LocatorText.allLink}</Link>
          </p>
        </Shell>
      );
    case 'unavailable':
      return (
        <Shell title={LocatorText.title}>
          <p role="alert">{LocatorText.unavailable}</p>
          <button type="button" className="button" onClick={state.retry}>
            {LocatorText.tryAgain}
          </button>
        </Shell>
      );
    case 'found': {
      const { center } = state;
      const map = (
        <MapSlot
          centers={all.map(mapCenter)}
          numbered={[mapCenter(center)]}
          plain
          active={null}
          onPick={(code) => {
            if (code !== center.StationCode) navigate(serviceCenterPath(code));
          }}
          label={LocatorText.mapLabelOne(`${center.CityName}, ${center.StateCode}`)}
        />
      );
      return <CenterDetailView center={center} today={today} backTo={backTo} map={map} />;
    }
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}
