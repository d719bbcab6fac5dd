import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Issue 10: leaving the quote view with unsaved changes asks first. A link or the back button is held
 * by React Router's blocker (the app runs on a data router) until the customer confirms or stays; closing
 * or reloading the tab asks through the browser's own `beforeunload` prompt. `allowed()` lets a navigation
 * the page itself starts (after saving, or a §4 redirect) through without asking.
 */
export function useLeaveGuard(dirty: boolean, allowed: () => boolean = () => false): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return blocker;
}
