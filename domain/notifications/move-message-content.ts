/**
 * Issue 14, the words of each message about a booked move (ours: the specification shows none; see
 * docs/decisions.md). Every message names the move (reference number and lane), says what happened or
 * what is coming with its date, window or amount, and links to the page where the customer acts.
 */
import { formatMMDDYYYY, formatWeekdayMonDay } from '../calendar/formats';
import type { IsoDate } from '../calendar/iso-date';
import { formatUsd } from '../money/money';
import type { PaymentMethod } from '../payment/enums';
import { type LedgerEntry, LedgerReason } from '../payment/ledger-entry';
import { PRODUCT } from '../quote/enums';
import { Milestone } from '../shipment/enums';
import { InspectionText } from '../shipment/inspection-form';
import { eventDraft } from './event-message-content';
import type { ContentMoneyRow, MessageContent } from './message-content';
import { MessageKind } from './message-kinds';
import { type Draft, type Links, linksOf } from './move-message-draft';
import { capitalised, laneOf, MILESTONE_WORDS, whenWords, zoneOf } from './move-message-words';
import type { MoveFacts, PlannedMessage } from './move-plan';

/** What the words need besides the move: the site's public address and the move's booking summary rows. */
export interface ContentContext {
  /** The site's public address, without a trailing slash. */
  readonly siteUrl: string;
  /** The booking summary (label, value), as the confirmation shows it (reservationSummaryRows). */
  readonly summaryRows: readonly (readonly [string, string])[];
  /** The booking confirmation (confirmation-email.ts confirmationContent), when the quote is at hand. */
  readonly confirmation?: MessageContent | null;
}

function receiptRows(entry: LedgerEntry): ContentMoneyRow[] {
  const sign = entry.kind === 'Refund' ? '-' : '';
  return [
    { label: entry.reason, amount: `${sign}${formatUsd(entry.amount)}` },
    {
      label: entry.kind === 'Refund' ? 'Refunded' : 'Charged',
      amount: formatUsd(entry.amount),
      strong: true,
    },
  ];
}

const METHOD_WORDS: Readonly<Partial<Record<PaymentMethod, string>>> = {
  CreditCard: 'your card',
  AffirmVCN: 'your Affirm loan',
  AffirmLite: 'your Affirm loan',
  PayPal: 'your PayPal account',
};

function methodWords(entry: LedgerEntry): string {
  return METHOD_WORDS[entry.method] ?? 'your payment method';
}

function draftOf(message: PlannedMessage, facts: MoveFacts, context: ContentContext, links: Links): Draft {
  const about = message.about;
  switch (message.kind) {
    case MessageKind.ReservationConfirmed:
      return {
        subject: `Your ${PRODUCT} move is booked (reference ${facts.reference})`,
        heading: 'Your move is booked',
        paragraphs: [
          `Thank you${facts.firstName ? `, ${facts.firstName}` : ''}. Your move from ${laneOf(facts)} is booked.`,
          'Your dashboard shows each step as it happens. We will remind you the evening before each appointment.',
        ],
        facts: context.summaryRows.map(([label, value]) => ({ label, value })),
        money: [{ label: 'Total', amount: formatUsd(facts.totalPrice), strong: true }],
        actions: [
          { label: 'Open your dashboard', url: links.dashboard },
          { label: 'Add your schedule to your calendar', url: links.schedule },
        ],
        sms: `${PRODUCT}: your move ${laneOf(facts)} is booked (ref ${facts.reference}).`,
      };
    case MessageKind.MoveChanged: {
      const change = about.kind === 'change' ? about.change : null;
      const fields = change?.fields.join(', ') ?? 'your move';
      return {
        subject: `Your changes are saved (reference ${facts.reference})`,
        heading: 'Your edits have been saved.',
        paragraphs: [
          `We changed: ${fields}. Your schedule and calendar files are updated.`,
          'Any price difference is charged or refunded to your payment method on file; a receipt follows.',
        ],
        facts: context.summaryRows.map(([label, value]) => ({ label, value })),
        money: [{ label: 'New total', amount: formatUsd(facts.totalPrice), strong: true }],
        actions: [
          { label: 'See your schedule', url: links.schedule },
          { label: 'Open your dashboard', url: links.dashboard },
        ],
        sms: `${PRODUCT}: your changes to move ${facts.reference} are saved. New total ${formatUsd(facts.totalPrice)}.`,
      };
    }
    case MessageKind.DropOffReminder:
    case MessageKind.PickupReminder:
    case MessageKind.DeliveryReminder: {
      const entry = about.kind === 'calendar' ? about.entry : null;
      const milestone = message.calendarMilestone ?? Milestone.DropOff;
      const name = MILESTONE_WORDS[milestone];
      const when = entry ? whenWords(entry, zoneOf(facts, milestone)) : 'tomorrow';
      const timed = entry?.span.kind === 'timed';
      return {
        subject: `Reminder: your ${name} is tomorrow`,
        heading: `Your ${name} is tomorrow`,
        paragraphs: [
          `Your ${name} is ${when}.`,
          timed
            ? 'The driver arrives within that window. Please keep the parking space free.'
            : 'The driver calls ahead with an arrival window. Please keep the parking space free.',
        ],
        facts: [{ label: capitalised(name), value: when }],
        actions: [
          { label: 'See your schedule', url: links.schedule },
          { label: 'Change your move', url: links.change },
        ],
        sms: `${PRODUCT} reminder: your ${name} is ${when}.`,
      };
    }
    case MessageKind.PaymentReceipt: {
      const entry = about.kind === 'ledger' ? about.entry : null;
      const refund = entry?.kind === 'Refund';
      const amount = entry ? formatUsd(entry.amount) : '';
      return {
        subject: refund ? `Refund of ${amount} for your move` : `Receipt: ${amount} for your move`,
        heading: refund ? 'Your refund' : 'Your receipt',
        paragraphs: [
          entry
            ? `${refund ? 'We refunded' : 'We charged'} ${amount} to ${methodWords(entry)}: ${entry.reason}.`
            : '',
          refund ? 'Refunds take 5 to 10 business days to show on your statement.' : '',
        ].filter((p) => p !== ''),
        facts: entry ? [{ label: 'Date', value: formatWeekdayMonDay(entry.at.slice(0, 10) as IsoDate) }] : [],
        money: entry ? receiptRows(entry) : [],
        actions: [{ label: 'See your payments', url: links.dashboard }],
        sms: `${PRODUCT}: ${refund ? 'refund' : 'charge'} of ${amount} for move ${facts.reference}.`,
      };
    }
    case MessageKind.PaymentDeclined: {
      const entry = about.kind === 'ledger' ? about.entry : null;
      const amount = entry ? formatUsd(entry.amount) : '';
      return {
        subject: 'Your payment did not go through',
        heading: 'Your payment did not go through',
        paragraphs: [
          `We could not charge ${amount} to ${entry ? methodWords(entry) : 'your payment method'}${entry?.failure ? `: ${entry.failure.message}` : ''}.`,
          'Your move goes on; please update your payment method so that nothing holds up your delivery.',
        ],
        money: entry ? [{ label: entry.reason, amount, strong: true }] : [],
        actions: [{ label: 'Update your payment', url: links.payment }],
        sms: `${PRODUCT}: your payment of ${amount} did not go through. Update it:`,
      };
    }
    case MessageKind.InspectionReminder:
      return {
        subject: 'Before you load: the spongy moth inspection form',
        heading: 'Your inspection form is needed',
        paragraphs: [
          `Your move leaves the spongy moth quarantine area, so federal rules (USDA APHIS) ask you to inspect outdoor items before loading and sign the self-inspection checklist.`,
          'Fill it in online before your drop-off day; it takes about ten minutes.',
        ],
        actions: [{ label: 'Open the checklist', url: links.inspection }],
        sms: `${PRODUCT}: your move needs the spongy moth inspection form before loading:`,
      };
    case MessageKind.InspectionFormReceived: {
      const form = facts.inspectionForm;
      const items = form === null || form.noOutdoorItems ? [InspectionText.noItems] : form.items;
      return {
        subject: `Your spongy moth inspection form (reference ${facts.reference})`,
        heading: 'We have your inspection form',
        paragraphs: [
          `Thank you${facts.firstName ? `, ${facts.firstName}` : ''}. Here is a copy of the self-inspection checklist you signed for your move from ${laneOf(facts)}. Keep it with your moving papers: an inspector may ask to see it.`,
          `Items inspected: ${items.join('; ')}.`,
          `You signed: “${InspectionText.agreement}”`,
          'If anything on it is wrong, call us before your pickup.',
        ],
        facts: form
          ? [
              { label: 'Signed by', value: form.signerName },
              { label: 'Date signed', value: formatMMDDYYYY(form.dateSigned) },
            ]
          : [],
        actions: [{ label: 'See your move', url: links.dashboard }],
        sms: `${PRODUCT}: we have your spongy moth inspection form for move ${facts.reference}; a copy is in your email.`,
        smsLink: links.dashboard,
      };
    }
    case MessageKind.SurveyInvitation:
      return {
        subject: 'How did your move go?',
        heading: 'How did we do?',
        paragraphs: ['Two minutes of your time helps us improve every step, from drop-off to delivery.'],
        actions: [{ label: 'Answer the survey', url: links.survey }],
        sms: `${PRODUCT}: how did your move go? Tell us:`,
      };
    case MessageKind.OutForDelivery: {
      const entry = about.kind === 'calendar' ? about.entry : null;
      const when = entry ? whenWords(entry, facts.destination.timeZone) : 'today';
      return {
        subject: 'Your shipment is out for delivery today',
        heading: 'Out for delivery',
        paragraphs: [
          `Your shipment is on its way to you: ${when}.`,
          'Please make sure the parking space is free and someone can let the driver in.',
        ],
        facts: [{ label: 'Delivery', value: when }],
        actions: [{ label: 'See your move', url: links.dashboard }],
        sms: `${PRODUCT}: your shipment is out for delivery today (${when}).`,
      };
    }
    case MessageKind.StorageChargesComing: {
      // Issue 13: the next storage charge, its day, amount and the days it pays for.
      const charge = about.kind === 'storage' ? about.charge : null;
      const amount = charge ? formatUsd(charge.amount) : '';
      const day = charge ? formatWeekdayMonDay(charge.on) : '';
      const period = charge
        ? `${formatMMDDYYYY(charge.period.from)} to ${formatMMDDYYYY(charge.period.to)}`
        : '';
      return {
        subject: charge ? `Storage charge of ${amount} on ${day}` : 'Storage charges are coming',
        heading: 'Storage charges are coming',
        paragraphs: charge
          ? [
              `Your shipment is still in storage. On ${day} we will charge ${amount} to your card on file for storage from ${period}.`,
              'Storage is charged for each period as it begins, until your shipment leaves storage. Your dashboard shows what will be charged and when.',
            ]
          : ['Your dashboard shows what will be charged and when.'],
        facts: charge
          ? [
              { label: 'Charge date', value: day },
              { label: 'Storage period', value: period },
            ]
          : [],
        money: charge ? [{ label: LedgerReason.StorageCharge, amount, strong: true }] : [],
        actions: [{ label: 'See storage charges', url: links.dashboard }],
        sms: charge
          ? `${PRODUCT}: storage charge of ${amount} on ${day} (storage ${period}).`
          : `${PRODUCT}: storage charges are coming:`,
      };
    }
    default:
      if (about.kind === 'event') return eventDraft(message.kind, about.event, facts, links);
      return {
        subject: `Update on your ${PRODUCT} move`,
        heading: 'Update on your move',
        paragraphs: ['There is news about your move.'],
        actions: [{ label: 'See your move', url: links.dashboard }],
        sms: `${PRODUCT}: there is news about your move:`,
      };
  }
}

/** The content of one planned message, ready for a template. */
export function moveMessageContent(
  message: PlannedMessage,
  facts: MoveFacts,
  context: ContentContext,
): MessageContent {
  if (message.kind === MessageKind.ReservationConfirmed && context.confirmation) return context.confirmation;
  const links = linksOf(facts, context.siteUrl);
  const draft = draftOf(message, facts, context, links);
  const link = draft.smsLink ?? draft.actions[0]?.url ?? links.dashboard;
  return {
    kind: message.kind,
    category: message.category,
    subject: draft.subject,
    preheader: draft.paragraphs[0] ?? draft.heading,
    heading: draft.heading,
    paragraphs: draft.paragraphs,
    facts: draft.facts ?? [],
    money: draft.money ?? [],
    actions: draft.actions,
    sms: `${draft.sms} ${link}`,
    reference: `Reference number ${facts.reference} · ${laneOf(facts)}`,
  };
}
