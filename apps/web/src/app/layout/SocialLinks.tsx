import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SocialLink {
  name: string;
  href: string;
  icon: ReactNode;
}

// Simple inline glyphs: recognisable at 20px and free of third-party image requests.
const SOCIAL_LINKS: SocialLink[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/careconnectindia',
    icon: (
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.3-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.4V21h3.1Z" />
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/careconnectindia',
    icon: (
      <>
        <rect
          x="3.5"
          y="3.5"
          width="17"
          height="17"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.3" cy="6.7" r="1.2" />
      </>
    ),
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/careconnectindia',
    icon: (
      <>
        <rect x="4" y="9" width="3.2" height="11" />
        <circle cx="5.6" cy="5.6" r="1.9" />
        <path d="M10 9h3v1.6c.5-.9 1.7-1.9 3.5-1.9 3 0 3.5 2 3.5 4.5V20h-3.2v-6c0-1.4-.1-2.7-1.8-2.7s-2 1.3-2 2.6V20H10V9Z" />
      </>
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@careconnectindia',
    icon: (
      <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
    ),
  },
];

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-2" aria-label={t('footer.followUs')}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} ${t('footer.opensInNewTab')}`}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              {link.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
