import { Link } from 'react-router';
import type { PlaceMappingView } from '../../../../application/place-mappings/place-mapping-views';
import { PlaceMappingSource, PlaceMappingStatus } from '../../../../domain/location/place-mapping';
import type { CityResult } from '../../../http/client/relomove-api';
import { LocationCombobox } from '../quote-form/location-combobox';
import { IndirectMappingForm } from './indirect-mapping-view';
import { MappingStatusDetails, mappingTitle } from './mapping-status-view';
import type { IndirectMappingModel } from './use-indirect-mapping';

const DENVER: CityResult = {
  CityName: 'Denver',
  StateCode: 'CO',
  StateName: 'Colorado',
  ZipCode: '80202',
  ZipLow: '80202',
  ZipHigh: '80202',
  CountyName: 'Denver',
  Country: 'US',
};

const nothing = () => undefined;

/** The form as a sample model: empty, or after a refused send. */
function sampleForm(errors: ReadonlyArray<[string, readonly string[]]>): IndirectMappingModel {
  return {
    fields: {
      PlaceName: errors.length ? 'Eagle Nest Ranch' : '',
      NearText: errors.length ? 'Denv' : '',
      MilesAway: errors.length ? '250' : '',
      EmailAddress: errors.length ? 'pat@' : '',
      Note: '',
    },
    near: null,
    nearSearch: { status: 'idle' },
    errors: new Map(errors),
    busy: false,
    set: nothing,
    selectNear: nothing,
    commitNear: () => false,
    submit: (event) => event.preventDefault(),
  };
}

const request = (
  status: PlaceMappingView['status'],
  over: Partial<PlaceMappingView> = {},
): PlaceMappingView => ({
  token: 'sample-token-0000000000',
  placeName: 'Eagle Nest Ranch',
  stateCode: 'CO',
  near: DENVER,
  milesAway: 12,
  status,
  createdAt: '2026-11-26T15:00:00.000Z',
  decidedAt: status === PlaceMappingStatus.Pending ? null : '2026-11-27T15:00:00.000Z',
  decisionNote: '',
  place: null,
  ...over,
});

const STATUSES: readonly PlaceMappingView[] = [
  request(PlaceMappingStatus.Pending),
  request(PlaceMappingStatus.Confirmed, {
    place: { ...DENVER, CityName: 'Eagle Nest Ranch' },
  }),
  request(PlaceMappingStatus.Rejected, {
    decisionNote: 'We could not find a road to this place. Call us and we will work it out with you.',
  }),
];

/**
 * Issue 15 in the style guide (§1): the indirect mapping form's parts in their states — the quote form's
 * offer when a place is not found, the form empty and refused, and the status page of a request Pending,
 * Confirmed and Rejected. Sample data only: nothing reaches the server.
 */
export function IndirectMappingStyleGuide() {
  return (
    <section className="sg-section" aria-labelledby="sg-indirect-mapping">
      <h2 id="sg-indirect-mapping">Indirect mapping form</h2>
      <h3>When the search finds nothing</h3>
      <div className="sg-frame mapping-sg-frame">
        <LocationCombobox
          label="Moving From (nothing found)"
          name="sg-map-from"
          text="Eagle Nest Ranch"
          search={{ status: 'done', query: 'Eagle Nest Ranch', results: [] }}
          errors={[]}
          valid={false}
          onTextChange={nothing}
          onSelect={nothing}
          onCommit={() => false}
          mapPlace={{
            invalidCitySource: PlaceMappingSource.InvalidCityOrigin,
            link: (href, text) => <Link to={href}>{text}</Link>,
          }}
        />
      </div>
      <h3>The form</h3>
      <div className="sg-frame mapping-sg-frame">
        <IndirectMappingForm model={sampleForm([])} />
      </div>
      <h3>The form, refused</h3>
      <div className="sg-frame mapping-sg-frame">
        <IndirectMappingForm
          model={sampleForm([
            ['NearZip', ['Choose a nearby city from the list']],
            ['MilesAway', ['Value must be a whole number of miles from 0 to 100']],
            ['EmailAddress', ['Value is not a valid email address']],
          ])}
        />
      </div>
      {STATUSES.map((mapping) => (
        <div key={mapping.status}>
          <h3>Status page: {mapping.status}</h3>
          <div className="sg-frame mapping-sg-frame mapping-status">
            <p>
              <strong>{mappingTitle(mapping)}</strong>
            </p>
            <MappingStatusDetails mapping={mapping} onQuoteFrom={nothing} nextLevel={4} />
          </div>
        </div>
      ))}
    </section>
  );
}
