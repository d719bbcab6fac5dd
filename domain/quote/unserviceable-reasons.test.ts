import { describe, expect, it } from 'vitest';
import { INVALID_REASONS, InvalidReason } from './enums';
import { NextAct, Route } from './routes';
import {
  readNextAct,
  readUnserviceableReason,
  UNSERVICEABLE_REASONS,
  unserviceableExplanation,
  withUnserviceableReason,
} from './unserviceable-reasons';

describe('issue 10: the unserviceable page names the §4 reason in words and gives a way forward for each', () => {
  it('every §4 invalid reason has words and at least one way forward besides calling', () => {
    for (const reason of INVALID_REASONS) {
      const entry = UNSERVICEABLE_REASONS[reason];
      expect(entry.what.length).toBeGreaterThan(10);
      expect(entry.ways.some((way) => way !== 'call')).toBe(true);
      expect(entry.ways).toContain('call');
    }
  });

  it('IntraState says "moves within one state" and offers the budget partner (nextAct=bg)', () => {
    const said = unserviceableExplanation(InvalidReason.IntraState, NextAct.budget);
    expect(said.what).toBe('we do not handle moves within one state');
    expect(said.ways[0]).toBe('partner');
  });

  it('InvalidMiles is "too close together" when sent to the pods brand, and "too far apart" otherwise', () => {
    expect(unserviceableExplanation(InvalidReason.InvalidMiles, NextAct.pods).what).toContain('too close');
    expect(unserviceableExplanation(InvalidReason.InvalidMiles, null).what).toContain('too far apart');
  });

  it('NotServed is "too far from a service center"; without a nextAct no partner is offered', () => {
    const said = unserviceableExplanation(InvalidReason.NotServed, null);
    expect(said.what).toBe('one of the places is too far from a service center');
    expect(said.ways).not.toContain('partner');
    expect(unserviceableExplanation(InvalidReason.IntraCanada, null).ways).not.toContain('partner');
  });

  it('an unknown or missing reason reads as none, and the page still says something true', () => {
    expect(readUnserviceableReason('DROP TABLE')).toBeNull();
    expect(readUnserviceableReason(null)).toBeNull();
    expect(readUnserviceableReason('None')).toBeNull();
    expect(readUnserviceableReason('IntraCanada')).toBe('IntraCanada');
    expect(unserviceableExplanation(null, null).what).toBe(UNSERVICEABLE_REASONS.None.what);
    expect(readNextAct('pd')).toBe('pd');
    expect(readNextAct('xx')).toBeNull();
  });

  it("carries the reason next to §2's nextAct", () => {
    expect(withUnserviceableReason(Route.unserviceableBudget, InvalidReason.IntraState)).toBe(
      '/moving-quotes/quote-unserviceable?nextAct=bg&reason=IntraState',
    );
  });
});

describe('issue 15: a place that was not found can be mapped by hand (§1 the indirect mapping form)', () => {
  it('offers the indirect mapping form first for the InvalidCity* reasons, and only for them', () => {
    for (const reason of [
      InvalidReason.InvalidCityBoth,
      InvalidReason.InvalidCityOrigin,
      InvalidReason.InvalidCityDestination,
    ])
      expect(unserviceableExplanation(reason, null).ways[0]).toBe('mapPlace');
    expect(unserviceableExplanation(InvalidReason.IntraState, NextAct.budget).ways).not.toContain('mapPlace');
  });
});
