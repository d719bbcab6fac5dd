// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SurveyMessage } from '../../../../domain/surveys/post-delivery-survey';
import { SurveyStyleGuide } from './survey-style-guide';

afterEach(cleanup);

/** axe-core's WCAG 2.1 A and AA findings (contrast is the browser tests' job: happy-dom has no layout). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const group = (name: string) => screen.getByRole('group', { name });

describe("the survey's rating inputs in the style guide (issue 15: empty, chosen, error, disabled)", () => {
  it('each question is a named radio group with one named radio per value, and axe finds nothing', async () => {
    render(<SurveyStyleGuide />);
    const empty = group('Empty (try it)');
    expect(
      within(empty)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(empty).getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(empty.dataset.state).toBe('empty');
    const scale = group('Scale, empty (try it)');
    expect(within(scale).getAllByRole('radio')).toHaveLength(11);
    expect(within(scale).getByRole('radio', { name: '0 (Not at all likely)' })).toBeTruthy();
    expect(within(scale).getByRole('radio', { name: '10 (Extremely likely)' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('chosen: the stars up to the choice fill and the value is written; a click chooses', () => {
    render(<SurveyStyleGuide />);
    const chosen = group('Chosen');
    expect(chosen.dataset.state).toBe('chosen');
    expect((within(chosen).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    const filled = [...chosen.querySelectorAll('.rating-option')].map((o) => o.getAttribute('data-filled'));
    expect(filled).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect(chosen.textContent).toContain('4 of 5');
    const tried = group('Empty (try it)');
    fireEvent.click(within(tried).getByRole('radio', { name: '3 stars' }));
    expect(tried.dataset.state).toBe('chosen');
    expect((within(tried).getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('error: the message describes the group and marks its radios invalid; disabled: nothing can be chosen', () => {
    render(<SurveyStyleGuide />);
    const error = group('Error');
    expect(error.dataset.state).toBe('error');
    const described = (error.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(SurveyMessage.overallMissing);
    expect(
      within(error)
        .getAllByRole('radio')
        .every((r) => r.getAttribute('aria-invalid') === 'true'),
    ).toBe(true);
    const disabled = group('Disabled');
    expect(
      within(disabled)
        .getAllByRole('radio')
        .every((r) => (r as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(disabled).queryByRole('button')).toBeNull();
  });

  it('an optional rating once chosen can be cleared', () => {
    render(<SurveyStyleGuide />);
    const optional = group('Optional, chosen (try Clear) (optional)');
    expect(optional.dataset.state).toBe('chosen');
    fireEvent.click(
      within(optional).getByRole('button', { name: 'Clear the rating of Optional, chosen (try Clear)' }),
    );
    expect(optional.dataset.state).toBe('empty');
    expect(
      within(optional)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(optional).queryByRole('button')).toBeNull();
  });
});
