import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { QuoteStatus } from '../../domain/quote/enums';
import { aQuote } from '../../tests/fixtures/quotes';
import { InMemoryQuoteRepository } from '../../tests/support/in-memory-quote-repository';
import { TestClock } from '../../tests/support/test-clock';
import { TEST_FIRST_MOVE_DATE } from '../../tests/support/test-move-dates';
import { TEST_NOW } from '../../tests/support/test-today';
import type { Viewer } from '../accounts/viewer';
import type { CallbackQueue, CallbackRequest } from '../ports/callback-queue';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import { CheckQuoteLink, DecryptQuoteId, EncryptQuoteId } from './quote-links';
import { RequestQuoteCallback } from './request-callback';
import { UpdateQuoteContact } from './update-quote-contact';

const cipher: QuoteIdCipher = {
  encrypt: (id) => `tok-${id}`,
  decrypt: (token) =>
    /^tok-\d+$/.test(token) ? ok(Number(token.slice(4))) : err({ kind: 'InvalidQuoteToken' }),
};
const staff: Viewer = { userId: 3, email: 's@relomove.test', role: Role.staff };
const owner: Viewer = { userId: 1, email: 'dana.whitfield@example.com', role: Role.customer };
const day = 24 * 60 * 60 * 1000;

function setup() {
  const quotes = new InMemoryQuoteRepository();
  quotes.put({ ...aQuote({}, { MoveDate: TEST_FIRST_MOVE_DATE }), QuoteId: 1000001, Revision: 1 });
  return { quotes, clock: new TestClock() };
}

describe('UpdateQuoteContact (§5, §7 PUT quotes/{id}/contact)', () => {
  it("sets both contact emails with Revision + 1 and answers Status 'Success'", async () => {
    const { quotes, clock } = setup();
    const output = await new UpdateQuoteContact({ quotes, cipher, clock }).execute({
      reference: 'tok-1000001',
      viewer: null,
      EmailAddress: 'new@example.com',
    });
    expect(output._unsafeUnwrap().Status).toBe('Success');
    expect(quotes.quotes.get(1000001)?.Details).toMatchObject({
      EmailAddress: 'new@example.com',
      ContactEmailAddress: 'new@example.com',
    });
    expect(quotes.quotes.get(1000001)?.Revision).toBe(2);
  });

  it("does not find a deleted quote or a forged token, and answers a stranger's reference number as not found (issue 9 finding 7)", async () => {
    const { quotes, clock } = setup();
    const update = new UpdateQuoteContact({ quotes, cipher, clock });
    const input = { viewer: null, EmailAddress: 'new@example.com' };
    expect((await update.execute({ ...input, reference: 'forged' }))._unsafeUnwrapErr().kind).toBe(
      'QuoteNotFound',
    );
    expect((await update.execute({ ...input, reference: '1000001' }))._unsafeUnwrapErr().kind).toBe(
      'QuoteNotFound',
    );
    const quote = quotes.quotes.get(1000001);
    if (quote) quotes.put({ ...quote, IsDeleted: true });
    expect((await update.execute({ ...input, reference: 'tok-1000001' }))._unsafeUnwrapErr().kind).toBe(
      'QuoteNotFound',
    );
  });
});

describe('RequestQuoteCallback (§7 POST quotes/queue, our design)', () => {
  it('queues the request for the quote and answers its place', async () => {
    const { quotes, clock } = setup();
    const asked: CallbackRequest[] = [];
    const queue: CallbackQueue = {
      enqueue: (request) => {
        asked.push(request);
        return okAsync({ requestId: 9, queuePosition: 4 });
      },
    };
    const output = await new RequestQuoteCallback({ quotes, cipher, queue, clock }).execute({
      reference: 'tok-1000001',
      viewer: null,
      PhoneNumber: '3125550199',
      PreferredTime: 'afternoon',
      Note: 'Ask for Dana',
    });
    expect(output._unsafeUnwrap()).toEqual({ queuePosition: 4 });
    expect(asked).toEqual([
      {
        quoteId: 1000001,
        phoneNumber: '3125550199',
        preferredTime: 'afternoon',
        note: 'Ask for Dana',
        requestedAt: TEST_NOW,
      },
    ]);
  });

  it('queues nothing for an unknown quote', async () => {
    const { quotes, clock } = setup();
    const queue: CallbackQueue = {
      enqueue: () => errAsync({ kind: 'StorageUnavailable', message: 'unused' }),
    };
    const output = await new RequestQuoteCallback({ quotes, cipher, queue, clock }).execute({
      reference: 'tok-1000002',
      viewer: null,
      PhoneNumber: '3125550199',
      PreferredTime: null,
      Note: '',
    });
    expect(output._unsafeUnwrapErr()).toEqual({ kind: 'QuoteNotFound' });
  });
});

describe('EncryptQuoteId and DecryptQuoteId (§7 quotes/encrypt, quotes/decrypt, not shown)', () => {
  it('gives the owner and staff the token of a reference number, and nobody else', async () => {
    const { quotes } = setup();
    const encrypt = new EncryptQuoteId({ quotes, cipher });
    expect((await encrypt.execute({ id: 1000001, viewer: staff }))._unsafeUnwrap()).toEqual({
      QuoteIdEncrypted: 'tok-1000001',
    });
    expect((await encrypt.execute({ id: 1000001, viewer: owner }))._unsafeUnwrap()).toEqual({
      QuoteIdEncrypted: 'tok-1000001',
    });
    expect((await encrypt.execute({ id: 1000001, viewer: null }))._unsafeUnwrapErr()).toEqual({
      kind: 'QuoteNotFound',
    });
    expect((await encrypt.execute({ id: 1000002, viewer: staff }))._unsafeUnwrapErr()).toEqual({
      kind: 'QuoteNotFound',
    });
  });

  it('reads the QuoteId of a token of ours for a quote that exists and is not deleted', async () => {
    const { quotes } = setup();
    const decrypt = new DecryptQuoteId({ quotes, cipher });
    expect((await decrypt.execute({ token: 'tok-1000001' }))._unsafeUnwrap()).toEqual({ QuoteId: 1000001 });
    expect((await decrypt.execute({ token: 'tok-1000002' }))._unsafeUnwrapErr()).toEqual({
      kind: 'QuoteNotFound',
    });
    expect((await decrypt.execute({ token: '1000001' }))._unsafeUnwrapErr()).toEqual({
      kind: 'QuoteNotFound',
    });
  });
});

describe('CheckQuoteLink (§7 GET expire/{qid}/{ts}, our design)', () => {
  it('keeps a link good for 30 days and routes to the quote view (§2)', async () => {
    const { quotes, clock } = setup();
    const check = new CheckQuoteLink({ quotes, cipher, clock });
    expect(
      (await check.execute({ token: 'tok-1000001', sentAtMs: clock.nowMs() - 30 * day }))._unsafeUnwrap(),
    ).toEqual({
      expired: false,
      QuoteIdEncrypted: 'tok-1000001',
      route: '/moving-quotes/quoteview',
    });
    expect(
      (await check.execute({ token: 'tok-1000001', sentAtMs: clock.nowMs() - 31 * day }))._unsafeUnwrap(),
    ).toEqual({
      expired: true,
      route: '/moving-quote',
    });
  });

  it('expires a link to a cancelled quote or to no quote (§2 invalid quote id)', async () => {
    const { quotes, clock } = setup();
    const check = new CheckQuoteLink({ quotes, cipher, clock });
    expect((await check.execute({ token: 'forged', sentAtMs: clock.nowMs() }))._unsafeUnwrap().expired).toBe(
      true,
    );
    const quote = quotes.quotes.get(1000001);
    if (quote) quotes.put({ ...quote, QuoteStatus: QuoteStatus.Cancelled });
    expect(
      (await check.execute({ token: 'tok-1000001', sentAtMs: clock.nowMs() }))._unsafeUnwrap().expired,
    ).toBe(true);
  });

  it('refuses a send time in the future', async () => {
    const { quotes, clock } = setup();
    const check = new CheckQuoteLink({ quotes, cipher, clock });
    expect(
      (await check.execute({ token: 'tok-1000001', sentAtMs: clock.nowMs() + day }))._unsafeUnwrapErr().kind,
    ).toBe('InvalidLinkTime');
  });
});
