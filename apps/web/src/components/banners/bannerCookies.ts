import { CONSENT_COOKIE_ACCEPTED_VALUE, OUTDATED_BROWSER_COOKIE_HIDE_VALUE } from '@asperity/contract';

/** Cookie names and values of the two banners (spec part 1 §4). */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_ACCEPTED = CONSENT_COOKIE_ACCEPTED_VALUE;
export const OUTDATED_BROWSER_COOKIE = 'outdated_browser';
export const OUTDATED_BROWSER_NOT_SHOW = OUTDATED_BROWSER_COOKIE_HIDE_VALUE;
