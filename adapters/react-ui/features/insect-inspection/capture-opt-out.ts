import { isRecord } from '../../../../domain/shared/is-record';
import { readLocal, writeLocal } from '../../app/local-store';

/**
 * §3 Contact CaptureModalOptOut (default false), not shown where it is kept: in this browser, under
 * `relomove.contact` (§3 "Client state is persisted locally"). Once a visitor declines the email-capture
 * modal it is not shown again; the page's own email field asks instead (docs/decisions.md).
 */
const KEY = 'relomove.contact';

export function captureModalOptOut(): boolean {
  return (
    readLocal(KEY, (v) => (isRecord(v) && typeof v.CaptureModalOptOut === 'boolean' ? v : null))
      ?.CaptureModalOptOut === true
  );
}

export function setCaptureModalOptOut(optOut: boolean): void {
  writeLocal(KEY, { CaptureModalOptOut: optOut });
}
