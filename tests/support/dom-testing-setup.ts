/**
 * Component tests (happy-dom) wait for what a person would see with Testing Library's findBy and waitFor.
 * Their default bound of 1 s is shorter than the first lazy screen of the app can take to load through
 * Vite's transform on a busy 2-core machine (the FAQ chunk took 1.2 s on Node 24), so a correct screen
 * failed for being slow; 10 s was still too short while the whole suite ran beside other work (a lazy
 * search page, a captcha's destination screen). The bound is a wait for a condition, never an assertion about
 * speed: a test that finds its element sooner goes on at once. Node-only test files never load Testing Library.
 */
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 30_000 });
}
