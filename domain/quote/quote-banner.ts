/**
 * §2 quote banner: what the banner of a loaded quote says, and where it sticks (§9 breakpoints).
 * The states and texts come from quote-state.ts; this file puts them together for one quote.
 */
import { type MoveStage, moveMessages, moveStage } from '../reservation/move-messages';
import { assertNever } from '../shared/assert-never';
import type { ShipmentState } from '../shipment/enums';
import { digitsOnly } from '../validation/digits';
import { MOBILE_WIDTH_EM } from './breakpoints';
import { selectedOption } from './edit-quote';
import { EquipType, WebReservationFlag } from './enums';
import {
  BannerText,
  bannerStateFor,
  deriveQuoteState,
  manualBannerTitle,
  QuoteBannerState,
  reservedBannerButton,
  reservedBannerTitle,
} from './quote-state';
import { Route } from './routes';
import type { PricingOption, Quote } from './types';

/** §9 "mobile width 40 times base font size" (domain/quote/breakpoints.ts). */
export { MOBILE_WIDTH_EM };

/** §9: a viewport is at mobile width when it is at most 40 times the base font size wide (40rem). */
export function isMobileWidth(viewportWidthPx: number, baseFontSizePx = 16): boolean {
  return viewportWidthPx <= MOBILE_WIDTH_EM * baseFontSizePx;
}

/**
 * §2 "Banner sticks to the bottom at mobile width and the top otherwise". The original re-checks
 * this every 50 ms; the site states the same rule as a CSS media query (max-width: 40rem), which the
 * browser re-applies on every resize, so nothing polls.
 */
export function bannerEdge(viewportWidthPx: number, baseFontSizePx = 16): 'bottom' | 'top' {
  return isMobileWidth(viewportWidthPx, baseFontSizePx) ? 'bottom' : 'top';
}

/** §2 "equipment summary": the selected option, e.g. '20 ft trailer' or '3 ReloCubes'. */
export function equipmentSummary(
  option: Pick<PricingOption, 'EquipType' | 'LinearFeet' | 'EquipQuantity'>,
): string {
  if (option.EquipType === EquipType.Trailer) return `${option.LinearFeet} ft trailer`;
  return option.EquipQuantity === 1 ? '1 ReloCube' : `${option.EquipQuantity} ReloCubes`;
}

/** The quote view of a quote (§2 /moving-quotes/quoteview?qId=). */
export function quoteViewHref(token: string): string {
  return `${Route.quoteView}?qId=${encodeURIComponent(token)}`;
}

export type QuoteBanner =
  | { state: typeof QuoteBannerState.none }
  | {
      state: typeof QuoteBannerState.Quoted;
      origin: string;
      destination: string;
      equipment: string;
      /** §2, §5 "Reference numbers are shown digits only". */
      reference: string;
      button: { text: string; href: string };
    }
  | {
      state: typeof QuoteBannerState.Manual;
      title: string;
      reference: string;
      /** §2 "With no email captured it asks 'Please provide your email so we can send your quote.'" */
      emailPrompt: string | null;
    }
  | {
      state: typeof QuoteBannerState.Reserved;
      title: string;
      button: { text: string; href: string };
      /** §2 desktop-only line: the move's payment line at its stage (issue 27). */
      desktopNote: string;
      /** Issue 27: where the move stands, as far as the quote tells (cancelled, charged). */
      stage: MoveStage;
    };

/**
 * A booked quote's stage: cancelled, or charged (its balance below its total), from the quote; delivered or in
 * transit from the shipment's state where the caller has it (issue 27: without it a delivered move would
 * read as merely charged). Null: not loaded (or not the viewer's to see), so the quote alone decides.
 */
export function reservedStage(quote: Quote, shipment: ShipmentState | null = null): MoveStage {
  const r = quote.Details.Reservation;
  return moveStage({
    cancelled: quote.Details.WebReservationFlag === WebReservationFlag.Cancelled || Boolean(r?.Cancellation),
    charged: r !== null && r !== undefined && r.InvoiceAmountDue < r.TotalPrice,
    shipment,
  });
}

const place = (l: { City: string; State: string }) => [l.City, l.State].filter((s) => s !== '').join(', ');

/**
 * §2 quote banner states for the visitor's quote (null: none submitted). `inNoQuoteResponseTest`: the
 * visitor is in the no-quote-response arm (domain/experiments/test-arms.ts); false by default.
 * `shipment`: a booked move's §4 shipment state, when loaded (reservedStage).
 */
export function quoteBanner(
  quote: Quote | null,
  options: { inNoQuoteResponseTest?: boolean; shipment?: ShipmentState | null } = {},
): QuoteBanner {
  const state = bannerStateFor(deriveQuoteState(quote));
  if (quote === null || state === QuoteBannerState.none) return { state: QuoteBannerState.none };
  switch (state) {
    case QuoteBannerState.Quoted: {
      const option = selectedOption(quote.Details.PricingOptions);
      return {
        state,
        origin: place(quote.Details.Origin),
        destination: place(quote.Details.Destination),
        equipment: option ? equipmentSummary(option) : '',
        reference: digitsOnly(quote.QuoteId),
        button: { text: BannerText.quotedButton, href: quoteViewHref(quote.QuoteIdEncrypted) },
      };
    }
    case QuoteBannerState.Manual: {
      const email = quote.Details.ContactEmailAddress || quote.Details.EmailAddress;
      return {
        state,
        title: manualBannerTitle(options.inNoQuoteResponseTest ?? false),
        reference: digitsOnly(quote.QuoteId),
        emailPrompt: email.trim() === '' ? BannerText.manualEmailPrompt : null,
      };
    }
    case QuoteBannerState.Reserved: {
      const stage = reservedStage(quote, options.shipment ?? null);
      return {
        state,
        title: reservedBannerTitle(quote),
        // Both buttons lead to the dashboard (§2: /dashboard is the target once a quote is reserved).
        button: { text: reservedBannerButton(quote), href: Route.dashboard },
        // Issue 27: the §2 promise only while it holds: not once cancelled, charged or delivered (move-messages.ts).
        desktopNote: moveMessages(stage).paymentNote,
        stage,
      };
    }
    default:
      return assertNever(state, 'banner state');
  }
}

/**
 * Issue 10 "/manual-quote never claims a ready price that it does not show": the page's own heading.
 * The control keeps the §2 words 'Quote under review'. In the no-quote-response arm the §2 banner still
 * says 'Your quote is ready', but the page shows no price (a moving specialist gives it by phone now, or
 * by email), so its heading says that instead.
 */
export const MANUAL_QUOTE_ARM_HEADING = 'Your price is one call away';

export function manualQuotePageHeading(inNoQuoteResponseTest: boolean): string {
  return inNoQuoteResponseTest ? MANUAL_QUOTE_ARM_HEADING : BannerText.manualTitle;
}
