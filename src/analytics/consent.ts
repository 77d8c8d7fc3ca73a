// The visitor's analytics consent: which configured services they allow, remembered in this browser (first-party
// storage of Lanes, never the services' own), and whether the consent panel is open.
import { config } from '@/config';

export type AnalyticsService = 'posthog' | 'gtm';

export type ConsentChoice = Record<AnalyticsService, boolean>;

export const SERVICE_LABELS: Record<AnalyticsService, { name: string; purpose: string }> = {
  posthog: { name: 'PostHog', purpose: 'Product analytics and session recordings, with what you type and issue text hidden.' },
  gtm: { name: 'Google Tag Manager', purpose: 'Web analytics: which pages are visited, and how often.' },
};

/** Where the choice is kept; versioned so that a new service added later asks again. */
export const CONSENT_STORAGE_KEY = 'lanes.analytics-consent.v1';

/** The services this build is configured with, in the order the consent panel lists them. */
export function configuredServices(): AnalyticsService[] {
  const services: AnalyticsService[] = [];
  if (config.analytics.posthog) services.push('posthog');
  if (config.analytics.gtmId) services.push('gtm');
  return services;
}

export interface ConsentState {
  /** The remembered choice; null until the visitor has chosen. */
  choice: ConsentChoice | null;
  /** Whether the consent panel is shown (before a choice, or reopened from "Cookie settings"). */
  panelOpen: boolean;
}

type Listener = () => void;

function readStoredChoice(): ConsentChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<ConsentChoice> | null;
    if (!stored || typeof stored !== 'object') return null;
    return { posthog: stored.posthog === true, gtm: stored.gtm === true };
  } catch {
    return null;
  }
}

export class ConsentStore {
  private state: ConsentState = { choice: null, panelOpen: false };
  private loaded = false;
  private readonly listeners = new Set<Listener>();

  /** The state as the server-rendered landing page has it: nothing chosen, no panel. */
  static readonly serverState: ConsentState = { choice: null, panelOpen: false };

  get = (): ConsentState => {
    if (!this.loaded) {
      this.loaded = true;
      const choice = readStoredChoice();
      this.state = { choice, panelOpen: choice === null && configuredServices().length > 0 };
    }
    return this.state;
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the visitor allows `service` (never for a service this build is not configured with). */
  allows(service: AnalyticsService): boolean {
    return configuredServices().includes(service) && this.get().choice?.[service] === true;
  }

  choose(choice: ConsentChoice): void {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    } catch {
      // Storage may be full or blocked: the choice then holds for this visit only.
    }
    this.update({ choice, panelOpen: false });
  }

  openPanel(): void {
    if (configuredServices().length > 0) this.update({ ...this.get(), panelOpen: true });
  }

  /** Closes a reopened panel without changing the choice (a first-time visitor must choose). */
  closePanel(): void {
    if (this.get().choice) this.update({ ...this.get(), panelOpen: false });
  }

  /** Forgets everything, as a fresh page would see it (tests). */
  reset(): void {
    this.loaded = false;
    this.state = { choice: null, panelOpen: false };
    for (const listener of [...this.listeners]) listener();
  }

  private update(next: ConsentState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}

export const consentStore = new ConsentStore();

export const allServices = (value: boolean): ConsentChoice => ({ posthog: value, gtm: value });
