// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../test-support/render-app';
import { Layout } from './layout';

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/reservation/1/payment', element: <p>Payment</p> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
  },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page opened by a link or a finished form starts at its top (issue 10 layout)', () => {
  it('moving to another page scrolls to the top; Back, a #part of a page and a new query on the same page keep their place', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/reservation/1/payment', fakeApi(), undefined, routes);
    await screen.findByText('Payment');
    // The first page of a visit is the browser's own load (POP): nothing is moved.
    expect(scrolled).not.toHaveBeenCalled();

    // Book my move -> the dashboard: it opens at its top, not where the payment page was scrolled to.
    await act(() => router.navigate('/dashboard'));
    await screen.findByText('Dashboard');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);

    // Back: the browser puts the page where it was.
    await act(() => router.navigate(-1));
    await screen.findByText('Payment');
    expect(scrolled).toHaveBeenCalledTimes(1);

    // A link to a part of a page goes to that part; a new query on the same page stays where it is.
    await act(() => router.navigate('/dashboard#receipts'));
    await act(() => router.navigate('/dashboard?tab=Transit', { replace: true }));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
