// The footer: Lanes on the social networks and a mail link, each shown only when configured.
import { useId } from 'react';
import { config } from '@/config';

/** Only web addresses become links: a misconfigured `javascript:` URL must never reach an href. */
function webUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function emailAddress(value: string | null): string | null {
  return value && /^[^\s@<>"]+@[^\s@<>"]+$/.test(value) ? value : null;
}

export function SiteFooter() {
  const newTabNoteId = useId();
  const socialLinks = [
    { network: 'GitHub', href: webUrl(config.social.github) },
    { network: 'X', href: webUrl(config.social.x) },
    { network: 'LinkedIn', href: webUrl(config.social.linkedin) },
  ].filter((link): link is { network: string; href: string } => link.href !== null);
  const email = emailAddress(config.contactEmail);

  return (
    <footer className="site-footer">
      <p className="site-footer__tagline">Lanes: issue tracking that keeps up with your team.</p>
      {socialLinks.length > 0 || email ? (
        <nav aria-label="Lanes elsewhere">
          <ul className="site-footer__links">
            {socialLinks.map(({ network, href }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabNoteId}>
                  <span className="sr-only">Lanes on </span>
                  {network}
                </a>
              </li>
            ))}
            {email ? (
              <li>
                <a href={`mailto:${email}`}>Email us</a>
              </li>
            ) : null}
          </ul>
          <span id={newTabNoteId} hidden>
            Opens in a new tab
          </span>
        </nav>
      ) : null}
    </footer>
  );
}
