import { Link } from 'react-router';
import { EyebrowText } from '../../../../domain/accounts/eyebrow';
import { AccountMenu } from './account-menu';
import type { EyebrowModel } from './use-eyebrow';

/**
 * §2: Login when signed out, the My Account menu when signed in, neither when the dashboard-mode
 * cookie says so; in the eyebrow's list item kept for them (eyebrow.tsx). While the session is being read nothing shows, so a signed-in visitor never sees
 * Login flash.
 */
export function AccountLinksView({ model }: { model: EyebrowModel }) {
  if (model.loading) return null;
  if (model.loginHref) return <Link to={model.loginHref}>{EyebrowText.login}</Link>;
  if (model.menu) return <AccountMenu items={model.menu} onItemClick={model.onItemClick} />;
  return null;
}
