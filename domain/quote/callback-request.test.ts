import { describe, expect, it } from 'vitest';
import {
  CALLBACK_PHONE_MESSAGE,
  callbackPhoneNumber,
  PREFERRED_TIMES,
  queuePosition,
} from './callback-request';

describe('call-back requests (§7 POST quotes/queue, not shown: our design)', () => {
  it.each([
    ['(312) 555-0199', '3125550199'],
    ['312.555.0199', '3125550199'],
    ['+1 312 555 0199', '3125550199'],
    ['13125550199', '3125550199'],
  ])('keeps the digits of %s as a 10-digit number (§3 digits only, §5)', (typed, digits) => {
    expect(callbackPhoneNumber(typed)._unsafeUnwrap()).toBe(digits);
  });

  it.each(['555-0199', '23125550199', '0125550199', '3121550199', '', 'call me'])(
    'refuses %j as a phone number',
    (typed) => {
      expect(callbackPhoneNumber(typed)._unsafeUnwrapErr()).toEqual({
        kind: 'InvalidPhoneNumber',
        message: CALLBACK_PHONE_MESSAGE,
      });
    },
  );

  it('places a request after the open requests ahead of it', () => {
    expect(queuePosition(0)).toBe(1);
    expect(queuePosition(4)).toBe(5);
  });

  it('offers morning, afternoon and evening', () => {
    expect(PREFERRED_TIMES).toEqual(['morning', 'afternoon', 'evening']);
  });
});
