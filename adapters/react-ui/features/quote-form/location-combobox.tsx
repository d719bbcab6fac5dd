import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { indirectMappingPath, PlaceMappingSource } from '../../../../domain/location/place-mapping-routes';
import { placeForKeyboardChoice } from '../../../../domain/location/typed-place';
import { INVALID_CITY_MESSAGE } from '../../../../domain/validation/messages';
import type { CityResult } from '../../../http/client/relomove-api';
import { cityLabel, type LocationSearch } from './use-location-search';

export interface LocationComboboxProps {
  label: string;
  name: string;
  text: string;
  search: LocationSearch;
  /** Messages after validation; empty when valid. */
  errors: readonly string[];
  /** True once the field was validated and passed. */
  valid: boolean;
  onTextChange(text: string): void;
  onSelect(city: CityResult): void;
  /**
   * Leaving the field, or Enter with no highlighted suggestion: the form selects the place the typed value
   * stands for, if any (waiting for the search under way), else validates. True when a place was selected.
   */
  onCommit(): boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  /**
   * Issue 27 "Prefilled fields are easy to replace": the text was filled in for the visitor (a place chosen
   * before, a signed-in customer's last move), so focusing the field selects all of it and typing replaces it.
   */
  prefilled?: boolean;
  /**
   * Issue 15, §1 the indirect mapping form: when the search finds nothing, or the quote answered that this
   * end was not found (§5 'Enter a valid City, State or ZIP'), the field offers to map the place by hand;
   * `invalidCitySource` is this end's §4 InvalidCity* reason. Absent: no such offer (e.g. inside that form).
   */
  mapPlace?: { invalidCitySource: PlaceMappingSource; link(href: string, text: string): ReactNode };
}

/** The offer to map a place by hand (issue 15). */
export const MAP_PLACE_TEXT = 'Can’t find your town? Tell us where it is';

/**
 * §2 Moving From / Moving To: an ARIA 1.2 combobox with a listbox popup (editable, list autocomplete).
 * ArrowDown/ArrowUp move through the suggestions, Enter picks the active one, Escape closes the list.
 * Issue 27 (after issue 10): Tab or Enter on an open list picks the highlighted suggestion, else the place
 * the typed value stands for, else the first (ranked) one (domain placeForKeyboardChoice): 'Denver' then Tab
 * gives Denver, CO. Tab lets focus move on as usual; Enter keeps it. Tab or Enter while the search is still
 * under way picks the same way once it answers (docs/decisions.md, issue 27). Leaving the field otherwise (a
 * click elsewhere) selects only the place the typed value stands for, never a guess. With no list open,
 * Enter selects that place and keeps focus, or submits the form; an empty list lets focus move on and the
 * hint says nothing matched.
 */
export function LocationCombobox(props: LocationComboboxProps) {
  const { label, name, text, search, errors, valid } = props;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  /** Tab or Enter came while the search was under way: pick when it answers. */
  const pickWhenAnswered = useRef(false);
  /** Focus came from a pointer press: the mouseup that follows must not undo the select-all. */
  const selectedOnFocus = useRef(false);

  const results = search.status === 'done' ? search.results : [];
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (city: CityResult) => {
    pickWhenAnswered.current = false;
    props.onSelect(city);
    setOpen(false);
    setActive(-1);
  };
  /** The suggestion Tab or Enter picks from the open list. */
  const keyboardChoice = () => (expanded ? (results[active] ?? placeForKeyboardChoice(text, results)) : null);

  useEffect(() => {
    if (!pickWhenAnswered.current || search.status === 'searching') return;
    pickWhenAnswered.current = false;
    const city = search.status === 'done' ? placeForKeyboardChoice(text, search.results) : null;
    if (city) {
      props.onSelect(city);
      setOpen(false);
      setActive(-1);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (results.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i >= results.length - 1 ? 0 : i + 1));
        return;
      case 'ArrowUp':
        if (results.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i <= 0 ? results.length - 1 : i - 1));
        return;
      case 'Enter': {
        const city = keyboardChoice();
        if (city) {
          event.preventDefault();
          pick(city);
          return;
        }
        const searching = search.status === 'searching';
        if (searching) pickWhenAnswered.current = true;
        if (props.onCommit() || searching) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (expanded) event.preventDefault();
        return;
      }
      case 'Tab': {
        const city = keyboardChoice();
        if (city) pick(city);
        else if (search.status === 'searching') pickWhenAnswered.current = true;
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
        return;
    }
  };

  let status = '';
  if (search.status === 'searching') status = 'Searching places…';
  else if (search.status === 'failed') status = 'We could not search places just now. Please try again.';
  else if (search.status === 'done' && search.results.length === 0)
    status = `No places match "${text.trim()}"`;
  else if (search.status === 'done' && open) {
    status = `${search.results.length} ${search.results.length === 1 ? 'place' : 'places'} found`;
  }
  const showStatusVisibly =
    search.status === 'failed' || (search.status === 'done' && search.results.length === 0);
  const state = errors.length > 0 ? 'error' : valid ? 'valid' : 'none';
  const notFound = search.status === 'done' && search.results.length === 0;
  const invalidCity = errors.includes(INVALID_CITY_MESSAGE);
  const mapPlaceHref =
    props.mapPlace && (notFound || invalidCity)
      ? indirectMappingPath(
          notFound ? text : '',
          notFound ? PlaceMappingSource.CitySearch : props.mapPlace.invalidCitySource,
        )
      : null;

  return (
    <div className="field combobox" data-state={state}>
      <label htmlFor={inputId}>{label}</label>
      <div className="combobox-wrap">
        <input
          ref={props.inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={errors.length > 0}
          aria-describedby={`${errors.length > 0 ? `${errorId} ` : ''}${statusId}`}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          placeholder="City, State or ZIP"
          value={text}
          onChange={(event) => {
            pickWhenAnswered.current = false;
            props.onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            setOpen(true);
            if (props.prefilled && text !== '') {
              event.currentTarget.select();
              selectedOnFocus.current = true;
            }
          }}
          onMouseUp={(event) => {
            // A click's mouseup would put the caret where it landed, undoing the select-all of the focus.
            if (selectedOnFocus.current) event.preventDefault();
            selectedOnFocus.current = false;
          }}
          onKeyUp={() => {
            selectedOnFocus.current = false;
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            props.onCommit();
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="listbox"
          hidden={!expanded}
        >
          {results.map((city, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (ARIA 1.2 pattern, aria-activedescendant)
            <div
              key={`${city.CityName}-${city.StateCode}-${city.ZipCode}-${city.ZipLow}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="option"
              // Keeps focus in the input, so the blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(city)}
            >
              {cityLabel(city)}
            </div>
          ))}
        </div>
      </div>
      <p id={statusId} className={showStatusVisibly ? 'field-hint' : 'visually-hidden'} aria-live="polite">
        {status}
      </p>
      <p id={errorId} className="field-error" aria-live="polite">
        {errors.join(' ')}
      </p>
      {mapPlaceHref ? (
        <p className="field-hint combobox-map-place">{props.mapPlace?.link(mapPlaceHref, MAP_PLACE_TEXT)}</p>
      ) : null}
    </div>
  );
}
