/** Fixed facts of the web app (spec section 9). */
export const BASE_PATH = '/winzmail';
export const API_PATH = `${BASE_PATH}/api`;
/**
 * Where the access token was kept before it moved to memory (spec section 4 names this key);
 * removed at start so no token is left for a script to read.
 */
export const LEGACY_TOKEN_KEY = 'token';
export const LANGUAGE_KEY = 'app-language';
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const PRIVACY_EFFECTIVE_DATE = '2025-10-05';

/** Absolute API base (RTK Query builds Request objects, which need an absolute URL outside browsers). */
export function apiBaseUrl(): string {
  return `${window.location.origin}${API_PATH}`;
}
