// PostHog, loaded on demand (`import('posthog-js')` after consent, so an unconfigured build never carries it):
// manual page views, session recording with inputs and marked text masked, and opting out that deletes what
// it stored.
import type { PostHog } from 'posthog-js';
import { isExcludedFromRecording, MASK_SELECTOR } from './mask';
import { clearCookies, clearWebStorage } from './storage';

export interface PostHogSettings {
  key: string;
  host: string;
}

export interface AnalyticsIdentity {
  userId: string;
  organizationId: string | null;
  /** Present only when the build allows sending personal data (`VITE_POSTHOG_SEND_PII=true`). */
  traits?: { email?: string; name?: string };
}

/** PostHog's own entries: `ph_<token>_posthog`, `__ph_opt_in_out_<token>` and the like. */
const POSTHOG_STORAGE = /^(?:__)?ph_|posthog/i;

export async function loadPostHog(settings: PostHogSettings, firstPath: string): Promise<PostHog> {
  const { default: posthog } = await import('posthog-js');
  if (posthog.__loaded) {
    posthog.set_config({ disable_persistence: false });
  } else {
    initPostHog(posthog, settings, firstPath);
  }
  posthog.opt_in_capturing({ captureEventName: false });
  return posthog;
}

function initPostHog(posthog: PostHog, settings: PostHogSettings, firstPath: string): void {
  posthog.init(settings.key, {
    api_host: settings.host,
    persistence: 'localStorage+cookie',
    person_profiles: 'identified_only',
    // Lanes sends page views itself, on every route change of the single-page app.
    capture_pageview: false,
    capture_pageleave: false,
    // Clicks would carry the text of what was clicked (issue titles): not captured.
    autocapture: false,
    disable_surveys: true,
    disable_session_recording: isExcludedFromRecording(firstPath),
    session_recording: { maskAllInputs: true, maskTextSelector: MASK_SELECTOR },
    // Consent is Lanes' to ask: PostHog stays opted out unless told otherwise, so that once its storage is
    // cleared on withdrawal it cannot fall back to capturing.
    opt_out_capturing_by_default: true,
  });
}

/** Pauses recording on the screens that must not be recorded, and resumes it elsewhere. */
export function followRecordingRules(posthog: PostHog, pathname: string): void {
  const excluded = isExcludedFromRecording(pathname);
  const recording = !posthog.config.disable_session_recording;
  if (excluded && recording) posthog.stopSessionRecording();
  else if (!excluded && !recording) posthog.startSessionRecording();
}

export function identifyInPostHog(posthog: PostHog, identity: AnalyticsIdentity | null): void {
  if (!identity) {
    posthog.reset();
    return;
  }
  if (posthog.get_distinct_id() !== identity.userId) posthog.identify(identity.userId, identity.traits);
  else if (identity.traits) posthog.setPersonProperties(identity.traits);
  if (identity.organizationId) posthog.group('organization', identity.organizationId);
  else posthog.resetGroups();
}

/** Stops capturing and recording, and deletes PostHog's cookies and storage entries. */
export function stopPostHog(posthog: PostHog | null): void {
  if (posthog) {
    posthog.stopSessionRecording();
    // reset() forgets the consent state too, so it comes before opting out.
    posthog.reset();
    posthog.opt_out_capturing();
    posthog.set_config({ disable_persistence: true });
  }
  clearCookies((name) => POSTHOG_STORAGE.test(name));
  clearWebStorage((name) => POSTHOG_STORAGE.test(name));
}
