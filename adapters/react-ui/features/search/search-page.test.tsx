// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../test-support/render-app';

const signedOut = () =>
  fakeApi({
    me: vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
    })),
  });

// Each test starts as a new visitor: the last search is kept locally (§3), and one test's search would
// otherwise come back on the next test's /search.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('site search (§2 /search?search_api_fulltext={term})', () => {
  it('reads the term from the URL and lists the matching answers, best first, linking to the FAQ', async () => {
    renderApp('/search?search_api_fulltext=liability', signedOut());
    const form = await screen.findByRole('search');
    expect(
      within(form).getByRole<HTMLInputElement>('searchbox', { name: 'Search our help pages' }).value,
    ).toBe('liability');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ results? for "liability"$/);
    const headings = screen.getAllByRole('heading', { level: 2 });
    const first = within(headings[0] as HTMLElement).getByRole('link');
    expect(first.textContent).toBe('Is my move insured?');
    expect(first.getAttribute('href')).toBe('/customer-service/faq#liability-coverage');
  });

  it('says \'No results for "…"\' and offers searches that find answers', async () => {
    const { router } = renderApp('/search?search_api_fulltext=xylophone', signedOut());
    expect(await screen.findByText('No results for "xylophone"')).toBeTruthy();
    const suggestion = screen.getByRole('link', { name: 'linear feet' });
    expect(suggestion.getAttribute('href')).toBe('/search?search_api_fulltext=linear%20feet');
    fireEvent.click(suggestion);
    expect(await screen.findByRole('link', { name: 'How much trailer space will I need?' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search_api_fulltext=linear%20feet');
  });

  it('writes a new search into the URL as search_api_fulltext', async () => {
    const { router } = renderApp('/search', signedOut());
    const box = await screen.findByRole('searchbox', { name: 'Search our help pages' });
    expect(screen.queryByText(/No results/)).toBeNull();
    fireEvent.change(box, { target: { value: 'storage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Can you store my things?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('search_api_fulltext')).toBe('storage');
  });

  it('a result link opens its answer on the FAQ page (§2 Help)', async () => {
    renderApp('/customer-service/faq#storage', signedOut());
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    const storage = document.getElementById('storage');
    expect(storage?.hasAttribute('open')).toBe(true);
    expect(document.getElementById('liability-coverage')?.hasAttribute('open')).toBe(false);
    expect(
      screen.getByText("Nothing is charged until we're in transit with your loaded container."),
    ).toBeTruthy();
  });
});

describe('the help search is kept for a returning visitor (§3 "persisted locally for: search")', () => {
  it('/search with no term brings back their last search; an empty search forgets it', async () => {
    const first = renderApp('/search?search_api_fulltext=storage', signedOut());
    expect(await screen.findByRole('link', { name: 'Can you store my things?' })).toBeTruthy();
    first.unmount();

    const { router } = renderApp('/search', signedOut());
    expect(await screen.findByRole('link', { name: 'Can you store my things?' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('search_api_fulltext')).toBe('storage');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search our help pages' }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Popular topics' });
    expect(localStorage.getItem('relomove.helpSearch')).toBeNull();
  });

  it('a stored term that is not ours (not JSON, too old) is discarded and the page starts empty', async () => {
    localStorage.setItem('relomove.helpSearch', JSON.stringify({ savedAt: 0, value: 'storage' }));
    const { router } = renderApp('/search', signedOut());
    await screen.findByRole('heading', { name: 'Popular topics' });
    // The stored term is read (and discarded) in the page's effect, which may run just after the heading shows.
    await waitFor(() => expect(localStorage.getItem('relomove.helpSearch')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});
