import { useEffect, useState } from 'react';
import { MOBILE_WIDTH_QUERY } from '../../../../domain/quote/breakpoints';
import { useApi } from '../../app/api-context';
import type { EmailRules } from './email-arm';

export { MOBILE_WIDTH_QUERY };

/** A touch-first device (phone or tablet): its main pointer is coarse. */
const MOBILE_DEVICE_QUERY = '(pointer: coarse)';

export function matchesMedia(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/**
 * §2, §5 the mobile quote-form email arm. Only on a mobile device at mobile width does it load the arm
 * (email-arm.tsx: the visitor's sticky variant from the server, decided by the domain); elsewhere no call
 * is made and there is no Email. Returns the §5 Email rules when the form shows Email, else null.
 * `enabled` is false for layouts that show no fields on a phone (the banner).
 */
export function useEmailArm(enabled: boolean): EmailRules | null {
  const api = useApi();
  const [rules, setRules] = useState<EmailRules | null>(null);
  useEffect(() => {
    const device = {
      mobileWidth: matchesMedia(MOBILE_WIDTH_QUERY),
      mobileDevice: matchesMedia(MOBILE_DEVICE_QUERY),
    };
    if (!enabled || !device.mobileWidth || !device.mobileDevice) return;
    let live = true;
    void import('./email-arm')
      .then(({ emailArmFor }) => emailArmFor(api, device))
      .then((found) => {
        if (live) setRules(found);
      });
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return rules;
}
