import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's chromium, with the flags these machines need (no sandbox as root, no background networking). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/** The two viewports the issue names: a laptop and a 390 px phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A fresh context (axe needs one from newContext, not browser.newPage). */
export function newContext(browser: Browser, viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    ...(viewport === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
}
