import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  indirectMappingStatusPath,
  PLACE_NAME_MAX,
  type PlaceMappingRequestInput,
  readPlaceMappingSource,
  tidyPlaceName,
  validatePlaceMappingRequest,
} from '../../../../domain/location/place-mapping';
import { placeForTypedText } from '../../../../domain/location/typed-place';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { formatFieldErrors } from '../../../../domain/validation/field-messages';
import type { CityResult } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { cityLabel, type LocationSearch, useLocationSearch } from '../quote-form/use-location-search';
import { MappingText } from './indirect-mapping-text';

export interface MappingFields {
  PlaceName: string;
  NearText: string;
  MilesAway: string;
  EmailAddress: string;
  Note: string;
}

export interface IndirectMappingModel {
  fields: MappingFields;
  near: CityResult | null;
  nearSearch: LocationSearch;
  /** Messages per field ('PlaceName', 'NearZip', 'MilesAway', 'EmailAddress', 'Note'); '' for the form. */
  errors: ReadonlyMap<string, readonly string[]>;
  busy: boolean;
  set(field: keyof MappingFields, value: string): void;
  selectNear(city: CityResult): void;
  commitNear(): boolean;
  submit(event: FormEvent): void;
}

/** The customer's words, as the domain reads them (MilesAway: whole miles, or null when blank). */
function requestOf(
  fields: MappingFields,
  near: CityResult | null,
  source: string | null,
): PlaceMappingRequestInput {
  const miles = fields.MilesAway.trim();
  return {
    PlaceName: fields.PlaceName,
    NearCity: near?.CityName ?? '',
    NearState: near?.StateCode ?? '',
    NearZip: near ? near.ZipCode || near.ZipLow : '',
    MilesAway: miles === '' ? null : /^\d{1,3}$/.test(miles) ? Number(miles) : Number.NaN,
    EmailAddress: fields.EmailAddress,
    Note: fields.Note.trim(),
    Source: readPlaceMappingSource(source),
  };
}

/**
 * §1 the indirect mapping form (issue 15): the place's name (from `?place=` when the quote form sent the
 * visitor here), a nearby town chosen with the same city search as the quote form, optional miles and a
 * note, and an email. The domain's rules run before sending; the server's 'field - message' lines land
 * under their fields. A sent request opens its status page, which says what happens next.
 */
export function useIndirectMapping(): IndirectMappingModel {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [fields, setFields] = useState<MappingFields>(() => ({
    PlaceName: tidyPlaceName(params.get('place') ?? '').slice(0, PLACE_NAME_MAX),
    NearText: '',
    MilesAway: '',
    EmailAddress: '',
    Note: '',
  }));
  const [near, setNear] = useState<CityResult | null>(null);
  const [searching, setSearching] = useState(true);
  const [errors, setErrors] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const nearSearch = useLocationSearch(fields.NearText, searching && near === null);
  const source = params.get('source');

  const show = (lines: readonly string[]) => setErrors(parseFieldErrorLines(lines));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const request = requestOf(fields, near, source);
    const checked = validatePlaceMappingRequest(request);
    if (checked.isErr()) {
      show(formatFieldErrors(checked.error));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setErrors(new Map());
    const { MilesAway, Note, ...rest } = checked.value;
    void api
      .requestPlaceMapping({ ...rest, MilesAway, ...(Note ? { Note } : {}) })
      .then((answer) => {
        if (answer.ok) {
          navigate(indirectMappingStatusPath(answer.value.mapping.token), { state: { sent: true } });
          return;
        }
        if (answer.error.kind === 'Refused' && answer.error.errors.length > 0) show(answer.error.errors);
        else show([`- ${MappingText.unreachable}`]);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  return {
    fields,
    near,
    nearSearch,
    errors,
    busy,
    set: (field, value) => {
      setFields((current) => ({ ...current, [field]: value }));
      if (field === 'NearText') {
        setNear(null);
        setSearching(true);
      }
    },
    selectNear: (city) => {
      setNear(city);
      setSearching(false);
      setFields((current) => ({ ...current, NearText: cityLabel(city) }));
      setErrors((current) => {
        const next = new Map(current);
        next.delete('NearZip');
        return next;
      });
    },
    commitNear: () => {
      if (near) return true;
      const results = nearSearch.status === 'done' ? nearSearch.results : [];
      const typed = placeForTypedText(fields.NearText, results);
      if (!typed) return false;
      const city = typed as CityResult;
      setNear(city);
      setSearching(false);
      setFields((current) => ({ ...current, NearText: cityLabel(city) }));
      return true;
    },
    submit,
  };
}
