import { usePhone } from './page-settings';

/**
 * The site's phone number as a tel: link: §2 the page settings' mobile number at mobile width, the
 * desktop one otherwise, each the default {phone} (§9) unless configured (app/page-settings.ts).
 */
export function PhoneLink({ className, before = '' }: { className?: string; before?: string }) {
  const { phone, href } = usePhone();
  return (
    <a className={className} href={href}>
      {before}
      {phone}
    </a>
  );
}
