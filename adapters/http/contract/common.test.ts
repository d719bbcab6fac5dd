import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorLines } from './common';

const Lookup = z.object({ search: z.string(), Origin: z.object({ ZIP: z.string() }).strict() }).strict();

const linesFor = (body: unknown) => {
  const parsed = Lookup.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return zodErrorLines(parsed.error);
};

describe("unknown fields in 'field - message' lines (§5)", () => {
  it('names an unknown field by its own name, nested ones by their path', () => {
    expect(linesFor({ search: 'x', Origin: { ZIP: '1', Extra: 1 }, Price: 1 })).toEqual([
      'Origin.Extra - Unknown field',
      'Price - Unknown field',
    ]);
  });

  it("quotes a name that could not be read back as a field (spaces, ' - ') under its parent: the fuzzed '  -' (issue 9)", () => {
    expect(linesFor({ search: 'x', Origin: { ZIP: '1' }, '  -': '' })).toEqual([
      'body - Unknown field "  -"',
    ]);
    expect(linesFor({ search: 'x', Origin: { ZIP: '1', 'a - b': 2 } })).toEqual([
      'Origin - Unknown field "a - b"',
    ]);
  });
});
