// The frame of every page: header, main content, footer, and a progress bar while the next page loads.
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { AnalyticsTracker } from '@/analytics/AnalyticsTracker';
import { ConsentBanner } from '@/analytics/ConsentBanner';
import { asksForWholeWidth } from '@/routing/widthHandle';
import { OfflineNotice } from '@/ui/OfflineNotice';
import { SiteFooter } from './SiteFooter';
import styles from './AppFrame.module.css';
import { SiteHeader } from './SiteHeader';

function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={navigation.state === 'idle' ? styles.progress : `${styles.progress} ${styles.progressActive}`} aria-hidden="true" />;
}

/** After moving to another page, keyboard and screen-reader users continue from its content, not the old link. */
function useFocusContentOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus();
  }, [pathname]);
}

/** Whether the page asks for the window's whole width (a route's `handle`, src/routing/widthHandle.ts). */
function useWidePage(): boolean {
  const { search } = useLocation();
  return useMatches().some((match) => asksForWholeWidth(match.handle, search));
}

export function RootLayout() {
  useFocusContentOnNavigation();
  const wide = useWidePage();
  return (
    <div className={styles.app}>
      <SiteHeader />
      <OfflineNotice />
      <NavigationProgress />
      <main id="main" className={wide ? `${styles.main} ${styles.wide}` : styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ConsentBanner />
      <AnalyticsTracker />
      <ScrollRestoration />
    </div>
  );
}
