import { Icon } from './Icon';

export type TabItem = { key: string; label: string; href: string; icon: string; active: boolean; badge?: string | null; badgeLabel?: string };

/** Bottom tab bar: plain links; `onSelect` lets the app replace the default navigation. */
export function TabBar({ tabs, label, onSelect }: { tabs: TabItem[]; label: string; onSelect: (tab: TabItem) => void }) {
  return (
    <nav className="tabbar" aria-label={label}>
      {tabs.map((tab) => (
        <a
          key={tab.key}
          href={tab.href}
          className={`tab${tab.active ? ' tab-active' : ''}`}
          aria-current={tab.active ? 'page' : undefined}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onSelect(tab);
          }}
        >
          <span className="tab-icon">
            <Icon name={tab.icon} fallback={tab.label} />
            {tab.badge ? (
              <span className="badge" role="img" aria-label={tab.badgeLabel ?? tab.badge}>
                {tab.badge}
              </span>
            ) : null}
          </span>
          <span className="tab-label">{tab.label}</span>
        </a>
      ))}
    </nav>
  );
}
