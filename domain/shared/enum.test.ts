import { describe, expect, it } from 'vitest';
import { enumOf, type ValueOf } from './enum';

describe('enumOf', () => {
  it('keys each value by itself, in the order given', () => {
    const Light = enumOf('Red', 'Amber', 'Green');
    const red: ValueOf<typeof Light> = Light.Red;
    expect(red).toBe('Red');
    expect(Light).toEqual({ Red: 'Red', Amber: 'Amber', Green: 'Green' });
    expect(Object.values(Light)).toEqual(['Red', 'Amber', 'Green']);
  });
});
