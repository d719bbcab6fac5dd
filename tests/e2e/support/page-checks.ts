import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core itself, put into a page once per document (seriousViolations). */
const AXE_SOURCE = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** axe-core's serious and critical violations on the page, each with the elements it found (WCAG 2.1 AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Every rule on every node (axe.run's defaults), in the page itself: the screens have no iframe. axe is put
  // into a document once and stays for its later checks (a client-side route keeps the document);
  // @axe-core/playwright put its 560 kB in twice at every check and listed every passing node, 0.25 s more a
  // check than this (docs/performance.md, "Tenth session"). Only the violations come back.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Found = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Found[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** True when the page fits its viewport's width (issue 4: no horizontal scrolling at 360 px). */
export function noHorizontalScroll(page: Page): Promise<boolean> {
  // clientWidth, not innerWidth: on a phone an overflowing element widens the layout viewport (innerWidth
  // grows with it), while clientWidth stays the device's width.
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/**
 * The page at `step` has no serious or critical axe violation and fits its width (named in a failure); with
 * `screenshot`, a full-page screenshot is saved there too.
 */
export async function noSeriousViolations(page: Page, step: string, screenshot?: string): Promise<void> {
  expect({ step, violations: await seriousViolations(page) }).toEqual({ step, violations: [] });
  expect({ step, fits: await noHorizontalScroll(page) }).toEqual({ step, fits: true });
  if (screenshot !== undefined) await page.screenshot({ path: screenshot, fullPage: true });
}

/** Types into a location combobox and picks the first suggestion matching `option`. */
export async function pickPlace(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Content-Security-Policy violations seen by the watched contexts since they were last taken. */
const cspViolations: string[] = [];

/**
 * Watches every page of `context` for Content-Security-Policy violations (issue 9 finding 5): each
 * `securitypolicyviolation` event (a blocked script, style, image, connection, eval or frame), reported
 * through a binding installed before any page script runs. newContext() watches every context it makes, and the e2e
 * setup file fails any test after which takeCspViolations() is not empty.
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__relomoveCspViolation', (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __relomoveCspViolation(text: string): void })
        .__relomoveCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** The violations seen since the last call, and forgets them. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}
