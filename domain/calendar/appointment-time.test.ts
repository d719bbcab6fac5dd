import { describe, expect, it } from 'vitest';
import { clockAt, clockRange, fromStoredTime, toStoredTime } from './appointment-time';

describe('calendar: appointment times (§3 Appointment)', () => {
  it('stores an HH:MM time as 4 digits with the colon removed (§3)', () => {
    expect(toStoredTime('08:30')._unsafeUnwrap()).toBe('0830');
    expect(toStoredTime('17:05')._unsafeUnwrap()).toBe('1705');
    expect(toStoredTime('00:00')._unsafeUnwrap()).toBe('0000');
    expect(toStoredTime('23:59')._unsafeUnwrap()).toBe('2359');
  });

  it('pads a one-digit hour to 4 digits (§3)', () => {
    expect(toStoredTime('8:30')._unsafeUnwrap()).toBe('0830');
    expect(toStoredTime(' 9:00 ')._unsafeUnwrap()).toBe('0900');
  });

  it('rejects hours above 23, minutes above 59 and other shapes (§3)', () => {
    for (const bad of ['24:00', '12:60', '0830', '8:3', '', 'ab:cd', '123:00', '-1:30']) {
      expect(toStoredTime(bad)._unsafeUnwrapErr()).toEqual({
        kind: 'InvalidTime',
        message: 'Value must be a time as HH:MM',
      });
    }
  });

  it('reads a stored 4-digit time back as HH:MM (§3)', () => {
    expect(fromStoredTime('0830')._unsafeUnwrap()).toBe('08:30');
    expect(fromStoredTime('2359')._unsafeUnwrap()).toBe('23:59');
  });

  it('rejects a stored time that is not 4 digits of a real time (§3)', () => {
    for (const bad of ['830', '08:30', '2400', '1260', '']) {
      expect(fromStoredTime(bad)._unsafeUnwrapErr()).toEqual({
        kind: 'InvalidTime',
        message: 'Value must be a time as HHMM',
      });
    }
  });
});

describe('clockRange (issue 27: a window as customers read it)', () => {
  it('names AM or PM once within one half of the day, on both ends across noon', () => {
    expect(clockRange('0900', '1100')).toBe('9:00-11:00 AM');
    expect(clockRange('1100', '1300')).toBe('11:00 AM-1:00 PM');
    expect(clockRange('1400', '1500')).toBe('2:00-3:00 PM');
    expect(clockRange('0000', '0100')).toBe('12:00-1:00 AM');
  });
});

describe('clockAt (a time as customers read it, on the one 12-hour clock)', () => {
  it('midnight and noon read 12, the morning AM, the afternoon PM', () => {
    expect(
      [
        [0, 0],
        [9, 5],
        [12, 0],
        [12, 30],
        [23, 59],
      ].map(([h, m]) => clockAt(h ?? 0, m)),
    ).toEqual(['12:00 AM', '9:05 AM', '12:00 PM', '12:30 PM', '11:59 PM']);
  });
});
