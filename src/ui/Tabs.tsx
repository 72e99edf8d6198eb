import './tabs.css';

/**
 * A row of tabs over one panel, the chosen one underlined (the bookings' Requested / Upcoming /
 * Past, the lagoon's Book / Upcoming / Past, the visitors'): buttons with the tab role, so
 * screen readers announce them as tabs; choosing one is the caller's (usually the route's search).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  current,
  onSelect,
}: {
  label: string;
  tabs: readonly { tab: T; label: string }[];
  current: T;
  onSelect: (tab: T) => void;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((entry) => (
        <button
          key={entry.tab}
          type="button"
          role="tab"
          aria-selected={entry.tab === current}
          className={`tabs-tab${entry.tab === current ? ' tabs-tab-on' : ''}`}
          onClick={() => onSelect(entry.tab)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
