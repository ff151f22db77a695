import type { SiteContact } from '@marketplace/contract/site-contact-messages';
import type { ComponentProps, ReactElement } from 'react';

/** Brand marks drawn in the lucide style (lucide no longer ships brand icons). Decorative. */
type IconProps = ComponentProps<'svg'>;

const base = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

export function ViberIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M12 2c5.5 0 9 2.7 9 8.5S17.5 19 12 19c-.9 0-1.8-.1-2.6-.3L6 21.5V18c-2-1.4-3-3.9-3-7.5C3 4.7 6.5 2 12 2z" />
      <path d="M9.2 7.5c.4 2.9 2.4 5 5.3 5.6l.8-1.1c.2-.3.6-.4.9-.2l1.2.7c.3.2.4.6.2.9-.6 1-1.6 1.4-2.7 1.1-3.4-1-5.7-3.4-6.6-6.8-.3-1.1.2-2.1 1.1-2.6.3-.2.7-.1.9.2l.7 1.2c.2.3.1.7-.2.9z" />
    </svg>
  );
}

/**
 * The site's social accounts the admin set, in a fixed order, each with its name and mark (issue #37 item 4q):
 * none that is not set, so a footer or page shows no invented link.
 */
export function socialLinksOf(
  contact: SiteContact,
): Array<{ label: string; href: string; Icon: (props: IconProps) => ReactElement }> {
  const all = [
    { label: 'Instagram', href: contact.instagram, Icon: InstagramIcon },
    { label: 'Facebook', href: contact.facebook, Icon: FacebookIcon },
    { label: 'Viber', href: contact.viber, Icon: ViberIcon },
  ];
  return all.flatMap((link) => (link.href ? [{ ...link, href: link.href }] : []));
}
