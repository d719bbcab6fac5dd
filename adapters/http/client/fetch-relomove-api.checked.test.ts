import { describe, expect, it, vi } from 'vitest';
import { FetchRelomoveApi } from './fetch-relomove-api';

// The answer schemas (zod and the contract) cannot load here: the calls below must not need them.
vi.mock('./answer-schemas', () => {
  throw new Error('the answer schemas were loaded');
});

const answering = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('issue 28: the landing page reads its answers without zod (checked-answers.ts)', () => {
  it('GET contacts/me, the A/B arm and recorded analytics are read without loading the answer schemas', async () => {
    const contact = {
      EmailAddress: 'a@example.com',
      FirstName: 'A',
      LastName: 'B',
      PhoneNumber: '',
      Role: 'customer',
    };
    const me = new FetchRelomoveApi(
      '',
      answering(200, { success: true, loggedin: true, ContactGet: contact }),
    );
    expect(await me.me()).toEqual({
      ok: true,
      value: { success: true, loggedin: true, ContactGet: contact },
    });
    const arm = new FetchRelomoveApi(
      '',
      answering(200, { success: true, test: 'mobile-quote-form-email-test', variant: 'NotInTest' }),
    );
    expect(await arm.abTestVariant('mobile-quote-form-email-test')).toEqual({ ok: true, value: 'NotInTest' });
    const events = new FetchRelomoveApi('', answering(200, { success: true, stored: 2 }));
    expect(await events.recordEvents([])).toEqual({ ok: true, value: 2 });
  });

  it('an answer that is not the contract is Unavailable; a refusal loads the error schema, Unavailable when it cannot', async () => {
    const broken = new FetchRelomoveApi('', answering(200, { success: true, loggedin: true }));
    expect(await broken.me()).toMatchObject({ ok: false, error: { kind: 'Unavailable' } });
    const refused = new FetchRelomoveApi('', answering(400, { success: false, errors: ['test - unknown'] }));
    expect(await refused.abTestVariant('nope')).toEqual({
      ok: false,
      error: { kind: 'Unavailable', message: expect.stringContaining('answer schemas') },
    });
  });
});
