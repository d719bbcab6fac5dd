import { PRODUCT } from './enums';

/**
 * The §1 and §2 texts of the banners and overlays, on their own so that a page needing only a title
 * (the landing page) loads no quote-state logic with it.
 */
/** §1 and §2 banner texts, '{product}' filled with PRODUCT. */
export const BannerText = {
  /** §1 default (landing) banner. */
  landingTitle: 'Get instant quote',
  landingSubtitle: 'No credit cards, no fees, no hassles',
  landingButton: 'Get a quote',
  /** §2 reserved banner. */
  reservedTitleComplete: `My ${PRODUCT} Move`,
  reservedTitleIncomplete: 'Move Under Review',
  reservedButtonManage: 'Manage Move',
  reservedButtonDashboard: 'Dashboard',
  reservedDesktopNote: "Nothing is charged until we're in transit with your loaded container.",
  /** Ours: the desktop line of a cancelled reservation, where the §2 promise no longer applies. */
  cancelledDesktopNote: 'This reservation is cancelled.',
  /** §2 quoted banner. */
  quotedButton: 'View Quote',
  /** §2 manual banner. */
  manualTitle: 'Quote under review',
  manualTitleNoQuoteResponseTest: 'Your quote is ready',
  manualEmailPrompt: 'Please provide your email so we can send your quote.',
} as const;

/** §2 loading overlays. */
export const OverlayText = {
  building: "We're building your quote",
  retrieving: "We're retrieving your quote",
  pardonOurProgress: 'Pardon Our Progress',
  didYouKnow: 'Did you know?',
} as const;
