/** Text of an unread badge: nothing at 0, the count up to 99, '99+' above 99 (spec 1 section 2.1). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
