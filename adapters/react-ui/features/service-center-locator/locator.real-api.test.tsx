// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';

/** A browser position answer, or a refusal, for "Use my location". */
function fakeGeolocation(answer: { latitude: number; longitude: number } | 'denied') {
  const geolocation = {
    getCurrentPosition: vi.fn(
      (ok: (position: GeolocationPosition) => void, fail: (error: GeolocationPositionError) => void) => {
        if (answer === 'denied') fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
        else ok({ coords: answer } as unknown as GeolocationPosition);
      },
    ),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

/** Submits the search form (as its button does; happy-dom's submitter cannot make React's FormData). */
function findCenters(button: HTMLElement = screen.getByRole('button', { name: 'Find centers' })) {
  const form = button.closest('form');
  if (!form) throw new Error('the button is in the search form');
  fireEvent.submit(form);
}

describe('the §1 service-center locator against the real application behind msw (issue 15)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw();
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  it('finds the 5 nearest centers to a ZIP, Denver first, with distance, address, phone, fax, days and coming holidays', async () => {
    const { here } = renderApp('/service-centers', new FetchRelomoveApi(''));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a service center' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'City, ZIP or postal code' }), {
      target: { value: '80202' },
    });
    findCenters();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Service centers near Denver, CO 80202' }),
    ).toBeTruthy();
    expect(here()).toBe('/service-centers?zip=80202');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    const denver = cards[0] as HTMLElement;
    expect(within(denver).getByRole('heading', { level: 3 }).textContent).toBe('Denver, CO');
    expect(denver.textContent).toMatch(/\d+ mi away/);
    for (const fact of ['2750 Distribution Way', '(303) 555-0190', '(303) 555-0140', 'Mon–Fri']) {
      expect(denver.textContent).toContain(fact);
    }
    expect(denver.querySelectorAll('.center-holidays time').length).toBeGreaterThan(0);
    expect(within(denver).getByRole('link', { name: 'Denver, CO' }).getAttribute('href')).toBe(
      '/service-centers/DEN',
    );
    expect(within(denver).getByRole('link', { name: 'Get a quote from here' }).getAttribute('href')).toBe(
      '/moving-quote?from=80216',
    );
    // The map is one labelled image, numbered as the list.
    expect(
      await screen.findByRole('img', { name: /^Map of the 5 service centers nearest Denver, CO 80202/ }),
    ).toBeTruthy();
  }, 60_000);

  it('searches by city: Enter on a typed name finds its best match, and a Canadian answer is in kilometres', async () => {
    renderApp('/service-centers', new FetchRelomoveApi(''));
    const box = await screen.findByRole('combobox', { name: 'City, ZIP or postal code' });
    fireEvent.change(box, { target: { value: 'Calgary' } });
    // Enter searches at once, even with the suggestions open.
    await screen.findByRole('option', { name: /^Calgary, AB/ });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Service centers near Calgary, AB/ }),
    ).toBeTruthy();
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Calgary, AB');
    expect(first.textContent).toMatch(/\d+ km \(\d+ mi\) away/);
  }, 60_000);

  it('issue 27: a chosen place clears the error: "Find centers" after choosing "Denver, CO 80202" finds it again, the box not invalid', async () => {
    renderApp('/service-centers', new FetchRelomoveApi(''));
    const box = await screen.findByRole('combobox', { name: 'City, ZIP or postal code' });
    fireEvent.change(box, { target: { value: '80202' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Denver, CO 80202' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Service centers near Denver, CO 80202' }),
    ).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('Denver, CO 80202');
    findCenters();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Service centers near Denver, CO 80202' }),
    ).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Type a ZIP or postal code, or choose a city from the list')).toBeNull();
  }, 60_000);

  it('explains an unknown ZIP and a place it cannot read, and asks for a place when the box is empty', async () => {
    renderApp('/service-centers?zip=00000', new FetchRelomoveApi(''));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We don’t know the ZIP or postal code 00000',
    );
    cleanup();
    renderApp('/service-centers', new FetchRelomoveApi(''));
    findCenters(await screen.findByRole('button', { name: 'Find centers' }));
    expect(screen.getByText('Type a ZIP or postal code, or choose a city from the list')).toBeTruthy();
  }, 60_000);

  it('"Use my location" sends the position rounded to 0.01° and lists the centers near you; a refusal is explained', async () => {
    const geolocation = fakeGeolocation({ latitude: 39.74739, longitude: -104.99251 });
    const { here } = renderApp('/service-centers', new FetchRelomoveApi(''));
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: /^Service centers near you \(Denver, CO \d{5}\)$/,
      }),
    ).toBeTruthy();
    expect(here()).toBe('/service-centers?latitude=39.75&longitude=-104.99');
    cleanup();

    fakeGeolocation('denied');
    renderApp('/service-centers', new FetchRelomoveApi(''));
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toContain('permission wasn’t given');
  }, 60_000);

  it('a center’s detail page reads GET /cities/service-centers/{id}/detail; an unknown code is explained', async () => {
    renderApp('/service-centers/den', new FetchRelomoveApi(''));
    expect(await screen.findByRole('heading', { level: 1, name: 'Denver, CO service center' })).toBeTruthy();
    expect(document.body.textContent).toContain('PO Box 8523');
    expect(screen.getByRole('link', { name: 'Get a quote from here' }).getAttribute('href')).toBe(
      '/moving-quote?from=80216',
    );
    cleanup();
    renderApp('/service-centers/ZZZ9', new FetchRelomoveApi(''));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that service center' }),
    ).toBeTruthy();
    expect(screen.getByText(/No service center has the code ZZZ9/)).toBeTruthy();
  }, 60_000);

  it('"Get a quote from here" opens the quote form with Moving From filled in (marked as prefilled)', async () => {
    renderApp('/moving-quote?from=80216', new FetchRelomoveApi(''));
    const from = (await screen.findByRole('combobox', { name: 'Moving From' })) as HTMLInputElement;
    await vi.waitFor(() => expect(from.value).toBe('Denver, CO 80216'), { timeout: 10_000 });
    expect((screen.getByRole('combobox', { name: 'Moving To' }) as HTMLInputElement).value).toBe('');
    // A value that is no ZIP is ignored (and a fresh visitor has no form of their own to return to).
    cleanup();
    localStorage.clear();
    renderApp('/moving-quote?from=%3Cscript%3E', new FetchRelomoveApi(''));
    const empty = (await screen.findByRole('combobox', { name: 'Moving From' })) as HTMLInputElement;
    expect(empty.value).toBe('');
  }, 60_000);
});
