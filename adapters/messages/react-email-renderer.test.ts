import { describe, expect, it } from 'vitest';
import type { EmailFooterLinks } from '../../application/ports/message-renderer';
import type { MessageContent } from '../../domain/notifications/message-content';
import { FOOTER_TEXT, ReactEmailRenderer } from './react-email-renderer';

const content: MessageContent = {
  kind: 'MoveChanged',
  category: 'booking',
  subject: 'Your Relomove move 1000123 changed',
  preheader: 'Your new delivery date is Friday, Dec 4',
  heading: 'Your move changed',
  paragraphs: ['We moved your delivery to Friday, Dec 4.', 'Nothing else changed.'],
  facts: [
    { label: 'Move', value: 'Chicago, IL to Denver, CO' },
    { label: 'Delivery', value: 'Friday, Dec 4, 8:00 a.m. to 10:00 a.m.' },
  ],
  money: [
    { label: 'Old total', amount: '$2,345.00' },
    { label: 'New total', amount: '$2,395.50' },
    { label: 'Difference', amount: '$50.50', strong: true },
  ],
  actions: [
    { label: 'Manage your move', url: 'https://www.relomove.com/dashboard?move=1000123&tab=schedule' },
    { label: 'Add to your calendar', url: 'https://www.relomove.com/api/moves/1000123/calendar.ics' },
    { label: 'Talk to us', url: 'https://www.relomove.com/contact' },
  ],
  sms: 'Relomove: your delivery moved to Fri Dec 4.',
  reference: 'Reference number 1000123',
};

const footer: EmailFooterLinks = {
  unsubscribeUrl: 'https://www.relomove.com/unsubscribe?token=tok.abc',
  preferencesUrl: 'https://www.relomove.com/dashboard/messages',
};

const renderer = new ReactEmailRenderer();
const render = async (c: MessageContent = content, f: EmailFooterLinks = footer) =>
  (await renderer.email(c, f))._unsafeUnwrap();

/** An address as it appears in an HTML attribute (React writes & as &amp;). */
const inHtml = (url: string) => url.replaceAll('&', '&amp;');

/** The href of the anchor whose text is `label`. */
const hrefOf = (html: string, label: string): string | null => {
  const anchors = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)];
  const found = anchors.find((m) => (m[2] ?? '').replace(/<[^>]*>/g, '').includes(label));
  return found?.[1] ?? null;
};

describe('ReactEmailRenderer (issue 14: every email has an HTML part and a plain-text part from one layout)', () => {
  it('the subject is the content’s, and the HTML carries it as its title with the preheader as hidden preview text', async () => {
    const email = await render();
    expect(email.subject).toBe(content.subject);
    expect(email.html).toContain(`<title>${content.subject}</title>`);
    expect(email.html).toMatch(/<div[^>]*display:none[^>]*>Your new delivery date is Friday, Dec 4/);
    expect(email.html).toContain('<h1');
    expect(email.html).toContain(content.heading);
    expect(email.text.startsWith(content.heading)).toBe(true);
  });

  it('every paragraph, fact and amount appears in both parts', async () => {
    const email = await render();
    for (const p of content.paragraphs) {
      expect(email.html).toContain(p);
      expect(email.text).toContain(p);
    }
    for (const f of content.facts) {
      expect(email.html).toMatch(new RegExp(`<th[^>]*>${f.label}</th><td[^>]*>${f.value}</td>`));
      expect(email.text).toMatch(new RegExp(`${f.label}: +${f.value}`));
    }
    for (const m of content.money) {
      expect(email.html).toContain(m.amount);
      expect(email.text).toMatch(new RegExp(`${m.label}: +\\${m.amount}`));
    }
  });

  it('strong money rows are bold in the HTML, the others are not', async () => {
    const { html } = await render();
    const row = (label: string) => html.match(new RegExp(`<tr><td style="([^"]*)">${label}</td>`))?.[1] ?? '';
    expect(row('Difference')).toContain('font-weight:700');
    expect(row('Old total')).toContain('font-weight:400');
  });

  it('the first action is the button, the others are links, and every address is written out in the text', async () => {
    const email = await render();
    const [main, ...others] = content.actions;
    expect(main).toBeDefined();
    if (!main) return;
    expect(hrefOf(email.html, main.label)).toBe(inHtml(main.url));
    // The button is the one styled as a button (a background), the others are plain links.
    expect(email.html).toMatch(
      new RegExp(`<a href="${inHtml(main.url).replace(/[?.]/g, '\\$&')}" style="[^"]*background-color`),
    );
    for (const a of others) {
      expect(hrefOf(email.html, a.label)).toBe(inHtml(a.url));
      expect(email.html).not.toMatch(
        new RegExp(`<a href="${a.url.replace(/[?.]/g, '\\$&')}" style="[^"]*background-color`),
      );
    }
    for (const a of content.actions) expect(email.text).toContain(`${a.label}: ${a.url}`);
  });

  it('the footer carries the reference, the preferences link and the unsubscribe link, in both parts', async () => {
    const email = await render();
    expect(email.html).toContain(content.reference);
    expect(hrefOf(email.html, FOOTER_TEXT.preferences)).toBe(footer.preferencesUrl);
    expect(hrefOf(email.html, FOOTER_TEXT.unsubscribe)).toBe(footer.unsubscribeUrl);
    expect(email.text).toContain(content.reference);
    expect(email.text).toContain(`Manage what we send you: ${footer.preferencesUrl}`);
    expect(email.text).toContain(`Unsubscribe: ${footer.unsubscribeUrl}`);
  });

  it('a message that offers no unsubscribe link has none, in either part, but keeps the preferences link', async () => {
    const email = await render(content, { ...footer, unsubscribeUrl: null });
    expect(email.html).not.toContain(FOOTER_TEXT.unsubscribe);
    expect(email.html).not.toContain('/unsubscribe');
    expect(email.text).not.toContain(FOOTER_TEXT.unsubscribe);
    expect(email.text).not.toContain('/unsubscribe');
    expect(hrefOf(email.html, FOOTER_TEXT.preferences)).toBe(footer.preferencesUrl);
  });

  it('HTML-special characters in the content are escaped in the HTML and kept as they are in the text', async () => {
    const hostile: MessageContent = {
      ...content,
      subject: 'Quote for <script>alert(1)</script>',
      heading: 'Tom & Jerry’s "move"',
      paragraphs: ['<img src=x onerror=alert(1)>'],
      facts: [{ label: 'Name', value: '<b>Pat</b> & "Sam"' }],
      money: [{ label: '<i>Fee</i>', amount: '$1.00' }],
      actions: [{ label: 'Go <now>', url: 'https://x.example/q?a="1"&b=<2>' }],
    };
    const { html, text } = await render(hostile);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Pat</b>');
    expect(html).not.toContain('<i>Fee</i>');
    expect(html).toContain('Quote for &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; Jerry’s &quot;move&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Pat&lt;/b&gt; &amp; &quot;Sam&quot;');
    expect(html).toContain('Go &lt;now&gt;');
    expect(html).not.toContain('"1"&b=<2>');
    expect(text).toContain('<b>Pat</b> & "Sam"');
    expect(text).toContain('Go <now>: https://x.example/q?a="1"&b=<2>');
  });

  it('the layout is one column at most 600 px wide with a viewport for phones and body text of 16 px', async () => {
    const { html } = await render();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(/<p style="font-size:16px[^"]*">We moved your delivery/);
  });

  it('a message with no facts, money or actions renders without empty tables or a button', async () => {
    const { html, text } = await render({ ...content, facts: [], money: [], actions: [] });
    expect(html).not.toContain('data-part="facts"');
    expect(html).not.toContain('data-part="money"');
    expect(html).not.toContain('background-color:#0b5cab;border-radius');
    expect(text).not.toMatch(/\n\n\n/);
  });
});
