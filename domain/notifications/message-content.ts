/**
 * Issue 14, what a message says, decided in the domain and rendered by a template adapter (react-email for
 * the HTML and text parts of an email; the SMS body as is). Keeping the words here lets tests assert the
 * dates, amounts and links that matter without parsing HTML, and keeps every template a layout.
 */
import { formatUsd } from '../money/money';
import { groupedLines } from '../pricing/price-lines';
import type { StoredPrice } from '../quote/stored-price';
import type { MessageCategory, MessageKind } from './message-kinds';

/** A labelled fact shown as a row: 'Drop-off' / 'Friday, Dec 4, 8:00 a.m. to 10:00 a.m.'. */
export interface ContentFact {
  readonly label: string;
  readonly value: string;
}

/** A button (HTML) or a line with its address (text): the first one is the main action. */
export interface ContentAction {
  readonly label: string;
  /** An absolute address (the site's public address plus a path). */
  readonly url: string;
}

/** A price line in a message that shows money (a change's old and new lines, a receipt). */
export interface ContentMoneyRow {
  readonly label: string;
  /** Formatted: '$1,234.56' or '-$50.00'. */
  readonly amount: string;
  /** True for a total or a difference row, shown in bold. */
  readonly strong?: boolean;
}

/**
 * A price as money rows, in the groups the quote view shows ('What your price includes', 'Your choices',
 * 'Discounts', 'Good to know': each group's name is a bold row without an amount), a Description line without
 * an amount, then the total in bold. None without a price.
 */
export function priceRows(price: Pick<StoredPrice, 'lines' | 'breakdown'> | null): ContentMoneyRow[] {
  if (!price) return [];
  const rows: ContentMoneyRow[] = [];
  for (const { group, lines } of groupedLines(price.lines)) {
    rows.push({ label: group, amount: '', strong: true });
    for (const line of lines)
      rows.push({ label: line.label, amount: line.amount === null ? '' : formatUsd(line.amount) });
  }
  rows.push({ label: 'Total', amount: formatUsd(price.breakdown.total), strong: true });
  return rows;
}

/** Everything a template needs to render one message, whatever its kind. */
export interface MessageContent {
  readonly kind: MessageKind;
  readonly category: MessageCategory;
  readonly subject: string;
  /** The one line an inbox shows under the subject. */
  readonly preheader: string;
  readonly heading: string;
  /** Paragraphs of plain text, in order. */
  readonly paragraphs: readonly string[];
  readonly facts: readonly ContentFact[];
  /** Optional table of money rows (a change's difference, a receipt). */
  readonly money: readonly ContentMoneyRow[];
  readonly actions: readonly ContentAction[];
  /** The text message's body (short: the essentials and one link). */
  readonly sms: string;
  /** The footer's reference line: 'Reference number 1000123'. */
  readonly reference: string;
}
