// The one analytics interface the app uses: page views and the signed-in identity go in here, and reach each
// service only while the visitor allows it. Services start when consent is given and stop (clearing what they
// stored) when it is withdrawn; a service that fails to load is silently absent.
import type { PostHog } from 'posthog-js';
import { config } from '@/config';
import { consentStore, type AnalyticsService } from './consent';
import { gtmPageView, startGtm, stopGtm } from './gtm';
import { followRecordingRules, identifyInPostHog, loadPostHog, stopPostHog, type AnalyticsIdentity } from './posthog';

export type { AnalyticsIdentity } from './posthog';

interface Page {
  path: string;
  url: string;
  title: string;
}

function currentPage(): Page {
  return { path: window.location.pathname + window.location.search, url: window.location.href, title: document.title };
}

function quietly(what: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    console.debug(`Lanes: ${what} failed; analytics is off for this page.`, error);
  }
}

export class Analytics {
  private page: Page | null = null;
  private identity: AnalyticsIdentity | null = null;
  private posthog: PostHog | null = null;
  /** Bumped on every start and stop, so that a load finishing after a withdrawal is discarded. */
  private posthogGeneration = 0;
  private readonly running = new Set<AnalyticsService>();
  private unsubscribe: (() => void) | null = null;

  /** Follows the visitor's consent from now on (idempotent). */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = consentStore.subscribe(() => this.apply());
    this.apply();
  }

  /** Stops following consent (tests; a page has one instance for its lifetime). */
  stopFollowing(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Records a page view for the current location (once per distinct path). */
  pageView(): void {
    const page = currentPage();
    if (this.page?.path === page.path) return;
    this.page = page;
    if (this.posthog) {
      const posthog = this.posthog;
      quietly('PostHog page view', () => {
        followRecordingRules(posthog, window.location.pathname);
        posthog.capture('$pageview', { $current_url: page.url, title: page.title });
      });
    }
    if (this.running.has('gtm')) gtmPageView(page);
  }

  /** The signed-in user (null when signed out: the services forget the previous identity). */
  identify(identity: AnalyticsIdentity | null): void {
    const previous = this.identity;
    if (previous?.userId === identity?.userId && previous?.organizationId === identity?.organizationId) return;
    this.identity = identity;
    if (this.posthog && (identity || previous)) {
      const posthog = this.posthog;
      quietly('PostHog identify', () => identifyInPostHog(posthog, identity));
    }
  }

  private apply(): void {
    const posthogSettings = config.analytics.posthog;
    if (posthogSettings && consentStore.allows('posthog')) {
      if (!this.running.has('posthog')) {
        this.running.add('posthog');
        void this.startPostHog(posthogSettings);
      }
    } else if (this.running.has('posthog')) {
      this.running.delete('posthog');
      this.posthogGeneration += 1;
      const posthog = this.posthog;
      this.posthog = null;
      quietly('Stopping PostHog', () => stopPostHog(posthog));
    }

    const gtmId = config.analytics.gtmId;
    if (gtmId && consentStore.allows('gtm')) {
      if (!this.running.has('gtm')) {
        this.running.add('gtm');
        quietly('Google Tag Manager', () => {
          startGtm(gtmId);
          if (this.page) gtmPageView(this.page);
        });
      }
    } else if (this.running.has('gtm')) {
      this.running.delete('gtm');
      quietly('Stopping Google Tag Manager', stopGtm);
    }
  }

  private async startPostHog(settings: NonNullable<typeof config.analytics.posthog>): Promise<void> {
    const generation = ++this.posthogGeneration;
    let posthog: PostHog;
    try {
      posthog = await loadPostHog(settings, window.location.pathname);
    } catch (error) {
      console.debug('Lanes: PostHog could not load; analytics is off for this page.', error);
      return;
    }
    if (generation !== this.posthogGeneration) {
      quietly('Stopping PostHog', () => stopPostHog(posthog));
      return;
    }
    this.posthog = posthog;
    const { identity, page } = this;
    quietly('PostHog start', () => {
      if (identity) identifyInPostHog(posthog, identity);
      if (page) posthog.capture('$pageview', { $current_url: page.url, title: page.title });
    });
  }
}

export const analytics = new Analytics();
