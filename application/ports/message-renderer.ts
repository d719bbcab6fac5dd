import type { ResultAsync } from 'neverthrow';
import type { MessageContent } from '../../domain/notifications/message-content';
import type { Token } from './token';

/** An email's parts as a template rendered them. */
export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The links every email's footer carries (issue 14 preferences and unsubscribe). */
export interface EmailFooterLinks {
  /** The one-click unsubscribe page with its signed token; null for a message that offers none. */
  readonly unsubscribeUrl: string | null;
  /** Where the customer manages what they get (the dashboard's message settings). */
  readonly preferencesUrl: string;
}

/** The template could not be rendered (a bug in a template, never the customer's input). */
export type RenderError = { readonly kind: 'RenderFailed'; readonly message: string };

/**
 * Turns a message's content into an email's HTML and plain-text parts (issue 14: "Each message has an HTML
 * part and a plain-text part, from templates"). The words come from the domain (message-content.ts); the
 * renderer owns only the layout.
 */
export interface MessageRenderer {
  email(content: MessageContent, footer: EmailFooterLinks): ResultAsync<RenderedEmail, RenderError>;
}
export const MessageRenderer: Token<MessageRenderer> = Symbol('MessageRenderer');
