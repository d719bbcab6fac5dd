import './eyebrow.css';
import { AccountLinksView } from './eyebrow-view';
import { useEyebrow } from './use-eyebrow';

/** The eyebrow's Login link or My Account menu (§2), from the session. */
export function AccountLinks() {
  return <AccountLinksView model={useEyebrow()} />;
}
