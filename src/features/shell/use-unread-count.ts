/** Unread notifications for the tab badge. Notifications are not synced yet, so this is 0. */
export function useUnreadCount(): number {
  return 0;
}
