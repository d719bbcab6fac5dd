import './style-guide.css';
import { type ReactNode, useId, useState } from 'react';
import { validateChosenLocation, validateLocationText } from '../../../../domain/location/chosen-location';
import { cents } from '../../../../domain/money/money';
import { funFactAt } from '../../../../domain/quote/quote-state';
import { OverlayText } from '../../../../domain/quote/quote-texts';
import type { CityResult } from '../../../http/client/relomove-api';
import { ApiProvider } from '../../app/api-context';
import { LoadingOverlay } from '../../app/loading-overlay';
import { DashboardView } from '../dashboard/dashboard-view';
import { IndirectMappingStyleGuide } from '../indirect-mapping/indirect-mapping-style-guide';
import { InspectionStyleGuide } from '../insect-inspection/inspection-style-guide';
import { LocationCombobox } from '../quote-form/location-combobox';
import { QuoteForm } from '../quote-form/quote-form';
import { QuoteFormBanner } from '../quote-form/quote-form-banner';
import { cityLabel, useLocationSearch } from '../quote-form/use-location-search';
import { QuoteViewView } from '../quote-view/quote-view-view';
import { LocatorStyleGuide } from '../service-center-locator/locator-style-guide';
import { StaffLookupStyleGuide } from '../staff-lookup/staff-lookup-style-guide';
import { SURVEY_STYLE_GUIDE_SECTION, SurveyStyleGuide } from '../surveys/survey-style-guide';
import { STYLE_GUIDE_API } from './demo-api';
import {
  COLOUR_TOKENS,
  contrastRatio,
  RADIUS_TOKENS,
  SPACE_TOKENS,
  TYPE_TOKENS,
  tokenValue,
} from './design-tokens';
import { SHIPMENT_SAMPLES } from './sample-shipment';
import { useDemoQuoteView } from './use-demo-quote-view';

const SAMPLE_TOTAL = cents(250_000);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sg-section" aria-labelledby={`sg-${id}`}>
      <h2 id={`sg-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function Colours() {
  return (
    <ul className="sg-swatches">
      {COLOUR_TOKENS.map((token) => {
        const value = tokenValue(token.name);
        const ratio = token.pair ? contrastRatio(value, tokenValue(token.pair.with)) : null;
        return (
          <li key={token.name} className="sg-swatch">
            <span className="sg-chip" style={{ background: `var(${token.name})` }} aria-hidden="true" />
            <span className="sg-swatch-text">
              <code>{token.name}</code> {value ? <span className="sg-value">{value}</span> : null}
              <span className="sg-use">{token.use}</span>
              {token.pair ? (
                <span className="sg-use">
                  {ratio === null ? '' : `${ratio.toFixed(1)}:1 `}with <code>{token.pair.with}</code> (
                  {token.pair.kind} needs {token.pair.minimum}:1
                  {ratio === null ? '' : ratio >= token.pair.minimum ? ', passes AA' : ', fails AA'})
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function TypeScale() {
  return (
    <dl className="sg-type">
      {TYPE_TOKENS.map((token) => (
        <div key={token.name}>
          <dt>
            <code>{token.name}</code> {tokenValue(token.name)} · {token.use}
          </dt>
          <dd style={{ fontSize: `var(${token.name})` }}>Move your home with Relomove</dd>
        </div>
      ))}
    </dl>
  );
}

function Spacing() {
  return (
    <>
      <ul className="sg-spaces">
        {SPACE_TOKENS.map((name) => (
          <li key={name}>
            <code>{name}</code> <span className="sg-value">{tokenValue(name)}</span>
            <span className="sg-bar" style={{ width: `var(${name})` }} aria-hidden="true" />
          </li>
        ))}
      </ul>
      <ul className="sg-radii">
        {RADIUS_TOKENS.map((name) => (
          <li key={name} style={{ borderRadius: `var(${name})` }}>
            <code>{name}</code> {tokenValue(name)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Buttons() {
  return (
    <div className="sg-row">
      <button type="button" className="button button-primary">
        Primary
      </button>
      <button type="button" className="button">
        Secondary
      </button>
      <button type="button" className="button button-primary" disabled>
        Disabled
      </button>
      <button type="button" className="button" disabled>
        Disabled secondary
      </button>
    </div>
  );
}

/** §5 the messages of a location field, by the same domain rules as the quote form. */
function locationErrors(text: string, chosen: CityResult | null): string[] {
  const checked = validateLocationText(text);
  if (checked.isErr()) return checked.error;
  const location = validateChosenLocation(chosen);
  return location.isErr() ? [location.error] : [];
}

/** The real location combobox and city search hook, over the style guide's own fake API. */
function DemoLocation({
  label,
  start,
}: {
  label: string;
  start: { text: string; chosen: CityResult | null };
}) {
  const [text, setText] = useState(start.text);
  const [chosen, setChosen] = useState<CityResult | null>(start.chosen);
  const [checked, setChecked] = useState(start.text !== '' || start.chosen !== null);
  const search = useLocationSearch(text, chosen === null);
  const errors = checked ? locationErrors(text, chosen) : [];
  return (
    <LocationCombobox
      label={label}
      name={label}
      text={text}
      search={search}
      errors={errors}
      valid={checked && errors.length === 0}
      onTextChange={(next) => {
        setText(next);
        setChosen(null);
        setChecked(false);
      }}
      onSelect={(city) => {
        setText(cityLabel(city));
        setChosen(city);
        setChecked(true);
      }}
      onCommit={() => {
        setChecked(true);
        return false;
      }}
    />
  );
}

const DENVER: CityResult = {
  CityName: 'Denver',
  StateCode: 'CO',
  StateName: 'Colorado',
  ZipCode: '',
  ZipLow: '80202',
  ZipHigh: '80299',
  CountyName: 'Denver',
  Country: 'US',
};

function Fields() {
  const id = useId();
  return (
    <ApiProvider api={STYLE_GUIDE_API}>
      <p>
        Type three letters (try <kbd>den</kbd>, <kbd>kcmo</kbd> or <kbd>dc</kbd>); the suggestions come from a
        few sample places, not from our city search.
      </p>
      <div className="sg-fields">
        <DemoLocation label="Search (try it)" start={{ text: '', chosen: null }} />
        <DemoLocation label="Valid" start={{ text: cityLabel(DENVER), chosen: DENVER }} />
        <DemoLocation label="Not chosen from the list" start={{ text: 'Denv', chosen: null }} />
        <div className="field" data-state="error">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            defaultValue="dana@"
            aria-invalid="true"
            aria-describedby={`${id}-email-error`}
          />
          <p id={`${id}-email-error`} className="field-error">
            Please provide a valid email address
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-size`}>Select</label>
          <select id={`${id}-size`} defaultValue="2">
            <option value="1">One</option>
            <option value="2">Two</option>
          </select>
          <p className="field-hint">A hint under a field</p>
        </div>
      </div>
    </ApiProvider>
  );
}

/**
 * §2 the short form's three layouts: the real form (one component, a layout prop) over the style guide's
 * fake API. The specimens do not remember what is typed (§3 persistence is for the visitor's own form).
 */
function FormLayouts() {
  return (
    <ApiProvider api={STYLE_GUIDE_API}>
      <h3>Vertical</h3>
      <p>The /moving-quote page: one field under another.</p>
      <div className="card narrow sg-frame">
        <QuoteForm layout="vertical" remember={false} />
      </div>
      <h3>Horizontal</h3>
      <p>
        The home page: the fields in one row on a wide screen, two by two on a tablet, stacked on a phone.
      </p>
      <div className="card sg-frame">
        <QuoteForm layout="horizontal" remember={false} />
      </div>
      <h3>Banner</h3>
      <p>
        The help pages: a compact row inside the 'Get instant quote' banner. On a phone it shows only the
        button, which opens the full form.
      </p>
      <QuoteFormBanner remember={false} />
    </ApiProvider>
  );
}

function Notices() {
  return (
    <>
      <div className="notice notice-info">
        <p>Info: We could not find that quote. Please get a new quote below.</p>
      </div>
      <div className="notice notice-success">
        <p>Success: Your changes were saved.</p>
      </div>
      <div className="notice notice-error">
        <p>Error: We could not reach our quote service. Please check your connection and try again.</p>
      </div>
    </>
  );
}

/** Issue 13: the dashboard with sample shipments at several points of a move (§2 Dashboard milestone views). */
function MilestoneSpecimen() {
  const id = useId();
  const [index, setIndex] = useState(0);
  const chosen = SHIPMENT_SAMPLES[index] ?? SHIPMENT_SAMPLES[0];
  if (!chosen) return null;
  return (
    <>
      <p>The dashboard of a sample move at several points: its steps, dates, updates and next step.</p>
      <div className="field">
        <label htmlFor={`${id}-point`}>Point of the move</label>
        <select id={`${id}-point`} value={index} onChange={(e) => setIndex(Number(e.target.value))}>
          {SHIPMENT_SAMPLES.map((s, i) => (
            <option key={s.label} value={i}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="sg-frame" data-testid="sg-milestones">
        <DashboardView
          key={index}
          quote={chosen.quote}
          lines={[]}
          total={SAMPLE_TOTAL}
          shipment={chosen.shipment}
          now={chosen.now}
        />
      </div>
    </>
  );
}

function QuoteSpecimen() {
  return (
    <>
      <p>The quote view with sample prices: choose an option, change the trailer length or coverage.</p>
      <div className="sg-frame">
        <QuoteViewView model={useDemoQuoteView()} />
      </div>
    </>
  );
}

function OverlaySpecimen() {
  return (
    <div className="sg-overlay-frame">
      <LoadingOverlay title={OverlayText.retrieving} fact={funFactAt(0)} />
    </div>
  );
}

/** The guide's own sections, in order: anchor, heading and what the section shows. */
const OWN_SECTIONS: readonly (readonly [id: string, title: string, Body: () => ReactNode])[] = [
  ['colours', 'Colours', Colours],
  ['type', 'Type scale', TypeScale],
  ['spacing', 'Spacing and corners', Spacing],
  ['buttons', 'Buttons', Buttons],
  ['fields', 'Fields and location search', Fields],
  ['form-layouts', 'Quote form layouts', FormLayouts],
  ['notices', 'Notices', Notices],
  ['quote', 'Option cards and price breakdown', QuoteSpecimen],
  ['overlay', 'Loading overlay', OverlaySpecimen],
  ['milestones', 'Dashboard milestone views', MilestoneSpecimen],
];

/** The contents: the guide's own sections and those of the features that link here. */
const SECTIONS = [
  ...OWN_SECTIONS,
  ['locator', 'Service-center locator: map and list'],
  SURVEY_STYLE_GUIDE_SECTION,
] as const;

/**
 * §1 "a style guide": the design tokens (read from the stylesheet) and the real components in their
 * states. Everything interactive runs on sample data and a local fake API; nothing reaches the server.
 */
export function StyleGuidePage() {
  return (
    <div className="container page style-guide">
      <h1>Style guide</h1>
      <p>The colours, type, spacing and components the Relomove site is built from.</p>
      <nav aria-label="Style guide sections">
        <ul className="sg-contents">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#sg-${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {OWN_SECTIONS.map(([id, title, Body]) => (
        <Section key={id} id={id} title={title}>
          <Body />
        </Section>
      ))}
      <StaffLookupStyleGuide />
      <LocatorStyleGuide />
      <SurveyStyleGuide />
      <InspectionStyleGuide />
      <IndirectMappingStyleGuide />
    </div>
  );
}
