import { describe, expect, it } from 'vitest';
import { FIPS, QUARANTINE_AREA } from '../../tests/fixtures/quarantine-area';
import { isoDate } from '../calendar/iso-date';
import { REQUIRED_MESSAGE } from '../validation/messages';
import { InspectionFormState } from './enums';
import {
  CHECKLIST_ITEM_IDS,
  INSPECTION_CHECKLIST,
  type InspectionSubmission,
  InspectionText,
  inspectionDecision,
  referenceNumberOf,
  validateInspection,
} from './inspection-form';
import { quarantineStanding } from './readiness-quarantine';

const state = (origin: [string, string], destination: [string, string], received = false) =>
  inspectionDecision(
    QUARANTINE_AREA,
    { state: origin[0], fips: origin[1] },
    { state: destination[0], fips: destination[1] },
    received,
  ).state;

describe('where a place stands in the spongy moth quarantine area (issue 15, 7 CFR 301.45-3, data/spongy-moth-quarantine.json)', () => {
  it('a wholly quarantined state is inside whatever its county', () => {
    expect(quarantineStanding(QUARANTINE_AREA, { state: 'ny', fips: '' })).toEqual({
      kind: 'WholeState',
      state: 'NY',
      stateName: 'New York',
    });
    expect(quarantineStanding(QUARANTINE_AREA, { state: 'NY', fips: FIPS.newYork }).kind).toBe('WholeState');
  });

  it('in a partly quarantined state the county decides: a regulated county is inside, another is outside', () => {
    expect(quarantineStanding(QUARANTINE_AREA, { state: 'OH', fips: FIPS.cuyahoga })).toEqual({
      kind: 'County',
      state: 'OH',
      stateName: 'Ohio',
      county: 'Cuyahoga County',
    });
    expect(quarantineStanding(QUARANTINE_AREA, { state: 'OH', fips: FIPS.hamilton })).toEqual({
      kind: 'Outside',
    });
  });

  it('in a partly quarantined state with the county unknown (or not a FIPS code) it may be inside', () => {
    for (const fips of ['', '  ', 'n/a', '3903']) {
      expect(quarantineStanding(QUARANTINE_AREA, { state: 'OH', fips }).kind, fips).toBe('PartOfState');
    }
  });

  it("a county code of another state does not count (the state's own list decides)", () => {
    expect(quarantineStanding(QUARANTINE_AREA, { state: 'IN', fips: FIPS.cuyahoga }).kind).toBe('Outside');
  });

  it('a state outside the area is outside', () => {
    expect(quarantineStanding(QUARANTINE_AREA, { state: 'CO', fips: FIPS.denver }).kind).toBe('Outside');
  });
});

describe('§4 Inspection form state of a move (issue 15: county-precise, the state when the county is unknown)', () => {
  it('§4 Required leaving a regulated county or a wholly quarantined state for outside the area', () => {
    expect(state(['OH', FIPS.cuyahoga], ['CO', FIPS.denver])).toBe(InspectionFormState.Required);
    expect(state(['IL', FIPS.cook], ['CO', FIPS.denver])).toBe(InspectionFormState.Required);
    expect(state(['NY', ''], ['CA', ''])).toBe(InspectionFormState.Required);
  });

  it('§4 NotRequired from a county of a partly quarantined state that is outside the area (Cincinnati)', () => {
    expect(state(['OH', FIPS.hamilton], ['CO', FIPS.denver])).toBe(InspectionFormState.NotRequired);
  });

  it('§4 Required from a partly quarantined state whose county is unknown (the move may leave the area)', () => {
    expect(state(['OH', ''], ['CO', ''])).toBe(InspectionFormState.Required);
  });

  it('§4 NotRequired when the destination is surely inside: a wholly quarantined state or a regulated county', () => {
    expect(state(['OH', FIPS.cuyahoga], ['NY', ''])).toBe(InspectionFormState.NotRequired);
    expect(state(['NY', ''], ['OH', FIPS.franklinOh])).toBe(InspectionFormState.NotRequired);
  });

  it('§4 Required into a partly quarantined state whose county is unknown or outside the area', () => {
    expect(state(['NY', ''], ['OH', ''])).toBe(InspectionFormState.Required);
    expect(state(['NY', ''], ['OH', FIPS.hamilton])).toBe(InspectionFormState.Required);
  });

  it('§4 Received once the form is in; a move that needs none stays NotRequired', () => {
    expect(state(['OH', FIPS.cuyahoga], ['CO', ''], true)).toBe(InspectionFormState.Received);
    expect(state(['TX', ''], ['CA', ''], true)).toBe(InspectionFormState.NotRequired);
  });
});

const TODAY = isoDate('2026-12-01');
const valid: InspectionSubmission = {
  itemsChecked: ['grills', 'bicycles'],
  noOutdoorItems: false,
  signerName: 'Casey  Newcomer ',
  agreed: true,
  dateSigned: '2026-12-01',
};
const messages = (over: Partial<InspectionSubmission>) =>
  validateInspection({ ...valid, ...over }, TODAY).match(
    () => [],
    (errors) => errors.map((e) => `${e.field} - ${e.message}`),
  );

describe('the signed self-inspection checklist (issue 15 "the checklist of outdoor items inspected, with the signature and the date")', () => {
  it('the checklist covers the APHIS categories of outdoor household articles, each id once', () => {
    expect(INSPECTION_CHECKLIST.map((g) => g.title)).toEqual([
      'Outdoor furniture and decor',
      'Grills and outdoor cooking',
      'Recreation',
      'Children’s things',
      'Yard and garden',
      'Vehicles and trailers',
    ]);
    expect(new Set(CHECKLIST_ITEM_IDS).size).toBe(CHECKLIST_ITEM_IDS.length);
  });

  it('a valid form: items in the checklist order, the typed name trimmed and its spaces single', () => {
    expect(validateInspection(valid, TODAY)._unsafeUnwrap()).toEqual({
      itemsChecked: ['grills', 'bicycles'],
      noOutdoorItems: false,
      signerName: 'Casey Newcomer',
      dateSigned: '2026-12-01',
    });
    expect(validateInspection({ ...valid, itemsChecked: [], noOutdoorItems: true }, TODAY).isOk()).toBe(true);
  });

  it('§5: nothing ticked, or items with "no outdoor items", is refused with the field named', () => {
    expect(messages({ itemsChecked: [] })).toEqual([`ItemsChecked - ${InspectionText.itemsRequired}`]);
    expect(messages({ noOutdoorItems: true })).toEqual([`NoOutdoorItems - ${InspectionText.itemsAndNone}`]);
  });

  it('§5: an item not on the checklist or ticked twice is refused', () => {
    expect(messages({ itemsChecked: ['grills', 'jetpack'] })).toEqual([
      `ItemsChecked - ${InspectionText.unknownItem('jetpack')}`,
    ]);
    expect(messages({ itemsChecked: ['grills', 'grills'] })).toEqual([
      `ItemsChecked - ${InspectionText.repeatedItem}`,
    ]);
  });

  it('§5: the signature is a typed name with a letter, at most 100 characters', () => {
    expect(messages({ signerName: '   ' })).toEqual([`SignerName - ${REQUIRED_MESSAGE}`]);
    expect(messages({ signerName: '12345' })).toEqual([`SignerName - ${InspectionText.signerLetters}`]);
    expect(messages({ signerName: 'A\u0000B' })).toEqual([`SignerName - ${InspectionText.signerLetters}`]);
    expect(messages({ signerName: 'x'.repeat(101) })).toEqual([
      'SignerName - The maximum length allowed is 100',
    ]);
    expect(messages({ signerName: 'Zoë Ñúñez-O’Brien' })).toEqual([]);
  });

  it('§5: the agreement must be ticked', () => {
    expect(messages({ agreed: false })).toEqual([`Agreed - ${InspectionText.agreedRequired}`]);
  });

  it("§5: the date signed is today's (a day either side for the customer's time zone)", () => {
    expect(messages({ dateSigned: '2026-11-30' })).toEqual([]);
    expect(messages({ dateSigned: '2026-12-02' })).toEqual([]);
    expect(messages({ dateSigned: '2026-11-29' })).toEqual([
      `DateSigned - ${InspectionText.dateToday(TODAY)}`,
    ]);
    expect(InspectionText.dateToday(TODAY)).toBe('Sign with today’s date (12/01/2026)');
    expect(messages({ dateSigned: '12/01/2026' })).toEqual([`DateSigned - ${InspectionText.dateShape}`]);
    expect(messages({ dateSigned: '2026-02-30' })).toEqual([`DateSigned - ${InspectionText.dateShape}`]);
  });

  it('every broken rule is reported at once', () => {
    expect(
      messages({ itemsChecked: [], signerName: '', agreed: false, dateSigned: '' }).map(
        (l) => l.split(' - ')[0],
      ),
    ).toEqual(['ItemsChecked', 'SignerName', 'Agreed', 'DateSigned']);
  });
});

describe('§5 reference numbers are digits only', () => {
  it('reads a typed reference number, forgiving spaces, # and dashes', () => {
    expect(referenceNumberOf(' #1000123 ')).toBe(1_000_123);
    expect(referenceNumberOf('1000-123')).toBe(1_000_123);
    for (const bad of ['', 'abc', '0', '1e6', '12.5', '9'.repeat(16)])
      expect(referenceNumberOf(bad), bad).toBeNull();
  });
});
