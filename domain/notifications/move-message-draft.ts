/** Issue 14: a message's words before they become its content, and the links of the move it points to. */
import { postDeliverySurveyPath, Route } from '../quote/routes';
import { insectInspectionPath } from '../shipment/inspection-form';
import type { ContentAction, ContentFact, ContentMoneyRow } from './message-content';
import type { MoveFacts } from './move-plan';

export interface Draft {
  subject: string;
  heading: string;
  paragraphs: string[];
  facts?: ContentFact[];
  money?: ContentMoneyRow[];
  actions: ContentAction[];
  /** The text message, before the link is added. */
  sms: string;
  /** The one link a text carries (the first action's by default). */
  smsLink?: string;
}

export interface Links {
  dashboard: string;
  schedule: string;
  payment: string;
  delivery: string;
  change: string;
  survey: string;
  /** Issue 15: the insect inspection tool for this move. */
  inspection: string;
}

export function linksOf(facts: MoveFacts, siteUrl: string): Links {
  const site = siteUrl.replace(/\/$/, '');
  return {
    dashboard: `${site}${Route.dashboard}`,
    schedule: `${site}${Route.moveSchedule}`,
    payment: `${site}${Route.dashboard}/payment/${facts.quoteId}`,
    delivery: `${site}${Route.dashboard}/delivery/${facts.quoteId}`,
    change: `${site}${Route.dashboard}/change/${facts.quoteId}`,
    survey: `${site}${postDeliverySurveyPath(facts.quoteId)}`,
    inspection: `${site}${insectInspectionPath(facts.quoteId)}`,
  };
}
