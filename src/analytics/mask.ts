// What session recordings never see. Inputs are masked by the recorder itself; any other element whose text is
// private (issue titles and descriptions, and anything else people write) carries the mask attribute:
//
//   <h2 {...maskInRecordings}>{issue.title}</h2>
//
// and screens that must not be recorded at all are listed in RECORDING_EXCLUDED_PATHS.

/** The attribute that masks an element's text (and its descendants') in session recordings. */
export const MASK_ATTRIBUTE = 'data-analytics-mask';

/** Spread onto an element whose text must not appear in session recordings. */
export const maskInRecordings = { [MASK_ATTRIBUTE]: '' } as const;

/** The recorder's selector for masked text. */
export const MASK_SELECTOR = `[${MASK_ATTRIBUTE}]`;

/** Sign-in, sign-up and the profile screens: recording pauses while they are shown. */
const RECORDING_EXCLUDED_PATHS = /^\/(?:sign-in|sign-up|user)(?:\/|$)/;

export function isExcludedFromRecording(pathname: string): boolean {
  return RECORDING_EXCLUDED_PATHS.test(pathname);
}
