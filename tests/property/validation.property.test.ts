import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { digitsOnly } from '../../domain/validation/digits';
import { formatFieldErrors, MISSING_MESSAGE_FALLBACK } from '../../domain/validation/field-messages';
import {
  checkText,
  email,
  isEmailAddress,
  maxLength,
  minLength,
  numeric,
  required,
} from '../../domain/validation/text-rules';

const field = fc.oneof(
  fc.constant(''),
  fc.constantFrom('email', 'MovingFrom', 'MovingTo'),
  fc.string({ maxLength: 10 }),
);
const message = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('Value is required', 'Value is not a valid email address'),
  fc.constant(undefined),
  fc.constant(null),
);
const errors = fc.array(fc.record({ field, message }), { maxLength: 12 });

test.prop([errors])(
  "every line reads 'field - messages', or '- messages' for a form-level error (§5, §8)",
  (es) => {
    const lines = formatFieldErrors(es);
    const fields = [...new Set(es.map((e) => e.field))];
    lines.forEach((line, i) => {
      const f = fields[i] ?? '';
      expect(line.startsWith(f === '' ? '- ' : `${f} - `)).toBe(true);
    });
  },
);

test.prop([errors])('there is one line per distinct field, in first-seen order (§5)', (es) => {
  expect(formatFieldErrors(es)).toHaveLength(new Set(es.map((e) => e.field)).size);
});

test.prop([errors])(
  'no message is lost: each appears in its field’s line, blanks as the fallback (§5)',
  (es) => {
    const lines = formatFieldErrors(es);
    const fields = [...new Set(es.map((e) => e.field))];
    for (const e of es) {
      const line = lines[fields.indexOf(e.field)] ?? '';
      const expected = e.message == null || e.message.trim() === '' ? MISSING_MESSAGE_FALLBACK : e.message;
      expect(line).toContain(expected);
    }
    const messageCount = lines
      .map((line, i) => line.slice((fields[i] === '' ? '- ' : `${fields[i]} - `).length))
      .map((rest, i) => {
        const own = es.filter((e) => e.field === fields[i]);
        const joined = own
          .map((e) => (e.message == null || e.message.trim() === '' ? MISSING_MESSAGE_FALLBACK : e.message))
          .join('|');
        expect(rest).toBe(joined);
        return own.length;
      })
      .reduce((a, b) => a + b, 0);
    expect(messageCount).toBe(es.length);
  },
);

test.prop([fc.string({ maxLength: 40 })])(
  'digitsOnly keeps exactly the ASCII digits, in order (§3, §5)',
  (s) => {
    const out = digitsOnly(s);
    expect(out).toMatch(/^[0-9]*$/);
    expect(out).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''));
    expect(digitsOnly(out)).toBe(out);
  },
);

const rules = [required(), minLength(4), maxLength(10), numeric(), email()];

test.prop([fc.string({ maxLength: 20 }), fc.constantFrom(' ', '\t', '\n', '\u00a0', '  ')])(
  'text rules trim first: surrounding whitespace never changes the outcome (§5)',
  (s, pad) => {
    expect(checkText(`${pad}${s}${pad}`, rules)).toEqual(checkText(s, rules));
  },
);

test.prop([fc.string({ maxLength: 60 }), fc.nat({ max: 60 })])(
  'length rules agree with the trimmed length (§5)',
  (s, n) => {
    const len = s.trim().length;
    expect(checkText(s, [maxLength(n)]).length === 0).toBe(len <= n);
    expect(checkText(s, [minLength(n)]).length === 0).toBe(len === 0 || len >= n);
  },
);

test.prop([fc.emailAddress()])('ordinary generated email addresses are accepted (§5)', (address) => {
  fc.pre(address.length <= 254 && /\.[A-Za-z]{2,}$/.test(address));
  expect(isEmailAddress(address)).toBe(true);
});
