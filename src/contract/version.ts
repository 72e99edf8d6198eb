/** The product version (spec 1 section 9): shown on /About and answered by the server. */
export const APP_VERSION = '4.0.7';
