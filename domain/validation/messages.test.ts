import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED_MESSAGE,
  INVALID_CITY_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MAX_LENGTH_TEMPLATE,
  MIN_LENGTH_TEMPLATE,
  maxLengthMessage,
  minLengthMessage,
  NUMERIC_MESSAGE,
  REQUIRED_MESSAGE,
  SELECT_LOCATION_MESSAGE,
  SHORT_FORM_EMAIL_MESSAGE,
} from './messages';

describe('validation messages (§5)', () => {
  it('keeps the generic messages character for character (§5)', () => {
    expect(REQUIRED_MESSAGE).toBe('The value is required');
    expect(NUMERIC_MESSAGE).toBe('Value must be numeric');
    expect(EMAIL_REQUIRED_MESSAGE).toBe('Value is required');
    expect(INVALID_EMAIL_MESSAGE).toBe('Value is not a valid email address');
    expect(SHORT_FORM_EMAIL_MESSAGE).toBe('Please provide a valid email address');
    expect(SELECT_LOCATION_MESSAGE).toBe('Please select a location');
    expect(INVALID_CITY_MESSAGE).toBe('Enter a valid City, State or ZIP');
    expect(MAX_LENGTH_TEMPLATE).toBe('The maximum length allowed is {max}');
    expect(MIN_LENGTH_TEMPLATE).toBe('This field should be at least {min} characters long');
  });

  it('fills {max} in the maximum length message (§5)', () => {
    expect(maxLengthMessage(49)).toBe('The maximum length allowed is 49');
  });

  it('fills {min} in the minimum length message (§5)', () => {
    expect(minLengthMessage(4)).toBe('This field should be at least 4 characters long');
  });
});
