import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** Red page header: optional back button, title, optional actions on the right. */
export function TopBar({ title, onBack, backLabel, children }: { title: string; onBack?: () => void; backLabel?: string; children?: ReactNode }) {
  return (
    <header className="topbar">
      <div className="topbar-inner">
        {onBack ? (
          <button type="button" className="icon-btn" onClick={onBack} aria-label={backLabel}>
            <Icon name="back" />
          </button>
        ) : null}
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
