import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { badgeText } from '../../domain/badge';
import { tilesAt } from '../../domain/estate-roles';
import { ROLES } from '../../domain/roles';
import { t, type MessageKey } from '../../i18n';
import { TabBar, type TabItem } from '../../ui/TabBar';
import { isConsolePath } from '../../app/landing';
import { usePushShell } from '../../app/push-shell';
import { useCurrentRole } from '../../app/use-current-role';
import { useUnreadCount } from './use-unread-count';
import '../../i18n/areas/shell';

const DEFAULT_TABS: { key: string; path: string; label: MessageKey }[] = [
  { key: 'emergency', path: '/homeEmergencyScreen', label: 'tab.emergency' },
  { key: 'access', path: '/access', label: 'tab.access' },
  { key: 'home', path: '/home', label: 'tab.home' },
  { key: 'profile', path: '/profile', label: 'tab.profile' },
  { key: 'notifications', path: '/notifications', label: 'tab.notifications' },
];

/** A guard without a unit: the console and what a guard needs, none of a resident's tabs (Access QR, Home). */
const GUARD_TABS: { key: string; path: string; label: MessageKey; icon: string }[] = [
  { key: 'guard', path: '/guard', label: 'tab.console', icon: 'shield' },
  { key: 'emergency', path: '/homeEmergencyScreen', label: 'tab.emergency', icon: 'emergency' },
  { key: 'notifications', path: '/notifications', label: 'tab.notifications', icon: 'notifications' },
  { key: 'profile', path: '/profile', label: 'tab.profile', icon: 'profile' },
];

function tabKey(path: string): string | undefined {
  const p = path.toLowerCase();
  if (p.includes('emergency')) return 'emergency';
  if (p.includes('access')) return 'access';
  if (p.includes('notification')) return 'notifications';
  if (p.includes('profile')) return 'profile';
  if (p.includes('home')) return 'home';
  return undefined;
}

function isStandalone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** The signed-in layout: the page, then the five-tab bar from the role's tabBar tiles (none on a console's pages). */
export function AppLayout() {
  const access = useCurrentRole();
  const unread = useUnreadCount();
  // The app icon's badge follows the unread count; what was read here or elsewhere leaves the system tray.
  usePushShell(unread);
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  // Pass tickets for invites made with no signal are topped up while the app runs online (issue 31).
  useEffect(() => {
    void import('../../app/pass-tickets').then((m) => m.startTicketTopUp()).catch(() => undefined);
  }, []);

  const tabTiles = tilesAt(access ?? undefined, 'tabBar').filter((tile) => tile.navigatePath);
  const guardOnly = access?.roleName === ROLES.guard && !access.unitNo;
  const source = guardOnly
    ? GUARD_TABS.map((tab) => ({ ...tab, label: t(tab.label) }))
    : tabTiles.length > 0
      ? tabTiles.map((tile) => {
          const key = tabKey(tile.navigatePath) ?? tile.id;
          return {
            key,
            path: tile.navigatePath.startsWith('/') ? tile.navigatePath : `/${tile.navigatePath}`,
            label: tile.tileDisplayTitle,
            icon: tile.iconName || key,
          };
        })
      : DEFAULT_TABS.map((tab) => ({ key: tab.key, path: tab.path, label: t(tab.label), icon: tab.key }));

  const regularVisitor = access?.roleDisplayName === 'Regular Visitor';
  const tabs: TabItem[] = source.map((tab) => {
    const href = tab.key === 'access' && regularVisitor ? '/regularVisitorAccess' : tab.path;
    const badge = tab.key === 'notifications' ? badgeText(unread) : null;
    return {
      key: tab.key,
      label: tab.label,
      href,
      icon: tab.icon,
      active: pathname.toLowerCase() === href.toLowerCase() || pathname.toLowerCase().startsWith(`${href.toLowerCase()}/`),
      badge,
      badgeLabel: t('tab.unread', { count: badge ?? '0' }),
    };
  });

  const handleSelect = (tab: TabItem) => {
    if (!isStandalone()) {
      void router.navigate({ href: tab.href });
      return;
    }
    // Standalone: no browser back button, so a tab switch starts a fresh history.
    const index = router.history.location.state.__TSR_index;
    if (index > 0) router.history.go(-index);
    window.setTimeout(() => void router.navigate({ href: tab.href, replace: true }), 100);
  };

  // A console (/manager, /operator) is a desktop app with its own navigation: no resident tab bar.
  if (isConsolePath(pathname)) return <Outlet />;

  return (
    <div className="with-tabbar">
      <Outlet />
      <TabBar tabs={tabs} label={t('tab.label')} onSelect={handleSelect} />
    </div>
  );
}
