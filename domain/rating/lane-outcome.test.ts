import { describe, expect, it } from 'vitest';
import { InfoRequiredAction, InvalidAction, InvalidReason, QuoteResult } from '../quote/enums';
import { decideLaneOutcome, type LaneEnd, type LaneOutcomeFacts } from './lane-outcome';

const us = (stateCode: string, over: Partial<LaneEnd> = {}): LaneEnd => ({
  requestedCountry: 'US',
  found: true,
  country: 'US',
  stateCode,
  stationMiles: 12,
  ...over,
});
const ca = (stateCode: string): LaneEnd => ({
  requestedCountry: 'CA',
  found: true,
  country: 'CA',
  stateCode,
  stationMiles: 8,
});

const facts = (over: Partial<LaneOutcomeFacts> = {}): LaneOutcomeFacts => ({
  origin: us('NY'),
  destination: us('CA'),
  miles: 2850,
  linearFeet: 13,
  hasContactEmail: true,
  capacityConstrained: false,
  recentDuplicate: null,
  limits: {
    minMiles: 50,
    maxMiles: 4000,
    maximumFeet: 28,
    maxStationMiles: 150,
    handRatedStates: ['AK', 'HI'],
  },
  ...over,
});

const decide = (over: Partial<LaneOutcomeFacts>) => decideLaneOutcome(facts(over));

describe('quote outcomes decided from a lane (§4 quote result types, docs/quote-rules.md)', () => {
  it('prices an interstate move within the network automatically (Auto)', () => {
    expect(decide({})).toEqual({
      result: QuoteResult.Auto,
      reasonInvalid: InvalidReason.None,
      action: InvalidAction.None,
      reasonNotAuto: '',
    });
  });

  it('refuses moves within Mexico (Invalid / IntraMexico / None)', () => {
    const mx: LaneEnd = {
      requestedCountry: 'MX',
      found: false,
      country: '',
      stateCode: '',
      stationMiles: null,
    };
    expect(decide({ origin: mx, destination: mx })).toMatchObject({
      result: QuoteResult.Invalid,
      reasonInvalid: InvalidReason.IntraMexico,
      action: InvalidAction.None,
    });
  });

  it('names which place was not found: both, origin or destination (InvalidCity*)', () => {
    const lost = us('', { found: false, country: '' });
    expect(decide({ origin: lost, destination: lost }).reasonInvalid).toBe(InvalidReason.InvalidCityBoth);
    expect(decide({ origin: lost }).reasonInvalid).toBe(InvalidReason.InvalidCityOrigin);
    expect(decide({ destination: lost }).reasonInvalid).toBe(InvalidReason.InvalidCityDestination);
    expect(decide({ origin: lost }).action).toBe(InvalidAction.None);
  });

  it('refuses places too far from any service center (NotServed)', () => {
    expect(decide({ destination: us('AK', { stationMiles: 900 }) })).toMatchObject({
      reasonInvalid: InvalidReason.NotServed,
      action: InvalidAction.None,
    });
    expect(decide({ origin: us('HI', { stationMiles: null }) }).reasonInvalid).toBe(InvalidReason.NotServed);
  });

  it('sends moves within Canada to the pods brand and in-state moves to the budget brand', () => {
    expect(decide({ origin: ca('ON'), destination: ca('BC') })).toMatchObject({
      reasonInvalid: InvalidReason.IntraCanada,
      action: InvalidAction.SendToPods,
    });
    expect(decide({ origin: us('TX'), destination: us('TX'), miles: 240 })).toMatchObject({
      reasonInvalid: InvalidReason.IntraState,
      action: InvalidAction.SendToBudget,
    });
  });

  it('sends local moves to the pods brand and refuses moves beyond the network (InvalidMiles)', () => {
    expect(decide({ origin: us('NY'), destination: us('NJ'), miles: 12 })).toMatchObject({
      reasonInvalid: InvalidReason.InvalidMiles,
      action: InvalidAction.SendToPods,
    });
    expect(decide({ miles: 4100 })).toMatchObject({
      reasonInvalid: InvalidReason.InvalidMiles,
      action: InvalidAction.None,
    });
  });

  it('asks for the size when no linear feet were given (InfoRequired / RequireLinearFeet)', () => {
    expect(decide({ linearFeet: 0 })).toMatchObject({
      result: QuoteResult.InfoRequired,
      action: InfoRequiredAction.RequireLinearFeet,
    });
  });

  it('answers a repeated request with the earlier quote (Dupe), or MANUAL_RESUBMIT while it is under review', () => {
    expect(decide({ recentDuplicate: { result: QuoteResult.Auto } }).result).toBe(QuoteResult.Dupe);
    expect(decide({ recentDuplicate: { result: QuoteResult.Manual } }).result).toBe(
      QuoteResult.MANUAL_RESUBMIT,
    );
    expect(decide({ recentDuplicate: { result: QuoteResult.InfoRequired } }).result).toBe(
      QuoteResult.MANUAL_RESUBMIT,
    );
  });

  it('rates cross-border moves and moves beyond one trailer by hand (Manual)', () => {
    expect(decide({ destination: ca('ON') })).toMatchObject({
      result: QuoteResult.Manual,
      action: InvalidAction.None,
    });
    expect(decide({ linearFeet: 35 }).result).toBe(QuoteResult.Manual);
    expect(decide({ linearFeet: 35 }).reasonNotAuto).toBe('Larger than one trailer (28 feet)');
    expect(decide({ destination: us('AK') })).toMatchObject({
      result: QuoteResult.Manual,
      reasonNotAuto: 'Moves to or from AK are rated by hand',
    });
  });

  it('asks for an email before a manual review when none was given (InfoRequired / RequireContactInfo)', () => {
    expect(decide({ linearFeet: 35, hasContactEmail: false })).toMatchObject({
      result: QuoteResult.InfoRequired,
      action: InfoRequiredAction.RequireContactInfo,
    });
  });

  it('sends a date without station capacity to the capacity page (Invalid / capacity action)', () => {
    expect(decide({ capacityConstrained: true })).toMatchObject({
      result: QuoteResult.Invalid,
      reasonInvalid: InvalidReason.None,
      action: InvalidAction.CapacityUnserviceable,
    });
  });
});
