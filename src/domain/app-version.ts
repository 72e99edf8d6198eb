/**
 * Version comparison for the forced-update prompt (spec 1 section 8 'Update'): dotted numbers
 * compared part by part, a missing part counting as 0 (4.1 = 4.1.0). Pure.
 */

/** The numeric parts of '4.0.7' ([4, 0, 7]), or null for anything that is not one to three dotted numbers. */
export function parseVersion(version: string): number[] | null {
  const trimmed = version.trim();
  if (!/^\d{1,6}(\.\d{1,6}){0,2}$/.test(trimmed)) return null;
  return trimmed.split('.').map(Number);
}

/** True when `current` is below `minimum`. An unreadable version on either side never blocks (false). */
export function isVersionBelow(current: string, minimum: string | null | undefined): boolean {
  if (!minimum) return false;
  const a = parseVersion(current);
  const b = parseVersion(minimum);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}
