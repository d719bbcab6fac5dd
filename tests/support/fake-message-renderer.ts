import { okAsync } from 'neverthrow';
import type { EmailFooterLinks, MessageRenderer } from '../../application/ports/message-renderer';
import type { MessageContent } from '../../domain/notifications/message-content';

/**
 * A MessageRenderer for use-case tests (the real one is adapters/messages/react-email-renderer.tsx): every
 * part of the content as lines, each action and footer link with its address, in both parts, and the
 * content it was given kept in `rendered` so a test can assert on the words themselves.
 */
export class FakeMessageRenderer implements MessageRenderer {
  readonly rendered: { content: MessageContent; footer: EmailFooterLinks }[] = [];

  email(content: MessageContent, footer: EmailFooterLinks) {
    this.rendered.push({ content, footer });
    const lines = [
      content.heading,
      ...content.paragraphs,
      ...content.facts.map((f) => `${f.label}: ${f.value}`),
      ...content.money.map((m) => `${m.label}: ${m.amount}`),
      ...content.actions.map((a) => `${a.label}: ${a.url}`),
      content.reference,
      `Manage what we send you: ${footer.preferencesUrl}`,
      ...(footer.unsubscribeUrl === null ? [] : [`Unsubscribe: ${footer.unsubscribeUrl}`]),
    ];
    const text = lines.join('\n');
    return okAsync({ subject: content.subject, text, html: `<pre>${text}</pre>` });
  }
}
