import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { placeLabel } from '../../../../domain/location/typed-place';
import { serviceCenterPath } from '../../../../domain/quote/routes';
import type { ServiceCenterSummary } from '../../../http/contract/reference';
import { QuietLazy } from '../../app/chunk-errors';
import { LocationCombobox } from '../quote-form/location-combobox';
import { CenterList } from './center-card';
import type { LocatorMapProps } from './locator-map';
import { LocatorText } from './locator-text';
import type { LocatorModel } from './use-service-center-locator';
import './locator.css';

/** The map and its atlas are their own chunk: the page's list and search work before (and without) it. */
const LazyLocatorMap = lazy(() => import('./locator-map'));

/** The map, loaded lazily, in a box of its final shape (no jump when it arrives); nothing if it fails (§8). */
export function MapSlot(props: LocatorMapProps) {
  return (
    <div className="locator-map-box">
      <QuietLazy part="locator-map">
        <Suspense fallback={null}>
          <LazyLocatorMap {...props} />
        </Suspense>
      </QuietLazy>
    </div>
  );
}

/** Every center by country and state: the accessible twin of the overview map's dots. */
export function AllCenters({ centers }: { centers: readonly ServiceCenterSummary[] }) {
  const byCountry = new Map<string, Map<string, ServiceCenterSummary[]>>();
  for (const center of centers) {
    const states = byCountry.get(center.CountryName) ?? new Map<string, ServiceCenterSummary[]>();
    const list = states.get(center.StateName) ?? [];
    list.push(center);
    states.set(center.StateName, list);
    byCountry.set(center.CountryName, states);
  }
  const countries = [...byCountry.keys()].sort((a, b) =>
    a === 'United States' ? -1 : b === 'United States' ? 1 : a.localeCompare(b),
  );
  return (
    <details className="locator-all card">
      <summary>{LocatorText.allCenters(centers.length)}</summary>
      {countries.map((country) => {
        const states = byCountry.get(country) ?? new Map();
        return (
          <section key={country} aria-label={country}>
            <h3>{country}</h3>
            <dl className="locator-all-states">
              {[...states.keys()].sort().map((state) => (
                <div key={state}>
                  <dt>{state}</dt>
                  <dd>
                    <ul>
                      {(states.get(state) ?? [])
                        .sort((a: ServiceCenterSummary, b: ServiceCenterSummary) =>
                          a.CityName.localeCompare(b.CityName),
                        )
                        .map((center: ServiceCenterSummary) => (
                          <li key={center.StationCode}>
                            <Link to={serviceCenterPath(center.StationCode)}>{center.CityName}</Link>
                          </li>
                        ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </details>
  );
}

function SearchForm({ model }: { model: LocatorModel }) {
  const errorId = 'locator-search-error';
  return (
    <form
      className="locator-search card"
      aria-label={LocatorText.title}
      onSubmit={model.onSubmit}
      // Enter in the box searches at once, even while suggestions are shown (the quote form's combobox
      // would wait for a pick); with a suggestion highlighted, Enter picks it, which searches too.
      onKeyDownCapture={(event) => {
        const box = event.target as HTMLElement;
        if (event.key !== 'Enter' || box.getAttribute('role') !== 'combobox') return;
        if (box.getAttribute('aria-activedescendant')) return;
        event.stopPropagation();
        model.onSubmit(event);
      }}
    >
      <LocationCombobox
        label={LocatorText.searchLabel}
        name="locator-place"
        text={model.text}
        search={model.search}
        errors={model.errors}
        valid={false}
        onTextChange={model.setText}
        onSelect={model.select}
        onCommit={model.commit}
      />
      <div className="locator-search-actions">
        <button type="submit" className="button button-primary">
          {LocatorText.search}
        </button>
        {model.geolocation !== 'unsupported' ? (
          <button
            type="button"
            className="button locator-geo"
            onClick={model.useMyLocation}
            disabled={model.geolocation === 'locating'}
            aria-describedby={
              model.geolocation === 'denied' || model.geolocation === 'failed' ? errorId : undefined
            }
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="locator-geo-icon">
              <circle cx="12" cy="12" r="4" />
              <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
            </svg>
            {model.geolocation === 'locating' ? LocatorText.locating : LocatorText.useLocation}
          </button>
        ) : null}
      </div>
      {model.geolocation === 'denied' || model.geolocation === 'failed' ? (
        <p id={errorId} className="field-error" role="alert">
          {model.geolocation === 'denied' ? LocatorText.locationDenied : LocatorText.locationFailed}
        </p>
      ) : null}
    </form>
  );
}

/** Scrolls a result card into view and moves focus to its heading (a map marker was clicked). */
function focusCard(code: string) {
  const heading = document.getElementById(`center-${code}`);
  heading?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  heading?.focus({ preventScroll: true });
}

function Results({ model, today, backTo }: { model: LocatorModel; today: IsoDate; backTo: string }) {
  const { answer } = model;
  switch (answer.kind) {
    case 'idle':
      return null;
    case 'searching':
      return (
        <p className="locator-status" role="status">
          {LocatorText.searching}
        </p>
      );
    case 'failed':
      return (
        <div className="notice notice-error locator-status" role="alert">
          <p>{answer.message}</p>
          {answer.retry ? (
            <button type="button" className="button" onClick={model.retry}>
              {LocatorText.tryAgain}
            </button>
          ) : null}
        </div>
      );
    case 'found': {
      const place = placeLabel(answer.near.origin);
      const centers = answer.near.serviceCenters;
      return (
        <section className="locator-results" aria-labelledby="locator-results-title">
          <div role="status">
            <h2 id="locator-results-title">
              {answer.byPoint ? LocatorText.nearYouHeading(place) : LocatorText.nearHeading(place)}
            </h2>
            <p className="field-hint">{LocatorText.count(centers.length)}</p>
          </div>
          <CenterList
            centers={centers}
            today={today}
            active={model.active}
            onActivate={model.setActive}
            backTo={backTo}
          />
        </section>
      );
    }
    default: {
      const unknown: never = answer;
      return unknown;
    }
  }
}

/** The map's props for the page's state: the overview, or the results numbered as in the list. */
export function mapPropsOf(model: LocatorModel, openCenter: (code: string) => void): LocatorMapProps {
  const found = model.answer.kind === 'found' ? model.answer.near : null;
  const numbered = found?.serviceCenters ?? [];
  const place = found ? placeLabel(found.origin) : '';
  return {
    centers: model.all,
    numbered,
    origin:
      model.ask.kind === 'point' && found
        ? { latitude: model.ask.latitude, longitude: model.ask.longitude }
        : null,
    active: model.active,
    onActivate: model.setActive,
    onPick: (code) => (numbered.some((c) => c.StationCode === code) ? focusCard(code) : openCenter(code)),
    label: found
      ? LocatorText.mapLabelNear(numbered.length, place)
      : LocatorText.mapLabelAll(model.all.length),
  };
}

/** /service-centers (issue 15, §1 service-center locator): the search, the results and the map side by side. */
export function LocatorView({
  model,
  today,
  backTo,
  map,
}: {
  model: LocatorModel;
  today: IsoDate;
  /** This search's address, for the detail pages' way back. */
  backTo: string;
  /** The map (the page passes MapSlot; the style guide a specimen). */
  map: ReactNode;
}) {
  return (
    <div className="container page locator-page">
      <h1>{LocatorText.title}</h1>
      <p className="hero-subtitle">{LocatorText.intro}</p>
      <div className="locator-layout">
        <div className="locator-main">
          <SearchForm model={model} />
          <Results model={model} today={today} backTo={backTo} />
        </div>
        <div className="locator-aside">
          {model.all.length > 0 || model.answer.kind === 'found' ? map : null}
        </div>
      </div>
      {model.all.length > 0 ? <AllCenters centers={model.all} /> : null}
    </div>
  );
}
