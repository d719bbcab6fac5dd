import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from './message-kinds';
import { maskedEmail, turnOff, turnOn, unsubscribeScope, within } from './unsubscribe-rules';

describe('unsubscribe rules (issue 14 §1 unsubscribe page)', () => {
  it("an optional category's link turns that category off; 'sms' turns texts off", () => {
    expect(unsubscribeScope('tips')).toEqual({ texts: false, categories: ['tips'] });
    expect(unsubscribeScope('survey')).toEqual({ texts: false, categories: ['survey'] });
    expect(unsubscribeScope('sms')).toEqual({ texts: true, categories: [] });
  });

  it("a transactional category's link turns off every optional category instead (live-move messages stay)", () => {
    for (const topic of ['booking', 'schedule', 'problems', 'money'] as const) {
      expect(unsubscribeScope(topic)).toEqual({ texts: false, categories: ['survey', 'tips'] });
    }
  });

  it('turning off reports only what was on, and keeps the categories in one order without repeats', () => {
    const first = turnOff({ smsEnabled: true, optedOut: ['tips'] }, unsubscribeScope('money'));
    expect(first.preferences).toEqual({ smsEnabled: true, optedOut: ['survey', 'tips'] });
    expect(first.changed).toEqual({ texts: false, categories: ['survey'] });
    const again = turnOff(first.preferences, unsubscribeScope('money'));
    expect(again.preferences).toEqual(first.preferences);
    expect(again.changed).toEqual({ texts: false, categories: [] });
  });

  it('undo turns back on exactly what the click turned off, within what the link covers', () => {
    const before = { smsEnabled: true, optedOut: ['tips'] as const };
    const off = turnOff({ ...before, optedOut: [...before.optedOut] }, unsubscribeScope('booking'));
    const undo = turnOn(off.preferences, within(unsubscribeScope('booking'), off.changed));
    expect(undo.preferences).toEqual({ smsEnabled: true, optedOut: ['tips'] });
    expect(within(unsubscribeScope('tips'), { texts: true, categories: ['survey', 'tips'] })).toEqual({
      texts: false,
      categories: ['tips'],
    });
    const texts = turnOff(DEFAULT_PREFERENCES, unsubscribeScope('sms'));
    expect(texts.preferences.smsEnabled).toBe(false);
    expect(turnOn(texts.preferences, texts.changed)).toEqual({
      preferences: DEFAULT_PREFERENCES,
      changed: { texts: true, categories: [] },
    });
  });
});

describe('maskedEmail (the unsubscribe page shows the address partly hidden)', () => {
  it('keeps the first character and the domain', () => {
    expect(maskedEmail('pat@example.com')).toBe('p•••@example.com');
    expect(maskedEmail('nobody')).toBe('•••');
  });
});
