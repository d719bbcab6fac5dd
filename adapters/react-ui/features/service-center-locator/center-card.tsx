import { Link } from 'react-router';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { comingHolidays } from '../../../../domain/location/service-center-locator';
import { movingQuoteFrom, serviceCenterPath } from '../../../../domain/quote/routes';
import type { IsoWeekday } from '../../../../domain/quote/types';
import { Fact } from '../pages/page-parts';
import { formatPhone, serviceDaysText } from '../reservation/location-step/location-text';
import { distanceText, holidayText, LocatorText } from './locator-text';

/** What a card shows of a center: its §3 StationDetail and, in a search's results, how far it is. */
export interface CardCenter {
  StationCode: string;
  CityName: string;
  StateCode: string;
  CountryName: string;
  Address: string;
  ZipCode: string;
  CustomerServicePhoneNumber: string;
  FaxNumber: string;
  ServiceDays: readonly number[];
  Holidays: readonly string[];
  miles?: number;
  kilometers?: number;
}

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;

/** The address, phone, fax, service days and coming holidays of a center (§3 StationDetail). */
export function CenterFacts({
  center,
  today,
  holidays: shown,
}: {
  center: CardCenter;
  today: IsoDate;
  /** How many coming holidays to list (default COMING_HOLIDAYS_SHOWN). */
  holidays?: number;
}) {
  const holidays = comingHolidays(center.Holidays as IsoDate[], today, shown);
  const days = serviceDaysText(center.ServiceDays as IsoWeekday[]);
  return (
    <dl className="center-facts">
      <Fact term={LocatorText.address}>
        {center.Address}
        <br />
        {center.CityName}, {center.StateCode} {center.ZipCode}
      </Fact>
      <Fact term={LocatorText.phone}>
        <a href={telHref(center.CustomerServicePhoneNumber)}>
          {formatPhone(center.CustomerServicePhoneNumber)}
        </a>
      </Fact>
      <Fact term={LocatorText.fax}>{formatPhone(center.FaxNumber)}</Fact>
      <Fact term={LocatorText.serviceDays}>{days}</Fact>
      <Fact term={LocatorText.holidays}>
        {holidays.length === 0 ? (
          LocatorText.noHolidays
        ) : (
          <ul className="center-holidays">
            {holidays.map((day) => (
              <li key={day}>
                <time dateTime={day}>{holidayText(day)}</time>
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  );
}

/**
 * One center of the locator's results: its number on the map, name, distance, facts, a link to its detail
 * page and one that starts a quote there. Hovering or focusing it highlights its marker.
 */
export function CenterCard(props: {
  center: CardCenter;
  /** Its number on the map (1 = nearest). */
  number: number;
  today: IsoDate;
  active: boolean;
  onActivate?(code: string | null): void;
  /** Where the detail page's "Back to your search" returns to. */
  backTo?: string;
}) {
  const { center, number, today, active, onActivate } = props;
  const headingId = `center-${center.StationCode}`;
  const hasDistance = center.miles !== undefined && center.kilometers !== undefined;
  return (
    <article
      className="center-card card"
      data-active={active || undefined}
      aria-labelledby={headingId}
      onMouseEnter={() => onActivate?.(center.StationCode)}
      onMouseLeave={() => onActivate?.(null)}
      onFocus={() => onActivate?.(center.StationCode)}
    >
      <header className="center-card-head">
        <span className="center-number" aria-hidden="true">
          {number}
        </span>
        <h3 id={headingId} tabIndex={-1}>
          <Link
            to={serviceCenterPath(center.StationCode)}
            state={props.backTo ? { backTo: props.backTo } : undefined}
          >
            {center.CityName}, {center.StateCode}
          </Link>
        </h3>
        {hasDistance ? (
          <p className="center-distance">
            {distanceText(center.CountryName, center.miles ?? 0, center.kilometers ?? 0)} {LocatorText.away}
          </p>
        ) : null}
      </header>
      <CenterFacts center={center} today={today} />
      <p className="center-actions">
        <Link className="button button-primary" to={movingQuoteFrom(center.ZipCode)}>
          {LocatorText.quoteFromHere}
        </Link>
      </p>
    </article>
  );
}

/** The locator's numbered list of centers (1 = nearest, as on the map), the active one highlighted. */
export function CenterList({
  centers,
  today,
  active,
  onActivate,
  backTo,
}: {
  centers: readonly CardCenter[];
  today: IsoDate;
  /** The StationCode of the highlighted center, or null. */
  active: string | null;
  onActivate(code: string | null): void;
  backTo?: string;
}) {
  return (
    <ol className="locator-list">
      {centers.map((center, index) => (
        <li key={center.StationCode}>
          <CenterCard
            center={center}
            number={index + 1}
            today={today}
            active={active === center.StationCode}
            onActivate={onActivate}
            backTo={backTo}
          />
        </li>
      ))}
    </ol>
  );
}
