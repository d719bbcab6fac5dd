import { describe, expect, it } from 'vitest';
import { sessionTokenFrom } from './accounts';

describe('sessionTokenFrom', () => {
  it('reads the relomove_session cookie among others', () => {
    expect(sessionTokenFrom('a=1; relomove_session=abc_-123; b=2')).toBe('abc_-123');
    expect(sessionTokenFrom('a=1')).toBeNull();
    expect(sessionTokenFrom('relomove_session=')).toBeNull();
    expect(sessionTokenFrom(undefined)).toBeNull();
  });
});
