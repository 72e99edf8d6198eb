/** The time zones the estate form suggests: what this browser knows, else a short list (the server checks any IANA name). */
export const TIME_ZONES: readonly string[] = (() => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.length > 0 ? known : ['Africa/Johannesburg', 'Africa/Windhoek', 'Africa/Gaborone', 'Africa/Maputo', 'Africa/Nairobi', 'Europe/London', 'UTC'];
})();
