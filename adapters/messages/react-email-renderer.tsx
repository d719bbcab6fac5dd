/**
 * Issue 14: every email's HTML and plain-text parts, from one react-email layout. The words come from the
 * domain (MessageContent); this file owns only the layout: the hidden preview line, the Relomove heading,
 * paragraphs, facts as a two-column table, money rows (strong rows bold), the first action as a button and
 * the others as links, and a footer with the reference, 'Manage what we send you' and 'Unsubscribe'.
 * React escapes every piece of text and every address. The layout is one column at most 600 px wide with
 * 16 px body text, so it reads on a phone as it does on a desktop.
 *
 * The plain-text part is written from the same content (textPart below), not converted from the HTML, so
 * that every address is spelled out next to its label and nothing depends on an HTML-to-text guesser.
 *
 * `render` (@react-email/render) is asynchronous and is loaded on the first email only, so the server and
 * the CLI start without reading it (it brings react-dom/server, prettier and html-to-text).
 */
// Each component from its own package: '@react-email/components' also loads the code block's Prism grammars and
// Tailwind, which the emails do not use (half a second of every test process's and CLI run's start).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { ResultAsync } from 'neverthrow';
import type {
  EmailFooterLinks,
  MessageRenderer,
  RenderError,
  RenderedEmail,
} from '../../application/ports/message-renderer';
import type { MessageContent } from '../../domain/notifications/message-content';
import { PRODUCT } from '../../domain/quote/enums';

/** The footer's link words. */
export const FOOTER_TEXT = {
  preferences: 'Manage what we send you',
  unsubscribe: 'Unsubscribe',
} as const;

const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const brand = '#0b5cab';

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: font, margin: 0, padding: '12px 0' },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '600px',
    width: '100%',
    margin: '0 auto',
    padding: '24px 20px',
    borderRadius: '6px',
  },
  brand: { color: brand, fontSize: '20px', fontWeight: 700, margin: '0 0 8px' },
  heading: { color: '#1a1a1a', fontSize: '24px', lineHeight: '30px', margin: '0 0 16px' },
  paragraph: { color: '#1a1a1a', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  table: { width: '100%', borderCollapse: 'collapse' as const, margin: '0 0 16px' },
  label: {
    color: '#555555',
    fontSize: '15px',
    lineHeight: '22px',
    padding: '6px 12px 6px 0',
    verticalAlign: 'top' as const,
    borderBottom: '1px solid #e5e7eb',
    textAlign: 'left' as const,
  },
  value: {
    color: '#1a1a1a',
    fontSize: '15px',
    lineHeight: '22px',
    padding: '6px 0',
    verticalAlign: 'top' as const,
    borderBottom: '1px solid #e5e7eb',
  },
  button: {
    backgroundColor: brand,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  link: { color: brand, fontSize: '16px', lineHeight: '24px', textDecoration: 'underline' },
  footer: { color: '#666666', fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  footerLink: { color: '#666666', fontSize: '13px', textDecoration: 'underline' },
} as const;

/** The layout every email uses. */
export function EmailLayout({ content, footer }: { content: MessageContent; footer: EmailFooterLinks }) {
  const [main, ...others] = content.actions;
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.preheader}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{PRODUCT}</Text>
          <Heading as="h1" style={styles.heading}>
            {content.heading}
          </Heading>
          {content.paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the content's
            <Text key={i} style={styles.paragraph}>
              {p}
            </Text>
          ))}
          {content.facts.length > 0 && (
            <table style={styles.table} data-part="facts">
              <tbody>
                {content.facts.map((f, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the order is the content's
                  <tr key={i}>
                    <th style={styles.label} scope="row">
                      {f.label}
                    </th>
                    <td style={styles.value}>{f.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {content.money.length > 0 && (
            <table style={styles.table} data-part="money">
              <tbody>
                {content.money.map((m, i) => {
                  const weight = m.strong ? 700 : 400;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the order is the content's
                    <tr key={i}>
                      <td style={{ ...styles.label, fontWeight: weight, color: '#1a1a1a' }}>{m.label}</td>
                      <td
                        style={{
                          ...styles.value,
                          fontWeight: weight,
                          textAlign: 'right',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {m.amount}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {main && (
            <Section style={{ margin: '8px 0 16px' }}>
              <Button href={main.url} style={styles.button}>
                {main.label}
              </Button>
            </Section>
          )}
          {others.map((a) => (
            <Text key={`${a.label} ${a.url}`} style={{ margin: '0 0 8px' }}>
              <Link href={a.url} style={styles.link}>
                {a.label}
              </Link>
            </Text>
          ))}
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 16px' }} />
          <Text style={styles.footer}>{content.reference}</Text>
          <Text style={styles.footer}>
            <Link href={footer.preferencesUrl} style={styles.footerLink}>
              {FOOTER_TEXT.preferences}
            </Link>
            {footer.unsubscribeUrl !== null && (
              <>
                {' · '}
                <Link href={footer.unsubscribeUrl} style={styles.footerLink}>
                  {FOOTER_TEXT.unsubscribe}
                </Link>
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part: the same content, every address written out after its label. */
export function textPart(content: MessageContent, footer: EmailFooterLinks): string {
  const width = Math.max(0, ...content.facts.map((f) => f.label.length));
  const moneyWidth = Math.max(0, ...content.money.map((m) => m.label.length));
  const blocks: string[][] = [
    [content.heading],
    ...content.paragraphs.map((p) => [p]),
    content.facts.map((f) => `${`${f.label}:`.padEnd(width + 1)} ${f.value}`),
    content.money.map((m) => `${`${m.label}:`.padEnd(moneyWidth + 1)} ${m.amount}`),
    content.actions.map((a) => `${a.label}: ${a.url}`),
    [
      '--',
      content.reference,
      `${FOOTER_TEXT.preferences}: ${footer.preferencesUrl}`,
      ...(footer.unsubscribeUrl === null ? [] : [`${FOOTER_TEXT.unsubscribe}: ${footer.unsubscribeUrl}`]),
    ],
  ];
  return `${blocks
    .filter((b) => b.length > 0)
    .map((b) => b.join('\n'))
    .join('\n\n')}\n`;
}

type Render = typeof import('@react-email/render').render;
let loading: Promise<Render> | null = null;
const loadRender = (): Promise<Render> => {
  loading ??= import('@react-email/render').then((m) => m.render);
  return loading;
};

/** The MessageRenderer of every email: react-email for the HTML part, textPart for the plain text. */
export class ReactEmailRenderer implements MessageRenderer {
  email(content: MessageContent, footer: EmailFooterLinks): ResultAsync<RenderedEmail, RenderError> {
    return ResultAsync.fromPromise(
      loadRender().then((render) => render(<EmailLayout content={content} footer={footer} />)),
      (e): RenderError => ({ kind: 'RenderFailed', message: e instanceof Error ? e.message : String(e) }),
    ).map((html) => ({ subject: content.subject, html, text: textPart(content, footer) }));
  }
}
