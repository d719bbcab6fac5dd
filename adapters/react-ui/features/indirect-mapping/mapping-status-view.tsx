import { Link } from 'react-router';
import type { PlaceMappingView } from '../../../../application/place-mappings/place-mapping-views';
import { INDIRECT_MAPPING_PATH, PlaceMappingStatus } from '../../../../domain/location/place-mapping';
import { Route } from '../../../../domain/quote/routes';
import type { CityResult } from '../../../http/client/relomove-api';
import { PhoneLink } from '../../app/phone-link';
import { MappingText, nearLabel } from './indirect-mapping-text';
import './indirect-mapping.css';

const placeOf = (m: PlaceMappingView) => `${m.placeName}, ${m.stateCode}`;

/** The status page's title. */
export function mappingTitle(m: PlaceMappingView): string {
  switch (m.status) {
    case PlaceMappingStatus.Pending:
      return MappingText.pendingTitle(placeOf(m));
    case PlaceMappingStatus.Confirmed:
      return MappingText.confirmedTitle(placeOf(m));
    case PlaceMappingStatus.Rejected:
      return MappingText.rejectedTitle(placeOf(m));
    case PlaceMappingStatus.Withdrawn:
      return MappingText.withdrawnTitle(placeOf(m));
    default: {
      const never: never = m.status;
      return never;
    }
  }
}

/** One request's status and what happens next (issue 15): presentational. */
export function MappingStatusView({
  mapping,
  justSent,
  onQuoteFrom,
}: {
  mapping: PlaceMappingView;
  justSent: boolean;
  onQuoteFrom(place: CityResult): void;
}) {
  return (
    <div className="container page mapping-page mapping-status" data-status={mapping.status}>
      {justSent && mapping.status === PlaceMappingStatus.Pending ? (
        <p role="status" className="notice notice-success">
          {MappingText.received}
        </p>
      ) : null}
      <h1>{mappingTitle(mapping)}</h1>
      <MappingStatusDetails mapping={mapping} onQuoteFrom={onQuoteFrom} />
    </div>
  );
}

/** The status page's body, under its title; `nextLevel` is the level of its "What happens next" heading. */
export function MappingStatusDetails({
  mapping,
  onQuoteFrom,
  nextLevel = 2,
}: {
  mapping: PlaceMappingView;
  onQuoteFrom(place: CityResult): void;
  nextLevel?: 2 | 3 | 4;
}) {
  const place = placeOf(mapping);
  const near = nearLabel(mapping.near);
  const Next = `h${nextLevel}` as const;
  const quoteButton = (from: CityResult, label: string) => (
    <button type="button" className="button button-primary" onClick={() => onQuoteFrom(from)}>
      {label}
    </button>
  );
  return (
    <>
      {mapping.status === PlaceMappingStatus.Pending ? (
        <>
          <Next>{MappingText.next}</Next>
          <ol className="steps">
            <li>{MappingText.stepCheck(place, near)}</li>
            <li>{MappingText.stepFound(mapping.placeName)}</li>
            <li>{MappingText.stepQuote}</li>
          </ol>
          {mapping.near ? (
            <>
              <p>{MappingText.meanwhile(near)}</p>
              <div className="mapping-actions">{quoteButton(mapping.near, MappingText.quoteFrom(near))}</div>
            </>
          ) : null}
        </>
      ) : null}
      {mapping.status === PlaceMappingStatus.Confirmed ? (
        <>
          <p>{MappingText.confirmedBody(mapping.placeName)}</p>
          {mapping.place ? (
            <div className="mapping-actions">
              {quoteButton(mapping.place, MappingText.quoteFrom(mapping.placeName))}
            </div>
          ) : null}
        </>
      ) : null}
      {mapping.status === PlaceMappingStatus.Rejected || mapping.status === PlaceMappingStatus.Withdrawn ? (
        <>
          {mapping.decisionNote ? (
            <blockquote className="mapping-note">
              <p>
                <strong>{MappingText.staffNote}</strong> {mapping.decisionNote}
              </p>
            </blockquote>
          ) : null}
          <p>{MappingText.rejectedBody}</p>
          <div className="mapping-actions">
            {mapping.near ? quoteButton(mapping.near, MappingText.quoteFrom(near)) : null}
            <Link className="button" to={Route.movingQuote}>
              {MappingText.tryNearby}
            </Link>
          </div>
          <p>
            {MappingText.call} <PhoneLink />.
          </p>
        </>
      ) : null}
    </>
  );
}

/** A link that names no request. */
export function MappingBrokenView() {
  return (
    <div className="container page mapping-page">
      <h1>{MappingText.brokenTitle}</h1>
      <p role="alert">{MappingText.brokenBody}</p>
      <p>
        <Link className="button button-primary" to={INDIRECT_MAPPING_PATH}>
          {MappingText.again}
        </Link>
      </p>
    </div>
  );
}
