// The footer: Lanes on the social networks and a mail link (each shown only when configured, as a recognisable
// icon with a name in text), and "Cookie settings" when analytics is configured.
import { useId } from 'react';
import { CookieSettingsButton } from '@/analytics/CookieSettingsButton';
import { config } from '@/config';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import styles from './SiteFooter.module.css';
import { GitHubIcon, LinkedInIcon, MailIcon, XIcon } from './SocialIcons';

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
    { network: 'GitHub', href: webUrl(config.social.github), Icon: GitHubIcon },
    { network: 'X', href: webUrl(config.social.x), Icon: XIcon },
    { network: 'LinkedIn', href: webUrl(config.social.linkedin), Icon: LinkedInIcon },
  ].flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []));
  const email = emailAddress(config.contactEmail);

  return (
    <footer className={styles.footer}>
      <p className={styles.tagline}>Lanes: issue tracking that keeps up with your team.</p>
      {socialLinks.length > 0 || email ? (
        <nav aria-label="Lanes elsewhere">
          <ul className={styles.links}>
            {socialLinks.map(({ network, href, Icon }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabNoteId} className={styles.iconLink} title={network}>
                  <Icon />
                  <VisuallyHidden>Lanes on {network}</VisuallyHidden>
                </a>
              </li>
            ))}
            {email ? (
              <li>
                <a href={`mailto:${email}`} className={styles.iconLink} title={email ?? undefined}>
                  <MailIcon />
                  <VisuallyHidden>Email us</VisuallyHidden>
                </a>
              </li>
            ) : null}
          </ul>
          <span id={newTabNoteId} hidden>
            Opens in a new tab
          </span>
        </nav>
      ) : null}
      <CookieSettingsButton className={styles.cookieSettings} />
    </footer>
  );
}
