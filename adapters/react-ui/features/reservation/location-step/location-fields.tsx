/**
 * The labelled controls of step W: each shows its §5 messages under it (announced through
 * aria-describedby, marked aria-invalid) and carries the id the step focuses when it is the first
 * invalid field.
 */
import type { ReactNode } from 'react';
import { zipLabel } from '../../../../../domain/location/address-zip';
import { BuildingType } from '../../../../../domain/quote/enums';
import { SERVICE_CENTERS_PATH } from '../../../../../domain/quote/routes';
import type { StationDetail } from '../../../../../domain/quote/types';
import { ReservationLoadingMessage } from '../../../../../domain/reservation/enums';
import { FieldError } from '../../pages/page-parts';
import { formatPhone, LocationText, serviceDaysText } from './location-text';
import { type NearbyCenter, useNearbyCenters } from './use-nearby-centers';

export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** The messages of one field, or nothing. */
export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  return <FieldError id={errorIdOf(id)} messages={messages} />;
}

/** aria-invalid and aria-describedby of a control with these messages (and an optional hint). */
export function invalidProps(id: string, messages: readonly string[], hintId?: string) {
  const invalid = messages.length > 0;
  const describedBy = [invalid ? errorIdOf(id) : null, hintId ?? null].filter(Boolean).join(' ');
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const;
}

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  messages: readonly string[];
  onChange: (value: string) => void;
  autoComplete?: string;
  type?: 'text' | 'tel';
  required?: boolean;
  hint?: ReactNode;
}) {
  const { id, messages } = props;
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div className="field" data-state={messages.length > 0 ? 'error' : undefined}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        inputMode={props.type === 'tel' ? 'tel' : undefined}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        value={props.value}
        {...invalidProps(id, messages, hintId)}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? (
        <p className="field-hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      <FieldMessages id={id} messages={messages} />
    </div>
  );
}

export function SelectField<Value extends string>(props: {
  id: string;
  label: string;
  value: Value | '';
  options: ReadonlyArray<{ value: Value; label: string }>;
  placeholder?: string;
  messages: readonly string[];
  onChange: (value: Value) => void;
}) {
  const { id, messages } = props;
  const known = props.options.some((o) => o.value === props.value);
  return (
    <div className="field" data-state={messages.length > 0 ? 'error' : undefined}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={known ? props.value : ''}
        required
        {...invalidProps(id, messages)}
        onChange={(event) => props.onChange(event.target.value as Value)}
      >
        {known ? null : (
          <option value="" disabled>
            {props.placeholder ?? ''}
          </option>
        )}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} messages={messages} />
    </div>
  );
}

export function CheckboxField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  /** The wrapper's class, 'field location-check' unless a screen lays its checkboxes out its own way. */
  className?: string;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <div className={props.className ?? 'field location-check'}>
      <label htmlFor={props.id}>
        <input
          id={props.id}
          type="checkbox"
          checked={props.checked}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <span>{props.label}</span>
      </label>
      {props.hint ? (
        <p className="field-hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** The service-center locator's search near a ZIP (issue 15). */
const locatorNear = (zip: string) => `${SERVICE_CENTERS_PATH}?zip=${encodeURIComponent(zip)}`;

function CenterDetails({ center }: { center: NearbyCenter }) {
  const hours = center.ServiceDays ? serviceDaysText(center.ServiceDays) : '';
  return (
    <span className="center-details">
      {Number.isFinite(center.miles) ? (
        <span className="center-miles">{LocationText.milesAway(center.miles)}</span>
      ) : null}
      <span>
        {center.Address}, {center.CityName}, {center.StateCode} {center.ZipCode}
      </span>
      {hours ? <span>{LocationText.hours(hours)}</span> : null}
      {center.CustomerServicePhoneNumber ? (
        <span>Phone {formatPhone(center.CustomerServicePhoneNumber)}</span>
      ) : null}
    </span>
  );
}

/**
 * Terminal service at one end: the nearest service centers to the end's ZIP as radio cards, each with its
 * distance, address, hours (ServiceDays) and phone. The first radio carries `id`, so the step can focus it.
 */
export function CenterChoice(props: {
  id: string;
  legend: string;
  zip: string;
  station: StationDetail | null;
  value: string | null;
  messages: readonly string[];
  onChoose: (stationCode: string) => void;
}) {
  const { id, messages } = props;
  const nearby = useNearbyCenters(props.zip, props.station, true);
  return (
    <fieldset className="location-centers">
      <legend>{props.legend}</legend>
      {nearby.loading ? (
        <p className="field-hint" role="status">
          {ReservationLoadingMessage.updatingLocationOptions}
        </p>
      ) : null}
      {nearby.failed ? <p className="field-hint">{LocationText.centersFailed}</p> : null}
      <ul className="center-list">
        {nearby.centers.map((center, index) => {
          const checked = center.StationCode === props.value;
          return (
            <li key={center.StationCode}>
              <label className="choice-row center-row" data-checked={checked}>
                <input
                  id={index === 0 ? id : undefined}
                  type="radio"
                  name={id}
                  value={center.StationCode}
                  checked={checked}
                  {...invalidProps(id, messages)}
                  onChange={() => props.onChoose(center.StationCode)}
                />
                <span className="center-body">
                  <span className="option-title">
                    {center.CityName}, {center.StateCode} service center
                  </span>
                  <CenterDetails center={center} />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldMessages id={id} messages={messages} />
      {props.zip ? (
        <p className="field-hint">
          {/* Issue 15: the locator shows these centers on a map, with their holidays, without leaving the step. */}
          <a href={locatorNear(props.zip)} target="_blank" rel="noopener">
            {LocationText.centersOnMap}
          </a>
        </p>
      ) : null}
    </fieldset>
  );
}

/** The ends of a move as the §3 address fields name them: From… at the origin, To… at the destination. */
type AddressEnd = 'From' | 'To';
type AddressLineKey<E extends AddressEnd> = `${E}Address1` | `${E}Address2` | `${E}Zip`;

/** What a form's address fields share at both ends: the quote's places, the fields' ids and messages. */
export interface AddressForm {
  /** The quote's places: each end's country names its ZIP field. */
  readonly places: {
    readonly Origin: { readonly Country: string };
    readonly Destination: { readonly Country: string };
  };
  fieldId(field: string): string;
  messages(field: string): readonly string[];
}

/**
 * An end's door address (issue 27): line 1 (a storage facility's address at a storage end), line 2
 * (optional) and its ZIP or postal code, each with its messages; `onChange` gets the one field that changed.
 */
export function AddressLines<E extends AddressEnd>(props: {
  end: E;
  values: { readonly buildingType: BuildingType } & { readonly [K in AddressLineKey<E>]?: string };
  onChange: (next: Partial<Record<AddressLineKey<E>, string>>) => void;
  form: AddressForm;
}) {
  const { end, values, form } = props;
  const section = end === 'From' ? 'section-origin' : 'section-destination';
  const country = (end === 'From' ? form.places.Origin : form.places.Destination).Country;
  const storage = values.buildingType === BuildingType.storage;
  const labels = {
    address1: storage ? LocationText.storageAddress1 : LocationText.address1,
    address2: LocationText.address2,
  };
  const line = (field: AddressLineKey<E>, label: string, autoComplete: string, required = true) => (
    <TextField
      id={form.fieldId(field)}
      label={label}
      autoComplete={`${section} ${autoComplete}`}
      required={required}
      value={values[field] ?? ''}
      messages={form.messages(field)}
      onChange={(value) => props.onChange({ [field]: value } as Partial<Record<AddressLineKey<E>, string>>)}
    />
  );
  return (
    <>
      {line(`${end}Address1`, labels.address1, 'address-line1')}
      {line(`${end}Address2`, labels.address2, 'address-line2', false)}
      {line(`${end}Zip`, zipLabel(country), 'postal-code')}
    </>
  );
}
