// The whole landing document before the app loads: header, landing page, footer and the consent banner. This
// is what the build prerenders and what the landing entry hydrates; links hand over to the full app.
import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { ConsentBanner } from '@/analytics/ConsentBanner';
import { SiteFooter } from '@/app/SiteFooter';
import { LandingPage } from './LandingPage';
import { PageLinkContext, type PageLinkProps } from './navigation';
import styles from './LandingPage.module.css';

/** Opens the app at a path (loading it first); the landing entry provides it. */
export type OpenApp = (path: string) => void;

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function LandingShell({ openApp, children }: { openApp: OpenApp; children?: ReactNode }) {
  const renderLink = useCallback(
    ({ to, className, children }: PageLinkProps) => (
      <a
        href={to}
        className={className}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openApp(to);
        }}
      >
        {children}
      </a>
    ),
    [openApp],
  );
  return (
    <PageLinkContext value={renderLink}>
      <div className={styles.page}>
        <header className={styles.header}>
          <a href="#main" className={styles.skipLink}>
            Skip to content
          </a>
          {renderLink({ to: '/', className: styles.brand, children: 'Lanes' })}
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <LandingPage />
        </main>
        <SiteFooter />
        <ConsentBanner />
        {children}
      </div>
    </PageLinkContext>
  );
}
