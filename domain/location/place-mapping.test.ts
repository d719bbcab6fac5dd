import { describe, expect, it } from 'vitest';
import {
  decidePlaceMapping,
  decisionsBehind,
  INDIRECT_MAPPING_PATH,
  indirectMappingPath,
  PENDING_PER_EMAIL_MAX,
  PlaceMappingDecision,
  PlaceMappingMessage,
  type PlaceMappingRequestInput,
  PlaceMappingSource,
  PlaceMappingStatus,
  placeKey,
  readPlaceMappingSource,
  validatePlaceMappingRequest,
} from './place-mapping';

const request = (over: Partial<PlaceMappingRequestInput> = {}): PlaceMappingRequestInput => ({
  PlaceName: 'Eagle Nest Ranch',
  NearCity: 'Denver',
  NearState: 'CO',
  NearZip: '80202',
  MilesAway: 12,
  EmailAddress: 'Pat@Example.com',
  Note: '',
  Source: PlaceMappingSource.CitySearch,
  ...over,
});

const fieldsOf = (input: PlaceMappingRequestInput) =>
  validatePlaceMappingRequest(input).match(
    () => [],
    (errors) => errors.map((e) => `${e.field} - ${e.message}`),
  );

describe('§1 the indirect mapping form: a request (issue 15)', () => {
  it('takes a place name, a nearby city from the search, an email and optional miles and note; tidies them', () => {
    const valid = validatePlaceMappingRequest(
      request({ PlaceName: '  Eagle   Nest  Ranch ' }),
    )._unsafeUnwrap();
    expect(valid.PlaceName).toBe('Eagle Nest Ranch');
    expect(valid.EmailAddress).toBe('pat@example.com');
    expect(fieldsOf(request({ MilesAway: null, Note: 'Past the grain elevator' }))).toEqual([]);
    expect(fieldsOf(request({ PlaceName: "Coeur d'Alène-Nord" }))).toEqual([]);
  });

  it("answers every problem as §5 'field - message' lines", () => {
    expect(
      fieldsOf(
        request({ PlaceName: '', NearZip: '', MilesAway: 101, EmailAddress: 'nope', Note: 'x'.repeat(501) }),
      ),
    ).toEqual([
      'PlaceName - The value is required',
      `NearZip - ${PlaceMappingMessage.chooseNear}`,
      `MilesAway - ${PlaceMappingMessage.milesAway}`,
      'EmailAddress - Value is not a valid email address',
      'Note - The maximum length allowed is 500',
    ]);
    expect(fieldsOf(request({ EmailAddress: ' ' }))).toEqual(['EmailAddress - The value is required']);
    expect(fieldsOf(request({ MilesAway: 2.5 }))).toEqual([`MilesAway - ${PlaceMappingMessage.milesAway}`]);
  });

  it('a place name is a city search term: 3 to 49 characters, letters needed, no markup', () => {
    expect(fieldsOf(request({ PlaceName: 'Ab' }))).toEqual([
      'PlaceName - This field should be at least 3 characters long',
    ]);
    expect(fieldsOf(request({ PlaceName: 'x'.repeat(50) }))).toEqual([
      'PlaceName - The maximum length allowed is 49',
    ]);
    expect(fieldsOf(request({ PlaceName: '<script>' }))).toEqual([
      `PlaceName - ${PlaceMappingMessage.placeCharacters}`,
    ]);
    expect(fieldsOf(request({ PlaceName: '12345' }))).toEqual([
      `PlaceName - ${PlaceMappingMessage.placeNeedsLetter}`,
    ]);
    expect(fieldsOf(request({ PlaceName: "'.-a" }))).toEqual([
      'PlaceName - This field should be at least 3 characters long',
    ]);
  });

  it('the search key is the §5 normalised term in lower case', () => {
    expect(placeKey('Eagle Nest Ranch')).toBe('eagle nest ranch');
    expect(placeKey("  Coeur d'Alène ")).toBe('coeur dalene');
  });

  it('caps the requests one address may have waiting', () => {
    expect(PENDING_PER_EMAIL_MAX).toBe(5);
  });
});

describe('§1 the indirect mapping review: staff confirm, reject or withdraw (issue 15)', () => {
  const { Pending, Confirmed, Rejected, Withdrawn } = PlaceMappingStatus;
  const { Confirm, Reject, Withdraw } = PlaceMappingDecision;

  it('a Pending request is Confirmed, or Rejected with a note for the customer', () => {
    expect(decidePlaceMapping(Pending, Confirm, '')._unsafeUnwrap()).toBe(Confirmed);
    expect(decidePlaceMapping(Pending, Reject, 'Not a place we reach')._unsafeUnwrap()).toBe(Rejected);
    expect(decidePlaceMapping(Pending, Reject, ' ')._unsafeUnwrapErr()).toEqual({
      field: 'Note',
      message: PlaceMappingMessage.noteForReject,
    });
  });

  it('only a Confirmed mapping is withdrawn, and nothing is decided twice', () => {
    expect(decidePlaceMapping(Confirmed, Withdraw, '')._unsafeUnwrap()).toBe(Withdrawn);
    for (const status of [Confirmed, Rejected, Withdrawn])
      expect(decidePlaceMapping(status, Confirm, '').isErr()).toBe(true);
    for (const status of [Pending, Rejected, Withdrawn])
      expect(decidePlaceMapping(status, Withdraw, '')._unsafeUnwrapErr().field).toBe('Decision');
  });

  it('every decision raises the generation of the live aliases, so instances notice it', () => {
    expect([Pending, Confirmed, Rejected, Withdrawn].map(decisionsBehind)).toEqual([0, 1, 1, 2]);
  });
});

describe('the form is linked with what the customer already told us', () => {
  it('carries the typed place and where it came from', () => {
    expect(indirectMappingPath(' Eagle  Nest ', PlaceMappingSource.CitySearch)).toBe(
      `${INDIRECT_MAPPING_PATH}?place=Eagle+Nest&source=CitySearch`,
    );
    expect(indirectMappingPath('', PlaceMappingSource.InvalidCityOrigin)).toBe(
      `${INDIRECT_MAPPING_PATH}?source=InvalidCityOrigin`,
    );
    expect(readPlaceMappingSource('InvalidCityDestination')).toBe('InvalidCityDestination');
    expect(readPlaceMappingSource('<x>')).toBe('CitySearch');
    expect(readPlaceMappingSource(null)).toBe('CitySearch');
  });
});
