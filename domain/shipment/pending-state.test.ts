import { describe, expect, it } from 'vitest';
import { isAbfCarrier, isPendingState } from './pending-state';

const input = (Carrier: string, EquipmentSpottedOrigin = false, TBOLConfirmed = false) => ({
  Carrier,
  EquipmentSpottedOrigin,
  TBOLConfirmed,
});

describe('isPendingState (§9)', () => {
  it('flags a non-ABF carrier with nothing spotted and no confirmed bill of lading (§9)', () => {
    expect(isPendingState(input('XPO'))).toBe(true);
  });

  it('never flags ABF (§9)', () => {
    expect(isPendingState(input('ABF'))).toBe(false);
    expect(isPendingState(input(' abf '))).toBe(false);
    expect(isAbfCarrier('ABF')).toBe(true);
  });

  it('does not flag once equipment is spotted at origin or the bill of lading is confirmed (§9)', () => {
    expect(isPendingState(input('XPO', true, false))).toBe(false);
    expect(isPendingState(input('XPO', false, true))).toBe(false);
  });

  it('counts an empty carrier as other than ABF (§9, decision)', () => {
    expect(isPendingState(input(''))).toBe(true);
  });
});
