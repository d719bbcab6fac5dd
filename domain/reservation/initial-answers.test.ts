import { describe, expect, it } from 'vitest';
import { BuildingType, DeliveryResponse, DeliveryType, LocationKind, WILL_ADVISE } from '../quote/enums';
import { exampleQuote } from '../quote/example-quote';
import type { Quote } from '../quote/types';
import { MilitaryBranch } from './enums';
import { initialLocationAnswers } from './initial-answers';
import { locationProblems } from './step-answers';

/** The example move (Chicago apartment to Denver 'Will Advise', door to door trailer selected). */
function quote(details: Partial<Quote['Details']> = {}): Quote {
  return { ...exampleQuote({}, details), QuoteId: 4242, Revision: 1 };
}

/** The example quote with its selected option's delivery types replaced. */
function withDelivery(q: Quote, origin: DeliveryType, destination: DeliveryType): Quote {
  const PricingOptions = q.Details.PricingOptions.map((o) =>
    o.Default ? { ...o, OriginDelivery: origin, DestinationDelivery: destination } : o,
  );
  return { ...q, Details: { ...q.Details, PricingOptions } };
}

describe('initialLocationAnswers (issue 11 step W defaults, §4 load rules)', () => {
  it('door origin with an address line 1 keeps apartment and the address lines (§4 origin load rule)', () => {
    const answers = initialLocationAnswers(quote());
    expect(answers.Origin).toEqual({
      buildingType: BuildingType.apartment,
      FromAddress1: '2217 N Halsted St',
      FromAddress2: 'Apt 3',
      // Issue 27: the ZIP the quote was made from (the example quote's, typed on the quote form).
      FromZip: '60614',
      StationCode: null,
    });
  });

  it("a saved 'home' with an address line 1 loads as apartment (§4 'apartment unless already apartment or storage')", () => {
    const q = quote();
    const answers = initialLocationAnswers(
      quote({ Origin: { ...q.Details.Origin, buildingType: BuildingType.home } }),
    );
    expect(answers.Origin.buildingType).toBe(BuildingType.apartment);
  });

  it('an origin without an address loads as home (§4 origin load rule "otherwise home")', () => {
    const q = quote();
    const answers = initialLocationAnswers(
      quote({ Origin: { ...q.Details.Origin, AddressLine1: ' ', buildingType: BuildingType.storage } }),
    );
    expect(answers.Origin.buildingType).toBe(BuildingType.home);
  });

  it("a 'Will Advise' destination loads as response unknown with IsWillAdvise and no address line (§3, §4)", () => {
    const answers = initialLocationAnswers(quote());
    expect(answers.Destination.selectedDeliveryResponse).toBe(DeliveryResponse.unknown);
    expect(answers.Destination.IsWillAdvise).toBe(true);
    expect(answers.Destination.ToAddress2).toBe('');
    expect(answers.Destination.ToAddress2).not.toBe(WILL_ADVISE);
  });

  it('a destination with an address line 1 loads as known, apartment (§4 destination load rule)', () => {
    const q = quote();
    const answers = initialLocationAnswers(
      quote({
        Destination: {
          ...q.Details.Destination,
          AddressLine1: '1600 Glenarm Pl',
          AddressLine2: '',
          IsWillAdvise: false,
          type: LocationKind.addressKnown,
          buildingType: BuildingType.home,
          selectedDeliveryResponse: DeliveryResponse.known,
        },
      }),
    );
    expect(answers.Destination).toMatchObject({
      buildingType: BuildingType.apartment,
      ToAddress1: '1600 Glenarm Pl',
      selectedDeliveryResponse: DeliveryResponse.known,
      IsWillAdvise: false,
      StationCode: null,
    });
  });

  it('issue 27: a quote made from a city has no ZIP, so step 1 starts with none (never an invented one)', () => {
    const q = quote();
    const answers = initialLocationAnswers(quote({ Origin: { ...q.Details.Origin, ZIP: '' } }));
    expect(answers.Origin.FromZip).toBe('');
  });

  it('terminal service at each end starts at the quote’s service centers, with no address (§3 StationDetail)', () => {
    const answers = initialLocationAnswers(
      withDelivery(quote(), DeliveryType.Terminal, DeliveryType.Terminal),
    );
    expect(answers.Origin).toEqual({
      buildingType: BuildingType.service,
      FromAddress1: '',
      FromAddress2: '',
      FromZip: '',
      StationCode: 'CHI',
    });
    expect(answers.Destination).toMatchObject({
      buildingType: BuildingType.service,
      selectedDeliveryResponse: DeliveryResponse.serviceCenter,
      IsWillAdvise: false,
      StationCode: 'DEN',
    });
  });

  it('a service-center origin under door service never starts with building type service (door needs an address)', () => {
    const q = quote();
    const answers = initialLocationAnswers(
      quote({ Origin: { ...q.Details.Origin, type: LocationKind.serviceCenter, AddressLine1: '' } }),
    );
    expect(answers.Origin.buildingType).toBe(BuildingType.home);
  });

  it('a service-center destination under door service starts as a known address (§4 rule 1 is for terminal service)', () => {
    const q = quote();
    const answers = initialLocationAnswers(
      quote({
        Destination: {
          ...q.Details.Destination,
          type: LocationKind.serviceCenter,
          AddressLine2: '',
          IsWillAdvise: false,
        },
      }),
    );
    expect(answers.Destination.selectedDeliveryResponse).toBe(DeliveryResponse.known);
    expect(answers.Destination.buildingType).toBe(BuildingType.home);
  });

  it('a storage destination keeps storage (§4 "unless storage already chosen")', () => {
    const q = quote();
    const answers = initialLocationAnswers(
      quote({
        Destination: {
          ...q.Details.Destination,
          type: LocationKind.serviceCenter,
          buildingType: BuildingType.storage,
          selectedDeliveryResponse: DeliveryResponse.storage,
          AddressLine2: '',
          IsWillAdvise: false,
        },
      }),
    );
    expect(answers.Destination.selectedDeliveryResponse).toBe(DeliveryResponse.storage);
    expect(answers.Destination.buildingType).toBe(BuildingType.storage);
  });

  it('the contact comes from the quote: Origin names, phone and SMS number as digits only (§3 Contact, §5)', () => {
    const answers = initialLocationAnswers(quote({ PhoneNumber: '(312) 555-0199' }));
    expect(answers.Contact).toEqual({
      FirstName: 'Dana',
      LastName: 'Whitfield',
      PhoneNumber: '3125550199',
      SmsOptIn: true,
      SmsNumber: '3125550199',
      laborRequested: false,
    });
  });

  it('SMS off means no SMS number (§3 SmsOptIn default false)', () => {
    const answers = initialLocationAnswers(quote({ SmsOptIn: false }));
    expect(answers.Contact.SmsOptIn).toBe(false);
    expect(answers.Contact.SmsNumber).toBe('');
  });

  it('liability starts at the quote’s Accessorials.Liability (§3 table: API value 1 is selected 75)', () => {
    expect(initialLocationAnswers(quote()).Liability).toBe(75);
    const q = quote();
    const unreadable = quote({ Accessorials: { ...q.Details.Accessorials, Liability: 'x' } });
    expect(initialLocationAnswers(unreadable).Liability).toBe(0);
  });

  it('weight tickets start off, or as the quote’s reservation holds them (§3 Weight tickets)', () => {
    expect(initialLocationAnswers(quote()).Military).toEqual({
      WeightTickets: false,
      MilitaryBranch: null,
      MilitaryBranchOther: '',
    });
    const q = quote();
    const reservation = q.Details.Reservation;
    if (!reservation) throw new Error('the example quote has a reservation');
    const military = quote({
      Reservation: {
        ...reservation,
        WeightTickets: true,
        MilitaryBranch: MilitaryBranch.Other,
        MilitaryBranchOther: 'Space Force',
      },
    });
    expect(initialLocationAnswers(military).Military).toEqual({
      WeightTickets: true,
      MilitaryBranch: MilitaryBranch.Other,
      MilitaryBranchOther: 'Space Force',
    });
  });

  it('the example quote’s defaults pass the step W checks (a complete door-to-door, Will Advise move)', () => {
    const q = quote();
    const answers = initialLocationAnswers(q);
    const option = q.Details.PricingOptions.find((o) => o.Default);
    if (!option) throw new Error('the example quote has a selected option');
    expect(locationProblems(answers, option)).toEqual([]);
  });
});
