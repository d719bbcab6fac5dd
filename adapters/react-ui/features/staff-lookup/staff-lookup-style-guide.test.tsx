// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LookupFailureReason } from '../../../../domain/quote/enums';
import { fakeApi, renderApp } from '../../test-support/render-app';
import {
  ActionText,
  LOOKUP_REASON_TEXT,
  MoveText,
  RECOMPUTE_REFUSED_TEXT,
  RecomputeText,
} from './staff-lookup-text';

afterEach(cleanup);

describe('the staff lookup components on /style-guide (§1 "a style guide", issue 15)', () => {
  it('shows the search, the §4 lookup failure reasons, a quote explained, the recompute and a booked move in their states, calling no API', async () => {
    const api = fakeApi({
      me: vi.fn(async () => ({ ok: false as const, error: { kind: 'Cancelled' as const } })),
    });
    renderApp('/style-guide', api);
    const guide = await screen.findByRole('region', { name: 'Staff lookup' });
    expect(within(guide).getByText('3 quotes found for dana.whitfield@example.com.')).toBeTruthy();
    expect(within(guide).getByText(LOOKUP_REASON_TEXT[LookupFailureReason.UserError].title)).toBeTruthy();
    expect(
      within(guide).getByText(LOOKUP_REASON_TEXT[LookupFailureReason.TechnicalError].title),
    ).toBeTruthy();
    expect(within(guide).getByRole('heading', { name: 'Quote 1000001' })).toBeTruthy();
    expect(within(guide).getByText('Customer measured 20 feet')).toBeTruthy();
    const compared = within(guide).getByRole('table', { name: RecomputeText.previewCaption });
    expect(within(compared).getByTestId('difference').textContent).toBe('+$387.50');
    expect(within(guide).getByRole('button', { name: RecomputeText.save(3) })).toBeTruthy();
    expect(within(guide).getByText(RECOMPUTE_REFUSED_TEXT.NoRevisionMatch)).toBeTruthy();
    expect(within(guide).getAllByRole('heading', { name: MoveText.heading(1000003) })).toHaveLength(2);
    expect(within(guide).getByText(ActionText.couponOnlyAgents)).toBeTruthy();
    expect(within(guide).getByLabelText(ActionText.couponCode)).toBeTruthy();
    expect(api.lookupQuotes).not.toHaveBeenCalled();
    expect(api.explainQuote).not.toHaveBeenCalled();
  }, 30_000);
});
