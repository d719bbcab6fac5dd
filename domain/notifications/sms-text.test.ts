import { describe, expect, it } from 'vitest';
import { smsCharacters, smsSegments, toE164 } from './sms-text';

describe('E.164 numbers and SMS segments (issue 14 SMS transport)', () => {
  it('issue 14, §3 SMSPhoneNumber: the 10 US digits the app stores become +1 numbers; E.164 numbers are kept; punctuation is ignored', () => {
    expect(toE164('3125550199')).toBe('+13125550199');
    expect(toE164('13125550199')).toBe('+13125550199');
    expect(toE164('(312) 555-0199')).toBe('+13125550199');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+15005550006')).toBe('+15005550006');
  });

  it('issue 14: what cannot be an E.164 or North American number is refused', () => {
    for (const bad of [
      '',
      '555-0199',
      '31255501990000000',
      '+0123456',
      'call me',
      '1235550199',
      '3121550199',
    ]) {
      expect(toE164(bad), bad).toBeNull();
    }
  });

  it('issue 14: a text is sent as 160-character GSM segments (153 when split), 70/67 with other characters', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments(`${'a'.repeat(69)}✓`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}✓`)).toBe(2);
  });
});

describe('SMS body length (issue 14)', () => {
  it('issue 14: characters are counted as code points, so an emoji counts once', () => {
    expect(smsCharacters('🚚🚚')).toBe(2);
    expect(smsCharacters('abc')).toBe(3);
  });
});
