import { describe, expect, it } from 'vitest';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT, outboxLimit, outboxRecipient } from './outbox-filter';

describe('the staff outbox filter (issue 14 "Staff view")', () => {
  it('an email address is trimmed and lower-cased, as the log compares it', () => {
    expect(outboxRecipient('  Dana@Example.COM ')).toBe('dana@example.com');
  });

  it('a phone number typed with punctuation or a US country code is the 10 digits the log stores', () => {
    expect(outboxRecipient('(816) 555-0199')).toBe('8165550199');
    expect(outboxRecipient('+1 816.555.0199')).toBe('8165550199');
    expect(outboxRecipient('8165550199')).toBe('8165550199');
  });

  it('nothing typed filters nothing', () => {
    expect(outboxRecipient('   ')).toBe('');
  });

  it('the limit is 50 when not given and stays between 1 and 500', () => {
    expect(outboxLimit(undefined)).toBe(OUTBOX_DEFAULT_LIMIT);
    expect(OUTBOX_DEFAULT_LIMIT).toBe(50);
    expect(outboxLimit(0)).toBe(1);
    expect(outboxLimit(10_000)).toBe(OUTBOX_MAX_LIMIT);
    expect(OUTBOX_MAX_LIMIT).toBe(500);
    expect(outboxLimit(12)).toBe(12);
  });
});
