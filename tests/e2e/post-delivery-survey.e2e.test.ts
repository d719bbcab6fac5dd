/**
 * Issue 15 "a delivered move's survey is submitted and appears in `relomove surveys`", in real Chromium
 * against the real server, at a laptop's and a phone's width. A newcomer books a door-to-door move; before
 * the crew comes they tell us how to keep the visits safe (§7 surveys/covid, from the dashboard's card);
 * staff record the move's events up to Delivery Complete with the real staff CLI; the dashboard then offers
 * the survey; the customer rates the move (the overall stars with the keyboard), comments and sends it, and
 * staff read it, with the NPS, in `relomove surveys`. axe finds no serious violation on the new pages, and on
 * the phone nothing scrolls sideways. Screenshots go to test-artifacts/e2e/survey-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SurveyText, VisitSafetyText } from '../../adapters/react-ui/features/surveys/survey-text';
import { addDays } from '../../domain/calendar/business-days';
import { TEST_TODAY } from '../support/test-today';
import { newcomerBookedOverApi } from './support/booked-over-api';
import { newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, seriousViolations } from './support/page-checks';
import { type BookingProduct, startBookingProduct } from './support/product';
import { runCli } from './support/staff-cli';

const SHOTS = 'test-artifacts/e2e/survey';
mkdirSync('test-artifacts/e2e', { recursive: true });
const DELIVERED = ['DropOff', 'CustomerLoading', 'OriginPickup', 'Transit', 'Delivery'] as const;

let product: BookingProduct;
beforeAll(async () => {
  product = await startBookingProduct('e2e_survey');
});
afterAll(async () => {
  await product?.stop();
});

type Viewport = keyof typeof VIEWPORTS;

async function looksRight(page: Page, viewport: Viewport, what: string): Promise<void> {
  expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] });
  if (viewport === 'phone')
    expect({ what, fits: await noHorizontalScroll(page) }).toEqual({ what, fits: true });
  await page.screenshot({ path: `${SHOTS}-${what}-${viewport}.png`, fullPage: true });
}

describe.each(['desktop', 'phone'] as Viewport[])(
  'the post-delivery survey on a %s (issue 15)',
  (viewport) => {
    it('a delivered move’s survey is answered from the dashboard and staff read it, with the NPS, in `relomove surveys`', async () => {
      const context = await newContext(product.browser, viewport);
      const page = await context.newPage();
      const email = `survey-${viewport}-${Date.now()}@example.com`;
      const id = await newcomerBookedOverApi(page, product.server.url, product.db, email);

      // Before the crew comes: health and safety for the visits, from the dashboard's card.
      await page
        .getByTestId('visit-safety-card')
        .getByRole('link', { name: VisitSafetyText.cardButton })
        .click();
      await page.waitForURL(new RegExp(`/dashboard/health-and-safety/${id}$`));
      await page.getByRole('radio', { name: VisitSafetyText.householdWell }).check();
      await page.getByRole('checkbox', { name: VisitSafetyText.contactless }).check();
      await page.getByRole('checkbox', { name: VisitSafetyText.acknowledge }).check();
      await looksRight(page, viewport, 'health-and-safety');
      await page.getByRole('button', { name: VisitSafetyText.save }).click();
      await expect.poll(() => page.getByTestId('visit-safety-saved').count()).toBe(1);
      await page.getByRole('link', { name: VisitSafetyText.back }).first().click();
      await page.waitForURL(/\/dashboard$/);
      // No survey before the delivery.
      await expect.poll(() => page.getByTestId('visit-safety-card').count()).toBe(1);
      expect(await page.getByTestId('survey-card').count()).toBe(0);

      // Staff record the move up to Delivery Complete, as from a terminal.
      for (const milestone of DELIVERED) {
        const run = await runCli(product.dataEnv, ['shipment', 'event', String(id), milestone, 'Completed']);
        expect({ milestone, code: run.code, stderr: run.stderr }).toEqual({
          milestone,
          code: 0,
          stderr: expect.any(String),
        });
      }

      // The dashboard offers the survey.
      await page.reload();
      const card = page.getByTestId('survey-card');
      await expect.poll(() => card.count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}-dashboard-${viewport}.png`, fullPage: true });
      await card.getByRole('link', { name: SurveyText.cardButton }).click();
      await page.waitForURL(new RegExp(`/dashboard/survey/${id}$`));
      const overall = page.getByRole('group', { name: SurveyText.overall });
      await expect.poll(() => overall.getByRole('radio').count()).toBe(5);
      await looksRight(page, viewport, 'survey-empty');

      // Sent with nothing chosen: the page says what is missing.
      await page.getByRole('button', { name: SurveyText.submit }).click();
      await expect.poll(() => page.getByTestId('survey-problems').count()).toBe(1);
      await looksRight(page, viewport, 'survey-errors');

      // The overall rating with the keyboard: into the group, then the arrow keys move the choice.
      await overall.getByRole('radio', { name: '1 star' }).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      expect(await overall.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      await page
        .getByRole('group', { name: `${SurveyText.step.DropOff} (optional)` })
        .getByRole('radio', { name: '4 stars' })
        .check();
      await page
        .getByRole('group', { name: `${SurveyText.step.Delivery} (optional)` })
        .getByRole('radio', { name: '5 stars' })
        .check();
      await page
        .getByRole('group', { name: SurveyText.recommend })
        .getByRole('radio', { name: '9', exact: true })
        .check();
      // Every question answered: the list of problems is gone.
      expect(await page.getByTestId('survey-problems').count()).toBe(0);
      await page
        .getByLabel(SurveyText.comment)
        .fill(`The ${viewport} crew called ahead and wrapped the piano.`);
      await looksRight(page, viewport, 'survey-chosen');
      await page.getByRole('button', { name: SurveyText.submit }).click();
      await expect.poll(() => page.getByTestId('survey-thanks').count()).toBe(1);
      expect(await page.getByRole('heading', { name: SurveyText.thanksTitle }).count()).toBe(1);
      await looksRight(page, viewport, 'survey-thanks');

      // Staff read it in `relomove surveys`, with the summary and the NPS.
      const yesterday = addDays(TEST_TODAY, -1);
      const listed = await runCli(product.dataEnv, ['surveys', '--since', yesterday]);
      expect({ code: listed.code, stderr: listed.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
      const row = listed.stdout.split('\n').find((line) => line.includes(` ${id} `));
      expect(row).toMatch(
        new RegExp(
          `\\s${id}\\s+${email.replace(/[.]/g, '\\.')}\\s+5\\s+4\\s+-\\s+-\\s+5\\s+9\\s+The ${viewport} crew called ahead`,
        ),
      );
      expect(listed.stdout).toMatch(/^ {2}NPS \(% promoters 9-10 minus % detractors 0-6\)\s+\+100 /m);
      const json = await runCli(product.dataEnv, ['surveys', '--since', yesterday, '--json']);
      const answers = (JSON.parse(json.stdout) as { Answers: { QuoteId: number; SubmittedBy: string }[] })
        .Answers;
      expect(answers.find((a) => a.QuoteId === id)?.SubmittedBy).toBe(email);

      // Later, from the survey email's link: the answers are there to change.
      await page.goto(`${product.server.url}/dashboard/survey/${id}`);
      await expect.poll(() => page.getByTestId('survey-answered').count()).toBe(1);
      expect(await overall.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: SurveyText.update }).count()).toBe(1);
      await context.close();
    }, 240_000);
  },
);
