import { describe, expect, it } from 'vitest';
import { isAbfCarrier, isPendingState, pendingStateReason } from './pending-state';

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

describe('pendingStateReason (§9, issue 13)', () => {
  it('says in plain words why a move is pending, naming the carrier', () => {
    expect(pendingStateReason(input(' XPO '))).toBe(
      'Your move is pending: the carrier (XPO) has not yet placed equipment at your origin or confirmed the bill of lading',
    );
    expect(pendingStateReason(input(''))).toBe(
      'Your move is pending: the carrier has not yet placed equipment at your origin or confirmed the bill of lading',
    );
  });

  it('is null when the move is not pending', () => {
    expect(pendingStateReason(input('ABF'))).toBeNull();
    expect(pendingStateReason(input('XPO', true))).toBeNull();
  });
});
