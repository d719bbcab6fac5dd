// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InspectionText } from '../../../../domain/shipment/inspection-form';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { InspectionStyleGuide } from './inspection-style-guide';
import { InspectionPageText } from './inspection-text';

afterEach(cleanup);

describe('the checklist in the style guide (issue 15, §1 "a style guide")', () => {
  it('shows the checklist empty, partly ticked, with an error and submitted, each a live specimen', () => {
    render(<InspectionStyleGuide />);
    const section = screen.getByRole('region', { name: 'The checklist (insect inspection)' });
    const specimens = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(specimens).toEqual(['Empty', 'Partly ticked', 'With an error', 'Submitted']);
    const checklists = within(section).getAllByRole('group', { name: InspectionPageText.checklistLegend });
    expect(checklists).toHaveLength(3);
    const ticked = (group: HTMLElement) =>
      within(group)
        .getAllByRole<HTMLInputElement>('checkbox')
        .filter((c) => c.checked).length;
    expect(checklists.map(ticked)).toEqual([0, 3, 0]);
    expect(checklists[2]?.getAttribute('aria-invalid')).toBe('true');
    expect(within(checklists[2] as HTMLElement).getByText(InspectionText.itemsRequired)).toBeTruthy();
    fireEvent.click(within(checklists[0] as HTMLElement).getByRole('checkbox', { name: 'Ladders' }));
    expect(ticked(checklists[0] as HTMLElement)).toBe(1);
    expect(
      within(section).getByRole('list', { name: InspectionPageText.checklistLegend }).textContent,
    ).toContain('Barbecue grills and smokers');
  });

  it('is on /style-guide', async () => {
    const api = fakeApi({
      me: vi.fn(async () => ({ ok: false as const, error: { kind: 'Cancelled' as const } })),
    });
    renderApp('/style-guide', api);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The checklist (insect inspection)' }),
    ).toBeTruthy();
  });

  it('axe finds no WCAG 2.1 A or AA problem in any of its states', async () => {
    render(<InspectionStyleGuide />);
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
