import { describe, expect, it } from 'vitest';
import { anOpenQuote } from '../../tests/fixtures/open-quote';
import { aRateCard } from '../../tests/fixtures/rate-card';
import {
  aCompleteDraft,
  aReservableQuote,
  locationAnswers,
  paymentAnswers,
  reservationFacts,
  scheduleAnswers,
} from '../../tests/fixtures/reservation-draft';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { CardBrand, PaymentMethod } from '../payment/enums';
import { WEIGHT_TICKETS_FEE } from '../pricing/fees';
import { LineType, linesTotal } from '../pricing/price-lines';
import { FEE_DESCRIPTIONS } from '../pricing/quote-price';
import { selectedOption } from '../quote/edit-quote';
import {
  AppointmentWindow,
  BuildingType,
  DeliveryResponse,
  DeliveryType,
  ExpeditedFlag,
  LocationKind,
  WebReservationFlag,
  WILL_ADVISE,
} from '../quote/enums';
import type { Coupon, PricingOption, Quote, StationDetail } from '../quote/types';
import type { LocationAnswers, ReservationDraft } from './draft';
import { MilitaryBranch } from './enums';
import {
  applyDraft,
  bookedPrice,
  reservedQuote,
  weightTicketsWaived,
  withGuarantee,
  withGuaranteedDeliveryPriced,
} from './reserved-quote';

/** The example quote's trailer parent followed by its guaranteed 3-day child (the example's expedite tier). */
function withChild(quote: Quote): Quote {
  const parent = quote.Details.PricingOptions[0] as PricingOption;
  const child: PricingOption = {
    ...parent,
    value: 'trailer-20-G3',
    CarrierTransitTime: 3,
    ExpeditedFlag: ExpeditedFlag.Child,
    IsExpeditedOptionAllowed: false,
    Default: false,
    DefaultParent: false,
  };
  const [first, ...rest] = quote.Details.PricingOptions;
  return {
    ...quote,
    Details: { ...quote.Details, PricingOptions: [first as PricingOption, child, ...rest] },
  };
}

/** The example quote with its selected option's delivery types replaced. */
function withDelivery(quote: Quote, origin: DeliveryType, destination: DeliveryType): Quote {
  const PricingOptions = quote.Details.PricingOptions.map((o) =>
    o.Default ? { ...o, OriginDelivery: origin, DestinationDelivery: destination } : o,
  );
  return { ...quote, Details: { ...quote.Details, PricingOptions } };
}

function drafted(location: Partial<LocationAnswers> = {}, draft: Partial<ReservationDraft> = {}) {
  return aCompleteDraft({ Location: locationAnswers(location), ...draft });
}

const DITY10: Coupon = { Code: 'dity10', Amount: cents(0), FreeStorageDays: 0, Description: 'DITY10' };

describe('applyDraft: the draft answers in the quote (§3 Location, Contact, Reservation Details)', () => {
  it('puts the door origin address, building type and contact names into Origin (§3 Origin form fields)', () => {
    const answers = locationAnswers();
    const quote = applyDraft(
      aReservableQuote(),
      drafted({
        Origin: {
          ...answers.Origin,
          FromAddress1: ' 10 W Elm St ',
          FromAddress2: '',
          buildingType: BuildingType.home,
        },
        Contact: { ...answers.Contact, FirstName: ' Lee ', LastName: 'Park ' },
      }),
      reservationFacts(),
    );
    expect(quote.Details.Origin).toMatchObject({
      AddressLine1: '10 W Elm St',
      AddressLine2: '',
      buildingType: BuildingType.home,
      type: LocationKind.addressKnown,
      FirstName: 'Lee',
      LastName: 'Park',
    });
    expect(quote.Details.Reservation?.Contact).toEqual({
      EmailAddress: 'Dana.Whitfield@Example.com',
      FirstName: 'Lee',
      LastName: 'Park',
    });
  });

  it("a 'Will Advise' destination is stored as AddressLine2 'Will Advise', address unknown (§3 Location)", () => {
    const quote = applyDraft(aReservableQuote(), drafted(), reservationFacts());
    expect(quote.Details.Destination).toMatchObject({
      AddressLine1: '',
      AddressLine2: WILL_ADVISE,
      type: LocationKind.addressUnknown,
      IsWillAdvise: true,
      selectedDeliveryResponse: DeliveryResponse.unknown,
    });
  });

  it('a known storage destination is stored with its address, kind storage (§3 Destination form fields)', () => {
    const quote = applyDraft(
      aReservableQuote(),
      drafted({
        Destination: {
          buildingType: BuildingType.storage,
          ToAddress1: '1600 Glenarm Pl',
          ToAddress2: 'Unit 12',
          selectedDeliveryResponse: DeliveryResponse.storage,
          IsWillAdvise: false,
          StationCode: null,
        },
      }),
      reservationFacts(),
    );
    expect(quote.Details.Destination).toMatchObject({
      AddressLine1: '1600 Glenarm Pl',
      AddressLine2: 'Unit 12',
      buildingType: BuildingType.storage,
      type: LocationKind.storage,
      IsWillAdvise: false,
    });
  });

  it('terminal service at both ends stores the chosen service centers and no address (§3 StationDetail)', () => {
    const base = aReservableQuote();
    const origin = base.Details.Origin.StationDetail as StationDetail;
    const destination = base.Details.Destination.StationDetail as StationDetail;
    const chosenOrigin: StationDetail = { ...origin, StationCode: 'CHS', CityName: 'Cicero' };
    const chosenDestination: StationDetail = { ...destination, StationCode: 'AUR', CityName: 'Aurora' };
    const quote = applyDraft(
      withDelivery(base, DeliveryType.Terminal, DeliveryType.Terminal),
      drafted(),
      reservationFacts({ originStation: chosenOrigin, destinationStation: chosenDestination }),
    );
    expect(quote.Details.Origin).toMatchObject({
      AddressLine1: '',
      AddressLine2: '',
      buildingType: BuildingType.service,
      type: LocationKind.serviceCenter,
      StationDetail: chosenOrigin,
    });
    expect(quote.Details.Destination).toMatchObject({
      AddressLine1: '',
      AddressLine2: '',
      buildingType: BuildingType.service,
      type: LocationKind.serviceCenter,
      selectedDeliveryResponse: DeliveryResponse.serviceCenter,
      IsWillAdvise: false,
      StationDetail: chosenDestination,
    });
  });

  it('stores the phone, SMS opt-in and SMS number (§3 Contact, Reservation SMSPhoneNumber)', () => {
    const contact = {
      ...locationAnswers().Contact,
      PhoneNumber: '7205550123',
      SmsOptIn: true,
      SmsNumber: '7205550124',
    };
    const quote = applyDraft(
      aReservableQuote({ SmsOptIn: false }),
      drafted({ Contact: contact }),
      reservationFacts(),
    );
    expect(quote.Details.PhoneNumber).toBe('7205550123');
    expect(quote.Details.SmsOptIn).toBe(true);
    expect(quote.Details.Reservation?.SMSPhoneNumber).toBe('7205550124');
    const off = applyDraft(
      aReservableQuote(),
      drafted({ Contact: { ...contact, SmsOptIn: false } }),
      reservationFacts(),
    );
    expect(off.Details.Reservation?.SMSPhoneNumber).toBe('');
  });

  it('stores the liability tier as Accessorials Liability and AddLiability (§3 Liability coverage options)', () => {
    const quote = applyDraft(aReservableQuote(), drafted({ Liability: 125 }), reservationFacts());
    expect(quote.Details.Accessorials).toMatchObject({ Liability: '2', AddLiability: true });
    const standard = applyDraft(aReservableQuote(), drafted({ Liability: 0 }), reservationFacts());
    expect(standard.Details.Accessorials).toMatchObject({ Liability: '0.1', AddLiability: false });
  });

  it('stores the drop-off and pickup dates and the live load (§3 Dates, Origin LiveLoad)', () => {
    const schedule = scheduleAnswers({
      SpotDate: isoDate('2026-06-17'),
      PickupDate: isoDate('2026-06-17'),
      IsLiveLoad: true,
    });
    const quote = applyDraft(aReservableQuote(), drafted({}, { Schedule: schedule }), reservationFacts());
    expect(quote.Details).toMatchObject({
      SpotDate: '2026-06-17',
      MoveDate: '2026-06-17',
      PickupDate: '2026-06-17',
    });
    expect(quote.Details.Origin.LiveLoad).toBe(true);
    expect(quote.Details.Reservation).toMatchObject({ MoveDate: '2026-06-17', PickupDate: '2026-06-17' });
  });

  it('stores the appointment window, its times and the rate card fees (§3 Appointment, §9)', () => {
    const facts = reservationFacts();
    const schedule = scheduleAnswers({
      OriginAppointment: {
        SelectedAppointmentOption: AppointmentWindow.OneHourWindow,
        EarlyTime: '1300',
        LateTime: '1400',
      },
    });
    const quote = applyDraft(aReservableQuote(), drafted({}, { Schedule: schedule }), facts);
    expect(quote.Details.Reservation?.SpotAppointment).toEqual({
      AppointmentWindow: AppointmentWindow.OneHourWindow,
      EarlyTime: '1300',
      LateTime: '1400',
      OneHourRate: facts.rates.OneHourRate,
      TwoHourRate: facts.rates.TwoHourRate,
    });
  });

  it('a free window (Unspecified, Open) stores no times (§3 Appointment)', () => {
    for (const window of [AppointmentWindow.Unspecified, AppointmentWindow.Open]) {
      const schedule = scheduleAnswers({
        OriginAppointment: { SelectedAppointmentOption: window, EarlyTime: '0800', LateTime: '1700' },
      });
      const quote = applyDraft(aReservableQuote(), drafted({}, { Schedule: schedule }), reservationFacts());
      expect(quote.Details.Reservation?.SpotAppointment).toMatchObject({
        AppointmentWindow: window,
        EarlyTime: '',
        LateTime: '',
      });
    }
  });

  it('stores weight tickets with the branch; MilitaryBranchOther only for Other (§3 Weight tickets)', () => {
    const navy = applyDraft(
      aReservableQuote(),
      drafted({
        Military: { WeightTickets: true, MilitaryBranch: MilitaryBranch.Navy, MilitaryBranchOther: 'x' },
      }),
      reservationFacts(),
    );
    expect(navy.Details.Reservation).toMatchObject({
      WeightTickets: true,
      MilitaryBranch: MilitaryBranch.Navy,
    });
    expect(navy.Details.Reservation).not.toHaveProperty('MilitaryBranchOther');

    const other = applyDraft(
      aReservableQuote(),
      drafted({
        Military: {
          WeightTickets: true,
          MilitaryBranch: MilitaryBranch.Other,
          MilitaryBranchOther: ' Space Force ',
        },
      }),
      reservationFacts(),
    );
    expect(other.Details.Reservation).toMatchObject({
      MilitaryBranch: MilitaryBranch.Other,
      MilitaryBranchOther: 'Space Force',
    });

    const none = applyDraft(
      aReservableQuote(),
      drafted({
        Military: { WeightTickets: false, MilitaryBranch: MilitaryBranch.Army, MilitaryBranchOther: '' },
      }),
      reservationFacts(),
    );
    expect(none.Details.Reservation).toMatchObject({ WeightTickets: false, MilitaryBranch: null });
  });

  it('stores the card as a PaymentMethods entry: brand, last four and token, never a number (§3 Payment)', () => {
    const quote = applyDraft(aReservableQuote(), drafted(), reservationFacts());
    const methods = quote.Details.Reservation?.PaymentMethods ?? [];
    expect(methods).toHaveLength(1);
    expect(methods[0]?.Method).toBe(PaymentMethod.CreditCard);
    expect(methods[0]?.CreditCard).toMatchObject({
      type: CardBrand.Visa,
      lastFour: '4242',
      paymentProfileId: paymentAnswers().PaymentProfileId,
      expirationDate: '12/2030',
    });
    const stored = JSON.stringify(quote);
    expect(stored).not.toMatch(/\d{12,19}/);
    expect(stored).not.toContain('4242424242424242');
    expect(Object.keys(methods[0]?.CreditCard ?? {})).not.toContain('number');
  });

  it('no card yet stores no PaymentMethods entry (§3 Payment)', () => {
    const quote = applyDraft(aReservableQuote(), drafted({}, { Payment: null }), reservationFacts());
    expect(quote.Details.Reservation?.PaymentMethods).toEqual([]);
  });
});

describe('withGuarantee (§4 Expedite options: a guaranteed choice; §5 child options by the default flag)', () => {
  const options = withChild(aReservableQuote()).Details.PricingOptions;

  it('a guaranteed transit time selects the expedited child with that transit time (§4 Expedite options)', () => {
    const chosen = selectedOption(withGuarantee(options, 3));
    expect(chosen?.value).toBe('trailer-20-G3');
    expect(chosen?.ExpeditedFlag).toBe(ExpeditedFlag.Child);
  });

  it('null (free estimated delivery) goes back to the parent (§4 a reset clears the guaranteed one)', () => {
    const guaranteed = withGuarantee(options, 3);
    expect(selectedOption(withGuarantee(guaranteed, null))?.value).toBe('trailer-20');
    expect(selectedOption(withGuarantee(options, null))?.value).toBe('trailer-20');
  });

  it('a transit time the quote has no child for leaves the selection as it is (§4 Expedite options)', () => {
    expect(withGuarantee(options, 2)).toEqual(options);
  });
});

describe('weightTicketsWaived (§9 Weight tickets fee 150, or 0 when waived; DITY10 decision)', () => {
  it('the DITY10 coupon waives the fee, in any case (§4 Coupons DITY10)', () => {
    expect(weightTicketsWaived([DITY10])).toBe(true);
  });

  it('no coupon, another coupon or an invalid DITY10 does not (§4 Coupons, §8 coupon Invalid)', () => {
    expect(weightTicketsWaived(undefined)).toBe(false);
    expect(weightTicketsWaived([])).toBe(false);
    expect(weightTicketsWaived([{ ...DITY10, Code: 'USA100' }])).toBe(false);
    expect(weightTicketsWaived([{ ...DITY10, Invalid: true }])).toBe(false);
  });
});

describe('bookedPrice (§9 Total = base + adjustments; weight tickets fee; guaranteed spot appointment fee)', () => {
  const tickets = { WeightTickets: true, MilitaryBranch: MilitaryBranch.Army, MilitaryBranchOther: '' };
  const window = (w: 'TwoHourWindow' | 'OneHourWindow', early: string, late: string) =>
    scheduleAnswers({
      OriginAppointment: { SelectedAppointmentOption: w, EarlyTime: early, LateTime: late },
    });

  it('without extras the total equals the quote as stored and the lines sum to it (§9)', () => {
    const price = bookedPrice(applyDraft(aReservableQuote(), drafted(), reservationFacts()));
    expect(price).not.toBeNull();
    expect(linesTotal(price?.lines ?? [])).toBe(price?.breakdown.total);
  });

  it('adds the $150 weight tickets fee and the two-hour window fee as AdditionalItem lines (§9, §3 line types)', () => {
    const facts = reservationFacts();
    const plain = bookedPrice(applyDraft(aReservableQuote(), drafted(), facts));
    const price = bookedPrice(
      applyDraft(
        aReservableQuote(),
        drafted({ Military: tickets }, { Schedule: window('TwoHourWindow', '0800', '1000') }),
        facts,
      ),
    );
    expect(price?.lines).toContainEqual({
      type: LineType.AdditionalItem,
      label: FEE_DESCRIPTIONS.weightTickets,
      amount: WEIGHT_TICKETS_FEE,
    });
    expect(price?.lines).toContainEqual({
      type: LineType.AdditionalItem,
      // Issue 27 "Wording": the line names its window in the origin station's time.
      label: 'Guaranteed Spot Appointment: 8:00-10:00 AM CT',
      amount: facts.rates.TwoHourRate,
    });
    expect(price?.breakdown.total).toBe(
      (plain?.breakdown.total ?? 0) + WEIGHT_TICKETS_FEE + facts.rates.TwoHourRate,
    );
    expect(linesTotal(price?.lines ?? [])).toBe(price?.breakdown.total);
  });

  it('adds the one-hour window fee (OneHourRate) as an AdditionalItem line (§9)', () => {
    const facts = reservationFacts();
    const price = bookedPrice(
      applyDraft(
        aReservableQuote(),
        drafted({}, { Schedule: window('OneHourWindow', '1000', '1100') }),
        facts,
      ),
    );
    expect(price?.lines).toContainEqual({
      type: LineType.AdditionalItem,
      label: 'Guaranteed Spot Appointment: 10:00-11:00 AM CT',
      amount: facts.rates.OneHourRate,
    });
    expect(linesTotal(price?.lines ?? [])).toBe(price?.breakdown.total);
  });

  it('with DITY10 the weight tickets line is $0 (waived) and the lines still sum to the total (§9 or 0 when waived)', () => {
    const price = bookedPrice(
      applyDraft(aReservableQuote({ Coupons: [DITY10] }), drafted({ Military: tickets }), reservationFacts()),
    );
    expect(price?.lines).toContainEqual({
      type: LineType.AdditionalItem,
      label: FEE_DESCRIPTIONS.weightTicketsWaived,
      amount: 0,
    });
    expect(linesTotal(price?.lines ?? [])).toBe(price?.breakdown.total);
  });

  it("the draft's guaranteed choice prices the expedited child: the parent's price plus the tier's fee (§4 Expedite options, §9)", () => {
    const quote = withChild(aReservableQuote());
    const fee = quote.Details.ExpeditedOptions[0]?.GuaranteedServiceFee ?? 0;
    const plain = bookedPrice(applyDraft(quote, drafted(), reservationFacts()));
    const guaranteed = bookedPrice(
      applyDraft(
        quote,
        drafted({}, { Schedule: scheduleAnswers({ GuaranteedTransitTime: 3 }) }),
        reservationFacts(),
      ),
    );
    expect(guaranteed?.option.value).toBe('trailer-20-G3');
    expect(guaranteed?.breakdown.total).toBe((plain?.breakdown.total ?? 0) + fee);
    expect(linesTotal(guaranteed?.lines ?? [])).toBe(guaranteed?.breakdown.total);
  });

  it('issue 27: a guaranteed delivery chosen on the schedule step is priced with the options the step offers (facts.expedite) when the quote stores none: its fee is a line and its date the promise', () => {
    const stored = withChild(aReservableQuote());
    const tier = stored.Details.ExpeditedOptions[0];
    if (!tier) throw new Error('the example quote has an expedite tier');
    const quote: Quote = { ...stored, Details: { ...stored.Details, ExpeditedOptions: [] } };
    const draft = drafted({}, { Schedule: scheduleAnswers({ GuaranteedTransitTime: 3 }) });
    const plain = bookedPrice(applyDraft(quote, drafted(), reservationFacts()));
    // Without the step's options the chosen child had no fee (what the booked move showed before).
    expect(bookedPrice(applyDraft(quote, draft, reservationFacts()))?.breakdown.total).toBe(
      plain?.breakdown.total,
    );
    const offered = { ...reservationFacts(), expedite: [{ ...tier, RequestedTransitTime: 3 }] };
    const applied = applyDraft(quote, draft, offered);
    expect(applied.Details.ExpeditedOptions).toEqual([{ ...tier, RequestedTransitTime: 3 }]);
    expect(applied.Details.Reservation?.ExpeditedOptions).toEqual([{ ...tier, RequestedTransitTime: 3 }]);
    const price = bookedPrice(applied);
    expect(price?.breakdown.total).toBe((plain?.breakdown.total ?? 0) + tier.GuaranteedServiceFee);
    expect(linesTotal(price?.lines ?? [])).toBe(price?.breakdown.total);
    // Free estimated delivery keeps the quote's own options.
    expect(applyDraft(quote, drafted(), offered).Details.ExpeditedOptions).toEqual([]);
  });

  it('is null for a quote without a selected option (§3 Pricing option Default)', () => {
    const quote = aReservableQuote({
      PricingOptions: aReservableQuote().Details.PricingOptions.map((o) => ({
        ...o,
        Default: false,
        DefaultParent: false,
      })),
    });
    expect(bookedPrice(quote)).toBeNull();
  });
});

describe('reservedQuote (§4 Reserve; §4 Web reservation flags)', () => {
  it('sets Reserved, WebReservationFlag Reserve, TotalPrice = InvoiceAmountDue = the booked total, ReservedAt (§4 Reserve)', () => {
    const draft = drafted({
      Military: { WeightTickets: true, MilitaryBranch: MilitaryBranch.Army, MilitaryBranchOther: '' },
    });
    const facts = reservationFacts();
    const quote = reservedQuote(aReservableQuote(), draft, facts, '2026-06-01T12:30:00.000Z');
    const total = bookedPrice(applyDraft(aReservableQuote(), draft, facts))?.breakdown.total;
    expect(quote?.Details.Reserved).toBe(true);
    expect(quote?.Details.WebReservationFlag).toBe(WebReservationFlag.Reserve);
    expect(quote?.Details.Reservation).toMatchObject({
      TotalPrice: total,
      InvoiceAmountDue: total,
      ReservedAt: '2026-06-01T12:30:00.000Z',
      WeightTickets: true,
    });
  });

  it('is null when the quote has no selected option (nothing to book) (§4 Reserve)', () => {
    const options = aReservableQuote().Details.PricingOptions.map((o) => ({
      ...o,
      Default: false,
      DefaultParent: false,
    }));
    expect(
      reservedQuote(aReservableQuote({ PricingOptions: options }), drafted(), reservationFacts(), 'now'),
    ).toBeNull();
  });
});

describe('withGuaranteedDeliveryPriced (issue 27: a guaranteed delivery chosen on the schedule step is priced for its dates)', () => {
  const card = aRateCard();
  const quote = anOpenQuote(card, { ExpeditedOptions: [] });
  const dates = { SpotDate: quote.Details.SpotDate, PickupDate: isoDate('2026-12-10') };

  it("stores the rate card's options for the step's pickup date, the chosen tier among them, so it is priced and promised", () => {
    const parent = selectedOption(quote.Details.PricingOptions);
    const child = quote.Details.PricingOptions.find(
      (o) => o.ExpeditedFlag === ExpeditedFlag.Child && o.EquipType === parent?.EquipType,
    );
    if (!child) throw new Error('the open quote has expedited children');
    const priced = withGuaranteedDeliveryPriced(
      quote,
      { ...dates, GuaranteedTransitTime: child.CarrierTransitTime },
      card,
    );
    const chosen = priced?.Details.ExpeditedOptions.find(
      (o) => o.RequestedTransitTime === child.CarrierTransitTime,
    );
    expect(chosen?.GuaranteedServiceFee).toBeGreaterThan(0);
    expect((chosen?.DeliveryDate ?? '') > dates.PickupDate).toBe(true);
    // Saved again with the same dates: nothing to store.
    if (!priced) throw new Error('priced');
    expect(
      withGuaranteedDeliveryPriced(
        priced,
        { ...dates, GuaranteedTransitTime: child.CarrierTransitTime },
        card,
      ),
    ).toBe(priced);
  });

  it('free estimated delivery leaves the quote as it is; a transit time not offered is null', () => {
    expect(withGuaranteedDeliveryPriced(quote, { ...dates, GuaranteedTransitTime: null }, card)).toBe(quote);
    expect(withGuaranteedDeliveryPriced(quote, { ...dates, GuaranteedTransitTime: 59 }, card)).toBeNull();
  });
});
