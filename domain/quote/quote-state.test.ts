import { describe, expect, it } from 'vitest';
import { QuoteState } from './enums';
import {
  AVERAGE_MOVE_FACT,
  BannerText,
  bannerStateFor,
  deriveQuoteState,
  FUN_FACTS,
  funFactAt,
  isQuoteCompleted,
  manualBannerTitle,
  OverlayText,
  QuoteBannerState,
  reservedBannerButton,
  reservedBannerTitle,
} from './quote-state';

const q = (valid: boolean, reserved: boolean, completed: boolean) => ({
  IsValidQuote: valid,
  IsCompleted: completed,
  Details: { Reserved: reserved, QuoteCompleted: completed },
});

describe('deriveQuoteState (§4 Quote state, first reading)', () => {
  it('no quote or an invalid quote is Unquoted (§4)', () => {
    expect(deriveQuoteState(null)).toBe('Unquoted');
    expect(deriveQuoteState(q(false, true, true))).toBe('Unquoted');
  });

  it('valid and reserved is Reserved (§4)', () => {
    expect(deriveQuoteState(q(true, true, true))).toBe('Reserved');
    expect(deriveQuoteState(q(true, true, false))).toBe('Reserved');
  });

  it('valid, not reserved and completed is Quoted (§4)', () => {
    expect(deriveQuoteState(q(true, false, true))).toBe('Quoted');
  });

  it('valid, not reserved and not completed is Manual (§4 first reading)', () => {
    expect(deriveQuoteState(q(true, false, false))).toBe('Manual');
  });

  it('either completion flag completes a quote (§3, decision)', () => {
    expect(isQuoteCompleted({ IsCompleted: true, Details: { Reserved: false, QuoteCompleted: false } })).toBe(
      true,
    );
    expect(isQuoteCompleted({ IsCompleted: false, Details: { Reserved: false, QuoteCompleted: true } })).toBe(
      true,
    );
    expect(
      isQuoteCompleted({ IsCompleted: false, Details: { Reserved: false, QuoteCompleted: false } }),
    ).toBe(false);
  });
});

describe('quote banner (§2 Quote banner states)', () => {
  it('shows no banner while unquoted and the matching banner otherwise (§2)', () => {
    expect(bannerStateFor(QuoteState.Unquoted)).toBe(QuoteBannerState.none);
    expect(bannerStateFor(QuoteState.Quoted)).toBe('Quoted');
    expect(bannerStateFor(QuoteState.Manual)).toBe('Manual');
    expect(bannerStateFor(QuoteState.Reserved)).toBe('Reserved');
  });

  it('reserved title is My Relomove Move when complete, else Move Under Review (§2)', () => {
    expect(reservedBannerTitle(q(true, true, true))).toBe('My Relomove Move');
    expect(reservedBannerTitle(q(true, true, false))).toBe('Move Under Review');
  });

  it('reserved button is Manage Move when complete, else Dashboard (§2, decision)', () => {
    expect(reservedBannerButton(q(true, true, true))).toBe('Manage Move');
    expect(reservedBannerButton(q(true, true, false))).toBe('Dashboard');
  });

  it('manual title is Your quote is ready only in the no-quote-response test (§2)', () => {
    expect(manualBannerTitle(false)).toBe('Quote under review');
    expect(manualBannerTitle(true)).toBe('Your quote is ready');
  });

  it('writes the §1 and §2 banner texts exactly (§1, §2)', () => {
    expect(BannerText.landingTitle).toBe('Get instant quote');
    expect(BannerText.landingSubtitle).toBe('No credit cards, no fees, no hassles');
    expect(BannerText.landingButton).toBe('Get a quote');
    expect(BannerText.reservedDesktopNote).toBe(
      "Nothing is charged until we're in transit with your loaded container.",
    );
    expect(BannerText.quotedButton).toBe('View Quote');
    expect(BannerText.manualEmailPrompt).toBe('Please provide your email so we can send your quote.');
  });

  it('writes the §2 overlay texts exactly (§2)', () => {
    expect(OverlayText.building).toBe("We're building your quote");
    expect(OverlayText.retrieving).toBe("We're retrieving your quote");
    expect(OverlayText.pardonOurProgress).toBe('Pardon Our Progress');
    expect(OverlayText.didYouKnow).toBe('Did you know?');
  });
});

describe('Did you know? facts (§2, §9 "Fun facts: 6 variants")', () => {
  it('has 6 distinct facts, one saying the average move is 1,346 miles (§9)', () => {
    expect(FUN_FACTS).toHaveLength(6);
    expect(new Set(FUN_FACTS).size).toBe(6);
    expect(FUN_FACTS).toContain(AVERAGE_MOVE_FACT);
    expect(AVERAGE_MOVE_FACT).toContain('1,346 miles');
  });

  it('picks a fact by any integer, wrapping onto the list (§2)', () => {
    expect(funFactAt(0)).toBe(FUN_FACTS[0]);
    expect(funFactAt(7)).toBe(FUN_FACTS[1]);
    expect(funFactAt(-1)).toBe(FUN_FACTS[5]);
    expect(funFactAt(Number.NaN)).toBe(FUN_FACTS[0]);
  });
});
