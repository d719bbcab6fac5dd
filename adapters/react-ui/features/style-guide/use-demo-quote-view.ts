import { useMemo, useState } from 'react';
import type { Blocker } from 'react-router';
import { nextExpediteChoice } from '../../../../domain/pricing/expedite';
import { recommendedSize, undersizeWarning } from '../../../../domain/pricing/size-conversion';
import { RELOCUBE_MAXIMUM_ONLINE, TRAILER_MINIMUM_FEET } from '../../../../domain/pricing/trailer';
import { OverlayText } from '../../../../domain/quote/quote-texts';
import { useToday } from '../../app/page-clock';
import { datesAndOptions, guaranteedChoices } from '../quote-view/quote-dates';
import {
  applyTypedCoupon,
  type CouponStatus,
  couponRemovedStatus,
  draftCouponDescription,
  draftDelivery,
  draftFromQuote,
  parentOptions,
  type QuoteDraft,
  quotePrice,
  storageInputFor,
  storageOffered,
  unsavedChoices,
} from '../quote-view/quote-pricing';
import { type QuoteViewModel, TRAILER_MAXIMUM_FEET } from '../quote-view/use-quote-view';
import { SAMPLE_QUOTE } from './sample-quote';

/** The style guide never blocks a navigation. */
const NEVER_BLOCKED: Blocker = {
  state: 'unblocked',
  reset: undefined,
  proceed: undefined,
  location: undefined,
};

/**
 * The quote view's model for the style guide: the sample quote and the visitor's choices kept locally,
 * priced and dated by the same functions as the real quote view (quote-pricing, quote-dates). Nothing
 * is loaded, saved or sent. When QuoteViewModel gains a field, tsc points here.
 */
export function useDemoQuoteView(): QuoteViewModel {
  const saved = useMemo(() => draftFromQuote(SAMPLE_QUOTE), []);
  const [draft, setDraft] = useState<QuoteDraft>(saved);
  const [couponStatus, setCouponStatus] = useState<CouponStatus>(null);
  const price = useMemo(() => quotePrice(SAMPLE_QUOTE, draft), [draft]);
  const quote = SAMPLE_QUOTE;
  const today = useToday()();
  const parent = parentOptions(quote).find((o) => o.value === draft.optionValue);
  const { dates } = datesAndOptions(quote, draft, today);
  return {
    qId: quote.QuoteIdEncrypted,
    fact: OverlayText.pardonOurProgress,
    loading: false,
    unavailable: false,
    retry: () => {},
    quote,
    pricedQuote: quote,
    draft,
    price,
    dirty: JSON.stringify(draft) !== JSON.stringify(saved),
    notice: null,
    minimumFeet: TRAILER_MINIMUM_FEET,
    maximumFeet: TRAILER_MAXIMUM_FEET,
    maximumCubes: RELOCUBE_MAXIMUM_ONLINE,
    unsaved: unsavedChoices(quote, draft),
    delivery: draftDelivery(quote, draft),
    recommendedSize: recommendedSize(quote.Details.HouseSize),
    sizeWarning: parent
      ? undersizeWarning(recommendedSize(quote.Details.HouseSize), {
          equip: parent.EquipType,
          feet: draft.linearFeet,
          cubes: draft.cubes,
        })
      : null,
    blocker: NEVER_BLOCKED,
    discard: () => setDraft(saved),
    change: (patch) => setDraft((d) => ({ ...d, ...patch })),
    coupon: {
      code: draft.couponCode,
      description: draftCouponDescription(quote, draft),
      status: couponStatus,
    },
    applyCoupon: (typed) =>
      applyTypedCoupon(
        quote,
        typed,
        (couponCode) => setDraft((d) => ({ ...d, couponCode })),
        setCouponStatus,
      ),
    removeCoupon: () => {
      setDraft((d) => ({ ...d, couponCode: '' }));
      setCouponStatus(couponRemovedStatus(quote));
    },
    saving: false,
    save: () => {},
    dates,
    saveBlockedReason: dates.problem,
    guaranteed: guaranteedChoices(quote, parent),
    chooseGuaranteed: (value) =>
      setDraft((d) => ({
        ...d,
        expedite: nextExpediteChoice(
          d.expedite,
          value === null ? { type: 'reset' } : { type: 'chooseGuaranteed', option: value },
        ),
      })),
    guaranteedStatus: 'ready',
    storage: parent && storageOffered(quote, parent) ? storageInputFor(quote, parent) : null,
    strip: { days: [], status: 'ready' },
    send: { status: 'idle' },
    sendQuote: async () => {},
  };
}
