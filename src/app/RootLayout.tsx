// The frame of every page: header, main content, footer, and a progress bar while the next page loads.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={`navigation-progress${navigation.state === 'idle' ? '' : ' navigation-progress--active'}`} aria-hidden="true" />;
}

export function RootLayout() {
  return (
    <div className="app">
      <SiteHeader />
      <NavigationProgress />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
