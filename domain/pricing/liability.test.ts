import { describe, expect, it } from 'vitest';
import { AdjustmentKind } from './adjustments';
import {
  LIABILITY_SELECTED_VALUES,
  LIABILITY_TIERS,
  liabilityAccessorials,
  liabilityAdjustment,
  liabilityFee,
  liabilityFromApiValue,
  liabilityLabel,
  liabilityTier,
  parseLiabilitySelected,
  STANDARD_LIABILITY_RATE,
} from './liability';

describe('liability coverage (§3 table, §9)', () => {
  it('has the four tiers of the §3 table exactly', () => {
    expect(LIABILITY_TIERS.map((t) => [t.selected, t.label, t.apiValue])).toEqual([
      [0, 'standard coverage', 0.1],
      [75, '$1 per pound (+$75)', 1],
      [125, '$2 per pound (+$125)', 2],
      [175, '$3 per pound (+$175)', 3],
    ]);
    expect(LIABILITY_SELECTED_VALUES).toEqual([0, 75, 125, 175]);
    expect(liabilityTier(125).apiValue).toBe(2);
    expect(liabilityLabel(175)).toBe('$3 per pound (+$175)');
  });

  it('has a standard rate of 0.1 (§9)', () => {
    expect(STANDARD_LIABILITY_RATE).toBe(0.1);
  });

  it('charges the selected value in dollars: 0, $75, $125, $175 (§9)', () => {
    expect(LIABILITY_SELECTED_VALUES.map(liabilityFee)).toEqual([0, 7500, 12500, 17500]);
  });

  it('sends Liability as the API value string and AddLiability above 0.1 (§3 payload)', () => {
    expect(liabilityAccessorials(0)).toEqual({ Liability: '0.1', AddLiability: false });
    expect(liabilityAccessorials(75)).toEqual({ Liability: '1', AddLiability: true });
    expect(liabilityAccessorials(125)).toEqual({ Liability: '2', AddLiability: true });
    expect(liabilityAccessorials(175)).toEqual({ Liability: '3', AddLiability: true });
  });

  it('parses a selected value typed by a user (§3)', () => {
    expect(parseLiabilitySelected(' 125 ')._unsafeUnwrap()).toBe(125);
    expect(parseLiabilitySelected(75)._unsafeUnwrap()).toBe(75);
    expect(parseLiabilitySelected('0')._unsafeUnwrap()).toBe(0);
  });

  it('refuses any other selected value (§3)', () => {
    for (const input of ['', '100', 'abc', 76, '1']) {
      expect(parseLiabilitySelected(input)._unsafeUnwrapErr()).toEqual({
        kind: 'InvalidLiability',
        message: 'Liability coverage must be one of 0, 75, 125 or 175',
      });
    }
  });

  it('reads the selected value back from a saved API value (§3)', () => {
    expect(liabilityFromApiValue('0.1')._unsafeUnwrap()).toBe(0);
    expect(liabilityFromApiValue('3')._unsafeUnwrap()).toBe(175);
    expect(liabilityFromApiValue('0.5').isErr()).toBe(true);
    expect(liabilityFromApiValue('').isErr()).toBe(true);
  });

  it('is a liability coverage adjustment labelled with the tier (§3 adjustments)', () => {
    expect(liabilityAdjustment(125)).toEqual({
      type: AdjustmentKind.LiabilityCoverage,
      description: '$2 per pound (+$125)',
      value: 12500,
    });
    expect(liabilityAdjustment(0)).toEqual({
      type: AdjustmentKind.LiabilityCoverage,
      description: 'standard coverage',
      value: 0,
    });
  });
});
