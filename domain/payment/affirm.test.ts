import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import {
  AFFIRM_AUTHORIZATION_MS,
  AFFIRM_CANCELLATION_MESSAGES,
  AFFIRM_MESSAGES,
  type AffirmCheckoutFacts,
  affirmLoanStatus,
  affirmReturnUrlFor,
  cancelAffirmLoan,
  checkAffirmAmount,
  checkAffirmReturnUrl,
  decideAffirmApplication,
  finalizeAffirmLoan,
  handOverAffirmCard,
} from './affirm';

const T0 = Date.parse('2026-11-21T15:00:00.000Z');
const open: AffirmCheckoutFacts = {
  application: 'Initial',
  amount: cents(248_950),
  openedAtMs: T0,
  approvedAtMs: null,
  approvedAmount: null,
  cancelledAtMs: null,
  capturedAmount: null,
  cardHandedOver: false,
};
const approved: AffirmCheckoutFacts = {
  ...open,
  application: 'Success',
  approvedAtMs: T0,
  approvedAmount: cents(248_950),
};

describe('the Affirm application window (§4 Affirm application states)', () => {
  it.each([
    ['approve', 'Success'],
    ['decline', 'Failure'],
    ['close', 'HasNotApplied'],
  ] as const)('%s gives %s', (decision, state) => {
    expect(decideAffirmApplication(open, decision, T0)._unsafeUnwrap()).toBe(state);
    expect(
      decideAffirmApplication({ ...open, application: 'HasNotApplied' }, decision, T0)._unsafeUnwrap(),
    ).toBe(state);
  });

  it('refuses a second decision once Success or Failure, so that two never both count', () => {
    for (const application of ['Success', 'Failure'] as const) {
      expect(decideAffirmApplication({ ...approved, application }, 'decline', T0)._unsafeUnwrapErr()).toEqual(
        {
          kind: 'AffirmApplicationFinished',
          message: AFFIRM_MESSAGES.applicationFinished,
        },
      );
    }
  });

  it('refuses a window left unanswered 30 days, or cancelled', () => {
    expect(
      decideAffirmApplication(open, 'approve', T0 + AFFIRM_AUTHORIZATION_MS)._unsafeUnwrapErr().kind,
    ).toBe('AffirmCheckoutExpired');
    expect(
      decideAffirmApplication({ ...open, cancelledAtMs: T0 }, 'approve', T0)._unsafeUnwrapErr().kind,
    ).toBe('AffirmCheckoutCancelled');
  });
});

describe('an Affirm loan (payments.md "Affirm")', () => {
  it('is Authorized for 30 days from approval, then Expired', () => {
    expect(affirmLoanStatus(approved, T0 + AFFIRM_AUTHORIZATION_MS - 1)).toBe('Authorized');
    expect(affirmLoanStatus(approved, T0 + AFFIRM_AUTHORIZATION_MS)).toBe('Expired');
  });

  it('hands its virtual card over once, only while Authorized', () => {
    expect(handOverAffirmCard(approved, T0).isOk()).toBe(true);
    expect(handOverAffirmCard({ ...approved, cardHandedOver: true }, T0)._unsafeUnwrapErr().kind).toBe(
      'AffirmVirtualCardTaken',
    );
    expect(handOverAffirmCard(open, T0)._unsafeUnwrapErr().kind).toBe('AffirmNoApprovedLoan');
    expect(handOverAffirmCard(approved, T0 + AFFIRM_AUTHORIZATION_MS)._unsafeUnwrapErr().kind).toBe(
      'AffirmCheckoutExpired',
    );
  });

  it('cancels to HasCancelled before finalizing; fails with a reason after (§4 Affirm cancellation states)', () => {
    expect(cancelAffirmLoan(approved, T0)).toEqual({ state: 'HasCancelled', changed: true });
    expect(cancelAffirmLoan({ ...approved, cancelledAtMs: T0 }, T0)).toEqual({
      state: 'HasCancelled',
      changed: false,
    });
    expect(cancelAffirmLoan({ ...approved, capturedAmount: cents(100) }, T0)).toEqual({
      state: 'CancellationFailed',
      reason: 'LoanFinalized',
      message: AFFIRM_CANCELLATION_MESSAGES.LoanFinalized,
    });
    expect(cancelAffirmLoan({ ...approved, capturedAmount: cents(0) }, T0)).toMatchObject({
      reason: 'LoanClosed',
    });
    expect(cancelAffirmLoan({ ...open, application: 'Failure' }, T0)).toMatchObject({
      reason: 'NotApproved',
    });
    expect(cancelAffirmLoan(approved, T0 + AFFIRM_AUTHORIZATION_MS)).toMatchObject({ reason: 'LoanExpired' });
  });

  it('finalizing voids with nothing captured, refunds down with a part, keeps the whole', () => {
    expect(finalizeAffirmLoan(approved, cents(0), T0)._unsafeUnwrap()).toMatchObject({
      outcome: 'Voided',
      releasedAmount: 248_950,
    });
    expect(finalizeAffirmLoan(approved, cents(48_950), T0)._unsafeUnwrap()).toMatchObject({
      outcome: 'RefundedDown',
      releasedAmount: 200_000,
    });
    expect(finalizeAffirmLoan(approved, cents(248_950), T0)._unsafeUnwrap()).toMatchObject({
      outcome: 'CapturedInFull',
      releasedAmount: 0,
    });
    expect(finalizeAffirmLoan(approved, cents(248_951), T0)._unsafeUnwrapErr().kind).toBe(
      'AffirmCapturedMoreThanApproved',
    );
  });
});

describe('opening an Affirm checkout', () => {
  it('takes a positive whole number of cents', () => {
    expect(checkAffirmAmount(cents(1)).isOk()).toBe(true);
    expect(checkAffirmAmount(cents(0))._unsafeUnwrapErr().message).toBe(AFFIRM_MESSAGES.amountInvalid);
  });

  it.each(['/reservation/1000001/payment', '/a?b=c&d=e#f', '/x/(y)/z;p=q@r'])(
    'takes the page %s of this site',
    (url) => {
      expect(checkAffirmReturnUrl(url).isOk()).toBe(true);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'relative',
    '/a b',
    '/a\nb',
    '',
    '/"><script>',
  ])('refuses %j, which could leave this site or break the page', (url) => {
    expect(checkAffirmReturnUrl(url)._unsafeUnwrapErr().message).toBe(AFFIRM_MESSAGES.returnUrlInvalid);
  });

  it('returns with checkout_id added to the query, before any fragment', () => {
    expect(affirmReturnUrlFor('/pay', 'chk_1')).toBe('/pay?checkout_id=chk_1');
    expect(affirmReturnUrlFor('/pay?x=1', 'chk_1')).toBe('/pay?x=1&checkout_id=chk_1');
    expect(affirmReturnUrlFor('/pay?', 'chk_1')).toBe('/pay?checkout_id=chk_1');
    expect(affirmReturnUrlFor('/pay#top', 'chk_1')).toBe('/pay?checkout_id=chk_1#top');
  });
});
