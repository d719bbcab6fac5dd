import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromLocalDate, type IsoDate } from '../../../../domain/calendar/iso-date';
import {
  DEFAULT_MOVE_TIMING,
  type MoveTiming,
  spotDateForTiming,
} from '../../../../domain/calendar/move-timing';
import { validateChosenLocation, validateLocationText } from '../../../../domain/location/chosen-location';
import { InvalidReason } from '../../../../domain/quote/enums';
import { DEFAULT_HOUSE_SIZE, HOUSE_SIZES } from '../../../../domain/quote/house-sizes';
import {
  buildQuoteFormPayload,
  type LocationChoice,
  ShortFormField,
} from '../../../../domain/quote/quote-form';
import { INVALID_CITY_MESSAGE } from '../../../../domain/validation/messages';
import type { CityResult } from '../../../http/client/relomove-api';
import { useAnalytics } from '../../app/analytics';
import { useApi } from '../../app/api-context';
import { useProofOfWork } from '../bot-check/use-proof-of-work';
import { useFormTiming } from './use-form-timing';
import { cityLabel, type LocationSearch, useLocationSearch } from './use-location-search';

export type LocationKey = 'from' | 'to';

/** The §3 shared-state label of each location field (also its input's name). */
const FIELD_OF: Record<LocationKey, ShortFormField> = {
  from: ShortFormField.MovingFrom,
  to: ShortFormField.MovingTo,
};

interface LocationField {
  text: string;
  chosen: CityResult | null;
  /** Search while the visitor types; off right after a pick. */
  searching: boolean;
  /** null = not validated yet; [] = valid. */
  errors: string[] | null;
}

const EMPTY_FIELD: LocationField = { text: '', chosen: null, searching: true, errors: null };

/** §5 Moving From / Moving To: the text rules first, then the chosen location ('Please select a location'). */
function locationErrors(field: LocationField): string[] {
  const text = validateLocationText(field.text);
  if (text.isErr()) return text.error;
  const chosen = validateChosenLocation(field.chosen);
  return chosen.isErr() ? [chosen.error] : [];
}

function choiceOf(field: LocationField, chosen: CityResult): LocationChoice {
  return { location: chosen, text: field.text };
}

/** §5 "Server invalid-city reasons (both, origin, destination) show 'Enter a valid City, State or ZIP' and clear the matching location." */
function invalidCityFields(reason: string): LocationKey[] {
  if (reason === InvalidReason.InvalidCityBoth) return ['from', 'to'];
  if (reason === InvalidReason.InvalidCityOrigin) return ['from'];
  if (reason === InvalidReason.InvalidCityDestination) return ['to'];
  return [];
}

export interface QuoteFormModel {
  from: LocationField & { search: LocationSearch };
  to: LocationField & { search: LocationSearch };
  timing: MoveTiming;
  sizeLabel: string;
  submitting: boolean;
  /** A failure to reach the server, shown above the button. */
  failure: string | null;
  setText(key: LocationKey, text: string): void;
  select(key: LocationKey, city: CityResult): void;
  validate(key: LocationKey): void;
  setTiming(timing: MoveTiming): void;
  setSizeLabel(label: string): void;
  submit(): Promise<void>;
  /**
   * A field got or lost focus (its `name`, one of the §3 ShortFormField labels): measures how long each
   * field took (§9 bot thresholds) and, on the first focus, starts solving the proof of work (issue 3).
   */
  fieldFocused(name: string): void;
  fieldBlurred(name: string): void;
  /** Focus targets for the first invalid field after a submit. */
  inputRef(key: LocationKey): (element: HTMLInputElement | null) => void;
}

/**
 * The short quote form (§2, §3, §5): field state, validation with the domain's messages, and the submit
 * that builds the §3 payload, calls POST quotes/add and routes by the §4 result.
 * `today` is injectable for tests; it defaults to the browser's date.
 */
export function useQuoteForm(today: () => IsoDate = () => fromLocalDate(new Date())): QuoteFormModel {
  const api = useApi();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const location = useLocation();
  const [fields, setFields] = useState<Record<LocationKey, LocationField>>({
    from: EMPTY_FIELD,
    to: EMPTY_FIELD,
  });
  const [timing, setTiming] = useState<MoveTiming>(DEFAULT_MOVE_TIMING);
  const [sizeLabel, setSizeLabel] = useState(DEFAULT_HOUSE_SIZE.label);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Record<LocationKey, HTMLInputElement | null>>({ from: null, to: null });
  const timer = useFormTiming();
  const proofOfWork = useProofOfWork();

  const fromSearch = useLocationSearch(fields.from.text, fields.from.searching);
  const toSearch = useLocationSearch(fields.to.text, fields.to.searching);

  const update = (key: LocationKey, change: (field: LocationField) => LocationField) =>
    setFields((all) => ({ ...all, [key]: change(all[key]) }));

  const setText = (key: LocationKey, text: string) => {
    timer.changed(FIELD_OF[key]);
    update(key, (field) => {
      const next = { ...field, text, chosen: null, searching: true };
      // Once shown, an error follows the typing, so it clears as soon as the field is fixed.
      return { ...next, errors: field.errors === null ? null : locationErrors(next) };
    });
  };

  const select = (key: LocationKey, city: CityResult) => {
    timer.changed(FIELD_OF[key]);
    update(key, (field) => {
      const next = { ...field, chosen: city, text: cityLabel(city), searching: false };
      return { ...next, errors: locationErrors(next) };
    });
  };

  const validate = (key: LocationKey) =>
    update(key, (field) => ({ ...field, errors: locationErrors(field) }));

  const submit = async () => {
    if (submitting) return;
    setFailure(null);
    const checked = { from: locationErrors(fields.from), to: locationErrors(fields.to) };
    setFields((all) => ({
      from: { ...all.from, errors: checked.from },
      to: { ...all.to, errors: checked.to },
    }));
    const firstInvalid = (['from', 'to'] as const).find((key) => checked[key].length > 0);
    const from = fields.from.chosen;
    const to = fields.to.chosen;
    if (firstInvalid || !from || !to) {
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      return;
    }
    const size = HOUSE_SIZES.find((s) => s.label === sizeLabel) ?? DEFAULT_HOUSE_SIZE;
    const payload = buildQuoteFormPayload({
      movingFrom: choiceOf(fields.from, from),
      movingTo: choiceOf(fields.to, to),
      SpotDate: spotDateForTiming(timing, today()),
      MovingDateRange: timing,
      MovingOutOf: size.label,
      EmailAddress: '',
      LinearFeet: size.LinearFeet,
    });
    setSubmitting(true);
    const captcha = await proofOfWork.take();
    // Sending (routing by result, keeping the request for the follow-up pages) loads on submit, not with the page.
    const { sendQuote } = await import('./send-quote');
    const sent = await sendQuote(
      api,
      payload,
      { captcha, timing: timer.snapshot() },
      location.pathname + location.search,
      analytics,
    );
    switch (sent.kind) {
      case 'Navigate':
        navigate(sent.to);
        return;
      case 'Cancelled':
        setSubmitting(false);
        return;
      case 'Unreachable':
        setSubmitting(false);
        setFailure('We could not reach our quote service. Please check your connection and try again.');
        return;
      case 'Stay': {
        // Invalid with no action: stay on the form; invalid cities are cleared with the §5 message.
        setSubmitting(false);
        const cleared = invalidCityFields(sent.reasonInvalid);
        if (cleared.length > 0) {
          setFields((all) => {
            const next = { ...all };
            for (const key of cleared) next[key] = { ...EMPTY_FIELD, errors: [INVALID_CITY_MESSAGE] };
            return next;
          });
          const first = cleared[0];
          if (first) inputs.current[first]?.focus();
        } else {
          setFailure(sent.message || 'We could not quote this move online. Please call us.');
        }
        return;
      }
    }
  };

  return {
    from: { ...fields.from, search: fromSearch },
    to: { ...fields.to, search: toSearch },
    timing,
    sizeLabel,
    submitting,
    failure,
    setText,
    select,
    validate,
    setTiming: (value) => {
      timer.changed(ShortFormField.SpotDate);
      setTiming(value);
    },
    setSizeLabel: (label) => {
      timer.changed(ShortFormField.MovingOutOf);
      setSizeLabel(label);
    },
    submit,
    fieldFocused: (name) => {
      proofOfWork.prepare();
      timer.focus(name);
    },
    fieldBlurred: (name) => timer.blur(name),
    inputRef: (key) => (element) => {
      inputs.current[key] = element;
    },
  };
}
