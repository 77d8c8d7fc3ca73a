import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '@/config';
import { Analytics } from './analytics';
import { consentStore, CONSENT_STORAGE_KEY } from './consent';
import { ConsentBanner } from './ConsentBanner';
import { CookieSettingsButton } from './CookieSettingsButton';
import { ConsentSettings } from './ConsentSettings';
import { MASK_SELECTOR } from './mask';

interface FakePostHog {
  __loaded: boolean;
  config: Record<string, unknown>;
  distinctId: string;
  [method: string]: unknown;
}

const mockPostHog: FakePostHog = { __loaded: false, config: {}, distinctId: 'anonymous' };
const mockLoadFailure = { failing: false };

jest.mock('posthog-js', () => ({
  __esModule: true,
  get default() {
    if (mockLoadFailure.failing) throw new Error('blocked by the browser');
    return mockPostHog;
  },
}));

function resetFakePostHog() {
  Object.assign(mockPostHog, {
    __loaded: false,
    config: {},
    distinctId: 'anonymous',
    init: jest.fn((_key: string, options: Record<string, unknown>) => {
      mockPostHog.__loaded = true;
      mockPostHog.config = { ...options };
    }),
    capture: jest.fn(),
    identify: jest.fn((id: string) => (mockPostHog.distinctId = id)),
    get_distinct_id: jest.fn(() => mockPostHog.distinctId),
    setPersonProperties: jest.fn(),
    group: jest.fn(),
    resetGroups: jest.fn(),
    reset: jest.fn(() => (mockPostHog.distinctId = 'anonymous')),
    opt_in_capturing: jest.fn(),
    opt_out_capturing: jest.fn(),
    set_config: jest.fn((options: Record<string, unknown>) => Object.assign(mockPostHog.config, options)),
    stopSessionRecording: jest.fn(() => (mockPostHog.config.disable_session_recording = true)),
    startSessionRecording: jest.fn(() => (mockPostHog.config.disable_session_recording = false)),
  });
}

function configureBoth() {
  config.analytics = { posthog: { key: 'phc_test', host: 'https://ph.example.test', sendPersonalData: false }, gtmId: 'GTM-TEST1' };
}

const gtmScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
const pageViewsInDataLayer = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view').map((entry) => (entry as { page_path: string }).page_path);
const consentCommands = () =>
  (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null && (entry as IArguments)[0] === 'consent').map((entry) => Array.from(entry as IArguments));
const capturedPageViews = () => (mockPostHog.capture as jest.Mock).mock.calls.filter(([event]) => event === '$pageview').map(([, properties]) => new URL(properties.$current_url).pathname);

let analytics: Analytics;

function visit(path: string) {
  window.history.pushState(null, '', path);
  analytics.pageView();
}

beforeEach(() => {
  resetFakePostHog();
  mockLoadFailure.failing = false;
  window.history.replaceState(null, '', '/');
  analytics = new Analytics();
});

afterEach(() => {
  cleanup();
  analytics.stopFollowing();
  consentStore.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0].trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  delete window.dataLayer;
  gtmScript()?.remove();
});

function startPage() {
  act(() => consentStore.reset());
  analytics.start();
  analytics.pageView();
  return render(
    <>
      <ConsentBanner />
      <CookieSettingsButton />
    </>,
  );
}

describe('analytics consent', () => {
  it('shows no banner, no Cookie settings and loads nothing when no analytics service is configured', async () => {
    startPage();
    visit('/w/acme/projects');

    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(mockPostHog.init).not.toHaveBeenCalled();
  });

  it('asks first, with Accept all, Reject all and Choose, and loads nothing while the visitor has not chosen', async () => {
    configureBoth();
    startPage();
    visit('/w/acme/projects');

    const banner = screen.getByRole('region', { name: 'Cookies and analytics' });
    expect(within(banner).getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept all', 'Reject all', 'Choose']);
    expect(banner).toHaveTextContent('PostHog and Google Tag Manager');
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(mockPostHog.init).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });

  it('after Accept all, loads both services, sets consent mode denied then granted, and sends a page view per route', async () => {
    configureBoth();
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ posthog: true, gtm: true });
    expect(gtmScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(consentCommands()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    await waitFor(() => expect(mockPostHog.init).toHaveBeenCalledWith('phc_test', expect.objectContaining({ api_host: 'https://ph.example.test', capture_pageview: false })));
    await waitFor(() => expect(capturedPageViews()).toEqual(['/']));

    visit('/w/acme/projects');
    visit('/w/acme/projects');
    visit('/w/globex/projects');

    expect(pageViewsInDataLayer()).toEqual(['/', '/w/acme/projects', '/w/globex/projects']);
    expect(capturedPageViews()).toEqual(['/', '/w/acme/projects', '/w/globex/projects']);
  });

  it('after Reject all, loads nothing, and does not ask again on the next visit', async () => {
    configureBoth();
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    visit('/w/acme/projects');

    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(mockPostHog.init).not.toHaveBeenCalled();

    act(() => consentStore.reset());
    expect(consentStore.get()).toEqual({ choice: { posthog: false, gtm: false }, panelOpen: false });
  });

  it('lets the visitor choose one service and not the other', async () => {
    configureBoth();
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Google Tag Manager' }));
    expect(screen.getByRole('checkbox', { name: 'PostHog' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));

    expect(gtmScript()).not.toBeNull();
    expect(mockPostHog.init).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ posthog: false, gtm: true });
  });

  it('withdrawn from Cookie settings, stops both services and deletes what they stored', async () => {
    configureBoth();
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(capturedPageViews()).toEqual(['/']));
    window.localStorage.setItem('ph_phc_test_posthog', '{"distinct_id":"u1"}');
    window.sessionStorage.setItem('ph_phc_test_window_id', 'w1');
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'ph_phc_test_posthog=x; path=/';
    document.cookie = 'lanes_other=kept; path=/';

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const banner = screen.getByRole('region', { name: 'Cookies and analytics' });
    expect(within(banner).getByRole('heading', { name: 'Cookies and analytics' })).toHaveFocus();
    await userEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));

    expect(mockPostHog.opt_out_capturing).toHaveBeenCalled();
    expect(mockPostHog.stopSessionRecording).toHaveBeenCalled();
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(window.localStorage.getItem('ph_phc_test_posthog')).toBeNull();
    expect(window.sessionStorage.getItem('ph_phc_test_window_id')).toBeNull();
    expect(document.cookie).toBe('lanes_other=kept');

    visit('/w/acme/projects');
    expect(pageViewsInDataLayer()).toEqual(['/']);
    expect(capturedPageViews()).toEqual(['/']);
  });

  it('identifies the signed-in user by id and organization only, and forgets them on sign-out', async () => {
    configureBoth();
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(mockPostHog.init).toHaveBeenCalled());

    act(() => analytics.identify({ userId: 'user_1', organizationId: 'org_1' }));
    expect(mockPostHog.identify).toHaveBeenCalledWith('user_1', undefined);
    expect(mockPostHog.group).toHaveBeenCalledWith('organization', 'org_1');

    act(() => analytics.identify(null));
    expect(mockPostHog.reset).toHaveBeenCalled();
  });

  it('masks inputs and marked text in recordings, and pauses recording on the sign-in, sign-up and profile screens', async () => {
    configureBoth();
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(mockPostHog.init).toHaveBeenCalled());
    expect(mockPostHog.config.session_recording).toEqual({ maskAllInputs: true, maskTextSelector: MASK_SELECTOR });
    expect(mockPostHog.config.autocapture).toBe(false);

    visit('/sign-in');
    expect(mockPostHog.stopSessionRecording).toHaveBeenCalledTimes(1);
    visit('/user');
    visit('/w/acme/projects');
    expect(mockPostHog.startSessionRecording).toHaveBeenCalledTimes(1);
    expect(mockPostHog.stopSessionRecording).toHaveBeenCalledTimes(1);
  });

  it('stays silent and keeps the page working when a service fails to load', async () => {
    configureBoth();
    mockLoadFailure.failing = true;
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => {});
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    gtmScript()?.dispatchEvent(new Event('error'));

    await waitFor(() => expect(debug).toHaveBeenCalled());
    expect(gtmScript()).toBeNull();
    visit('/w/acme/projects');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeEnabled();
    debug.mockRestore();
  });
});

describe('ConsentSettings', () => {
  it('shows the current choice and changes it', async () => {
    configureBoth();
    consentStore.reset();
    consentStore.choose({ posthog: true, gtm: false });
    render(<ConsentSettings />);

    expect(screen.getByRole('checkbox', { name: 'PostHog' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'PostHog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save privacy choices' }));

    expect(consentStore.get().choice).toEqual({ posthog: false, gtm: false });
    expect(screen.getByRole('status')).toHaveTextContent('Your privacy choices are saved.');
  });

  it('says there is nothing to choose when no analytics service is configured', () => {
    render(<ConsentSettings />);
    expect(screen.getByText(/no analytics services/)).toBeInTheDocument();
  });
});
