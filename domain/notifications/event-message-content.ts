/** Issue 14: the words of a message about a shipment event (a delay, a pickup, transit, delivery, storage). */
import { formatWeekdayMonDay } from '../calendar/formats';
import { PRODUCT } from '../quote/enums';
import { MessageKind } from './message-kinds';
import type { Draft, Links } from './move-message-draft';
import { capitalised, MILESTONE_WORDS } from './move-message-words';
import { type EventFact, type MoveFacts, scheduledDelivery } from './move-plan';

export function eventDraft(kind: MessageKind, event: EventFact, facts: MoveFacts, links: Links): Draft {
  const where = event.location ? ` (${event.location})` : '';
  const name = MILESTONE_WORDS[event.milestone];
  const estimate =
    event.window === null
      ? null
      : event.window.Early === event.window.Late
        ? formatWeekdayMonDay(event.window.Early)
        : `${formatWeekdayMonDay(event.window.Early)} to ${formatWeekdayMonDay(event.window.Late)}`;
  switch (kind) {
    case MessageKind.DelayAlert: {
      const failed = event.status === 'Failed';
      return {
        subject: failed ? `Your ${name} did not happen: here is what to do` : `Your ${name} is delayed`,
        heading: failed ? `Your ${name} did not happen` : `Your ${name} is delayed`,
        paragraphs: [
          `Reason: ${event.reason ?? 'not given'}${where}.`,
          estimate
            ? `Our new estimate is ${estimate}. If that does not suit you, choose a new window or keep your things in terminal storage.`
            : 'We will tell you the new date as soon as we know it. You can choose a new window, or keep your things in terminal storage.',
        ],
        facts: estimate ? [{ label: 'New estimate', value: estimate }] : [],
        actions: [
          { label: 'Choose a new window', url: links.delivery },
          { label: 'Keep it in storage', url: links.change },
          { label: 'See your move', url: links.dashboard },
        ],
        sms: `${PRODUCT}: your ${name} is ${failed ? 'not done' : 'delayed'}: ${event.reason ?? 'reason not given'}.${estimate ? ` New estimate ${estimate}.` : ''} Choose a new window or storage:`,
      };
    }
    case MessageKind.PickupRequested:
    case MessageKind.DeliveryBooked: {
      const when = estimate ?? 'the date you chose';
      const what = kind === MessageKind.PickupRequested ? 'pickup' : 'delivery';
      return {
        subject: `Your ${what} is booked for ${when}`,
        heading: `Your ${what} is booked`,
        paragraphs: [
          `We have your ${what} request for ${when}. The calendar file attached puts it in your calendar; it updates if the date changes.`,
        ],
        facts: [{ label: capitalised(what), value: when }],
        actions: [{ label: 'See your schedule', url: links.schedule }],
        sms: `${PRODUCT}: your ${what} is booked for ${when}.`,
      };
    }
    case MessageKind.PickedUp:
      return {
        subject: 'Your shipment has been picked up',
        heading: 'Picked up',
        paragraphs: [`Your shipment was picked up${where}. We will tell you when it is on its way.`],
        actions: [{ label: 'Follow your move', url: links.dashboard }],
        sms: `${PRODUCT}: your shipment was picked up.`,
      };
    case MessageKind.InTransit:
      return {
        subject: 'Your shipment is on its way',
        heading: 'In transit',
        paragraphs: [
          `Your shipment left${where} for ${facts.destination.city}, ${facts.destination.state}. Follow it on your dashboard; we will tell you when it arrives.`,
        ],
        actions: [{ label: 'Follow your move', url: links.dashboard }],
        sms: `${PRODUCT}: your shipment is on its way.`,
      };
    case MessageKind.ArrivedAtDestinationTerminal: {
      // A delivery already booked is named, not asked for again.
      const booked = scheduledDelivery(facts).day;
      if (booked !== null) {
        const day = formatWeekdayMonDay(booked);
        return {
          subject: `Your shipment has arrived in ${facts.destination.city}`,
          heading: 'Arrived at the destination',
          paragraphs: [`Your shipment arrived${where}. Your delivery is booked for ${day}.`],
          facts: [{ label: 'Delivery', value: day }],
          actions: [{ label: 'See your move', url: links.dashboard }],
          sms: `${PRODUCT}: your shipment arrived in ${facts.destination.city}. Your delivery is booked for ${day}.`,
        };
      }
      return {
        subject: `Your shipment has arrived in ${facts.destination.city}`,
        heading: 'Arrived at the destination',
        paragraphs: [
          `Your shipment arrived${where}. If you have not booked your delivery window yet, book it now.`,
        ],
        actions: [
          { label: 'Book your delivery', url: links.delivery },
          { label: 'See your move', url: links.dashboard },
        ],
        sms: `${PRODUCT}: your shipment arrived in ${facts.destination.city}. Book delivery:`,
      };
    }
    case MessageKind.OutForDelivery:
      return {
        subject: 'Your shipment is out for delivery',
        heading: 'Out for delivery',
        paragraphs: ['Your shipment is on its way to you today. Please make sure the parking space is free.'],
        actions: [{ label: 'See your move', url: links.dashboard }],
        sms: `${PRODUCT}: your shipment is out for delivery today.`,
      };
    case MessageKind.Delivered:
      return {
        subject: 'Your shipment has been delivered',
        heading: 'Delivered',
        paragraphs: [`Your shipment was delivered. Thank you for moving with ${PRODUCT}.`],
        actions: [{ label: 'See your move', url: links.dashboard }],
        sms: `${PRODUCT}: your shipment was delivered. Thank you!`,
      };
    case MessageKind.StorageStarted:
      return {
        subject: 'Your shipment is in storage',
        heading: 'Storage started',
        paragraphs: [
          `Your shipment is now in storage${where}. Your dashboard shows the free days and any charges, before they are made.`,
        ],
        actions: [{ label: 'See storage charges', url: links.dashboard }],
        sms: `${PRODUCT}: your shipment is in storage. Charges:`,
      };
    default:
      return {
        subject: `Update on your ${PRODUCT} move`,
        heading: 'Update on your move',
        paragraphs: [`Your ${name} was updated.`],
        actions: [{ label: 'See your move', url: links.dashboard }],
        sms: `${PRODUCT}: your ${name} was updated.`,
      };
  }
}
