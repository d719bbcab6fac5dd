import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { DEFAULT_MOVE_TIMING, type MoveTiming } from '../../../../domain/calendar/move-timing-choices';
import { validateChosenLocation, validateLocationText } from '../../../../domain/location/chosen-location';
import { searchQueryFor } from '../../../../domain/location/search-term';
import { completeZipKey, placeForTypedText } from '../../../../domain/location/typed-place';
import { DEFAULT_HOUSE_SIZE, HOUSE_SIZES } from '../../../../domain/quote/house-sizes';
import {
  buildQuoteFormPayload,
  buttonGoesToFormUrl,
  type FormPlace,
  type LocationChoice,
  placesClearedBy,
  QuoteFormLayout,
  ShortFormField,
} from '../../../../domain/quote/quote-form';
import { MOVING_FROM_PARAM, Route } from '../../../../domain/quote/routes';
import { INVALID_CITY_MESSAGE } from '../../../../domain/validation/messages';
import type { CityResult } from '../../../http/client/relomove-api';
import { useAnalytics } from '../../app/analytics';
import { useApi } from '../../app/api-context';
import type { StoredPlace } from '../../app/form-storage';
import { useToday } from '../../app/page-clock';
import { useProofOfWork } from '../bot-check/use-proof-of-work';
import { MOBILE_WIDTH_QUERY, matchesMedia, useEmailArm } from './use-email-arm';
import { useFormTiming } from './use-form-timing';
import { cityLabel, type LocationSearch, useLocationSearch } from './use-location-search';

export type LocationKey = FormPlace;

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

/** §3 form persistence (app/form-storage.ts): its own small chunk, read just after the first paint. */
const formStorage = () => import('../../app/form-storage');

/** §3 a returning visitor's place, as they left it: not searched again until they type. */
const restoredField = (place: StoredPlace): LocationField => ({
  text: place.text,
  chosen: place.chosen,
  searching: false,
  errors: null,
});

/**
 * Issue 15: '/moving-quote?from={ZIP or postal code}' (the service-center locator's "Get a quote from here")
 * starts with Moving From typed as that code; it is looked up and selected as soon as the search answers.
 */
function prefilledFrom(search: string): string | null {
  const zip = new URLSearchParams(search).get(MOVING_FROM_PARAM)?.trim() ?? '';
  return zip.length <= 10 && completeZipKey(zip) !== null ? zip : null;
}

/** The short form's Email (§2 mobile A/B arm): null errors = not validated yet; [] = valid. */
export interface EmailField {
  value: string;
  errors: string[] | null;
  /** True only in the arm that asks for it (§2, §5). */
  shown: boolean;
}

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

export interface QuoteFormModel {
  /** §2 the ShortFormField names filled from saved state: they carry the marker until submitted. */
  prepopulated: ReadonlySet<string>;
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
  /**
   * The visitor leaves the field (Tab, click elsewhere) or presses Enter without a highlighted suggestion:
   * a typed value that stands for one place (domain placeForTypedText: a full ZIP or postal code, a shortcut,
   * an exact label, a single match) selects it, waiting for the search under way if need be; otherwise the
   * field is validated. Returns true when a place was selected at once.
   */
  commit(key: LocationKey): boolean;
  setTiming(timing: MoveTiming): void;
  setSizeLabel(label: string): void;
  /** §2 Email, in the mobile A/B arm only (`email.shown`). */
  email: EmailField;
  setEmail(value: string): void;
  validateEmail(): void;
  emailRef(element: HTMLInputElement | null): void;
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
export function useQuoteForm(
  fixedToday?: () => IsoDate,
  options: { layout?: QuoteFormLayout; remember?: boolean | undefined } = {},
): QuoteFormModel {
  const pageToday = useToday();
  const today = fixedToday ?? pageToday;
  const layout = options.layout ?? QuoteFormLayout.vertical;
  const api = useApi();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const location = useLocation();
  const remember = options.remember ?? true;
  const [prefill] = useState(() => prefilledFrom(location.search));
  const [fields, setFields] = useState<Record<LocationKey, LocationField>>({
    from: prefill ? { ...EMPTY_FIELD, text: prefill } : EMPTY_FIELD,
    to: EMPTY_FIELD,
  });
  const [timing, setTiming] = useState<MoveTiming>(DEFAULT_MOVE_TIMING);
  const [sizeLabel, setSizeLabel] = useState(DEFAULT_HOUSE_SIZE.label);
  const [prepopulated, setPrepopulated] = useState<ReadonlySet<string>>(
    () => new Set(prefill ? [ShortFormField.MovingFrom] : []),
  );
  const [email, setEmailState] = useState({ value: '', errors: null as string[] | null });
  const emailRules = useEmailArm(layout !== QuoteFormLayout.banner);
  const emailShown = emailRules !== null;
  // A signed-in customer's form starts with their own email (the arm that asks for it only).
  useEffect(() => {
    const own = emailRules?.signedIn;
    if (own) setEmailState((current) => (current.value ? current : { value: own, errors: null }));
  }, [emailRules]);
  const emailInput = useRef<HTMLInputElement | null>(null);
  // Saved only once the visitor changes something, so the age limit counts from their last change.
  const changed = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Record<LocationKey, HTMLInputElement | null>>({ from: null, to: null });
  const timer = useFormTiming();
  const proofOfWork = useProofOfWork();

  const fromSearch = useLocationSearch(fields.from.text, fields.from.searching);
  const toSearch = useLocationSearch(fields.to.text, fields.to.searching);
  const searches = useRef<Record<LocationKey, LocationSearch>>({ from: fromSearch, to: toSearch });
  searches.current = { from: fromSearch, to: toSearch };
  /** Fields left while their search was still under way: committed when it answers. */
  const awaitingSearch = useRef<Record<LocationKey, boolean>>({ from: prefill !== null, to: false });

  // §3 the start-quote form a returning visitor left, unless they already started changing it.
  useEffect(() => {
    if (!remember) return;
    let live = true;
    void formStorage().then(({ readStoredQuoteForm, prepopulatedFields }) => {
      const stored = readStoredQuoteForm();
      if (!live || !stored || changed.current) return;
      // A Moving From given in the address (issue 15) wins over the one left last time.
      setFields((all) => ({
        from: prefill ? all.from : restoredField(stored.from),
        to: restoredField(stored.to),
      }));
      setTiming(stored.timing);
      setSizeLabel(stored.sizeLabel);
      setEmailState({ value: stored.email, errors: null });
      const filled = new Set(prepopulatedFields(stored));
      if (prefill) filled.add(ShortFormField.MovingFrom);
      setPrepopulated(filled);
    });
    return () => {
      live = false;
    };
  }, [remember, prefill]);

  useEffect(() => {
    if (!changed.current || !remember) return;
    const place = (field: LocationField): StoredPlace => ({ text: field.text, chosen: field.chosen });
    const form = { from: place(fields.from), to: place(fields.to), timing, sizeLabel, email: email.value };
    void formStorage().then(({ storeQuoteForm }) => storeQuoteForm(form));
  }, [remember, fields, timing, sizeLabel, email.value]);

  const update = (key: LocationKey, change: (field: LocationField) => LocationField) => {
    changed.current = true;
    setFields((all) => ({ ...all, [key]: change(all[key]) }));
  };

  const setText = (key: LocationKey, text: string) => {
    timer.changed(FIELD_OF[key]);
    awaitingSearch.current[key] = false;
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

  /** What leaving a field does to it, given its search (see QuoteFormModel.commit). */
  const committed = (key: LocationKey, field: LocationField): LocationField | 'wait' => {
    if (field.chosen) return { ...field, errors: locationErrors(field) };
    const search = searches.current[key];
    const query = field.searching ? searchQueryFor(field.text) : null;
    if (query !== null) {
      const answered = search.status !== 'idle' && search.status !== 'searching' && search.query === query;
      if (!answered) return 'wait';
      const place = search.status === 'done' ? placeForTypedText(field.text, search.results) : null;
      if (place) {
        const next = { ...field, chosen: place, text: cityLabel(place), searching: false };
        return { ...next, errors: locationErrors(next) };
      }
    }
    return { ...field, errors: locationErrors(field) };
  };

  const apply = (key: LocationKey) =>
    update(key, (field) => {
      const next = committed(key, field);
      awaitingSearch.current[key] = next === 'wait';
      return next === 'wait' ? field : next;
    });

  const commit = (key: LocationKey): boolean => {
    // Decided on this render's field for the answer; applied to the latest one (a pick may be queued).
    const preview = committed(key, fields[key]);
    const selects = preview !== 'wait' && preview.chosen !== null && !fields[key].chosen;
    if (selects) timer.changed(FIELD_OF[key]);
    apply(key);
    return selects;
  };

  // A field left while its search was under way is committed as soon as the search answers.
  useEffect(() => {
    for (const key of ['from', 'to'] as const) {
      if (awaitingSearch.current[key] && committed(key, fields[key]) !== 'wait') apply(key);
    }
  });

  const submit = async () => {
    if (submitting) return;
    if (buttonGoesToFormUrl(layout, matchesMedia(MOBILE_WIDTH_QUERY))) {
      navigate(Route.movingQuote);
      return;
    }
    setFailure(null);
    // A typed value that stands for one place counts as chosen (a ZIP typed and submitted at once).
    const settled = (key: LocationKey): LocationField => {
      const next = committed(key, fields[key]);
      return next === 'wait' ? fields[key] : next;
    };
    const now = { from: settled('from'), to: settled('to') };
    const checked = { from: locationErrors(now.from), to: locationErrors(now.to) };
    setFields((all) => ({
      from: { ...all.from, ...now.from, errors: checked.from },
      to: { ...all.to, ...now.to, errors: checked.to },
    }));
    const emailErrors = emailRules?.errors(email.value) ?? [];
    setEmailState((current) => ({ ...current, errors: emailShown ? emailErrors : null }));
    const firstInvalid = (['from', 'to'] as const).find((key) => checked[key].length > 0);
    const from = now.from.chosen;
    const to = now.to.chosen;
    if (firstInvalid || !from || !to || emailErrors.length > 0) {
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      else emailInput.current?.focus();
      return;
    }
    setSubmitting(true);
    setPrepopulated(new Set());
    const captcha = await proofOfWork.take();
    // Sending (routing by result, keeping the request for the follow-up pages) and the When? date arithmetic
    // load on submit, not with the page.
    const [{ sendQuote }, { spotDateForTiming }, { shortFormEmailErrors }] = await Promise.all([
      import('./send-quote'),
      import('../../../../domain/calendar/move-timing'),
      import('../../../../domain/quote/short-form-email'),
    ]);
    const size = HOUSE_SIZES.find((s) => s.label === sizeLabel) ?? DEFAULT_HOUSE_SIZE;
    const payload = buildQuoteFormPayload({
      movingFrom: choiceOf(now.from, from),
      movingTo: choiceOf(now.to, to),
      SpotDate: spotDateForTiming(timing, today()),
      MovingDateRange: timing,
      MovingOutOf: size.label,
      // §2: only the mobile A/B arm asks for an email. Issue 27: an email the visitor typed on the form (kept
      // with it, form-storage.ts) is theirs wherever the arm is not shown now (a wider window, the variant not
      // loaded): sent when valid, never dropped; an invalid one only where the field shows to fix it.
      EmailAddress: emailShown || shortFormEmailErrors(email.value).length === 0 ? email.value : '',
      LinearFeet: size.LinearFeet,
    });
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
        const cleared = placesClearedBy(sent.reasonInvalid);
        if (cleared.length > 0) {
          changed.current = true;
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
    prepopulated,
    from: { ...fields.from, search: fromSearch },
    to: { ...fields.to, search: toSearch },
    timing,
    sizeLabel,
    submitting,
    failure,
    setText,
    select,
    validate,
    commit,
    setTiming: (value) => {
      timer.changed(ShortFormField.SpotDate);
      changed.current = true;
      setTiming(value);
    },
    setSizeLabel: (label) => {
      timer.changed(ShortFormField.MovingOutOf);
      changed.current = true;
      setSizeLabel(label);
    },
    email: { ...email, shown: emailShown },
    setEmail: (value) => {
      timer.changed(ShortFormField.Email);
      changed.current = true;
      // Once shown, an error follows the typing, so it clears as soon as the address is fixed.
      setEmailState((current) => ({
        value,
        errors: current.errors === null ? null : (emailRules?.errors(value) ?? null),
      }));
    },
    validateEmail: () =>
      setEmailState((current) => ({ ...current, errors: emailRules?.errors(current.value) ?? null })),
    emailRef: (element) => {
      emailInput.current = element;
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
