import { useState, type ReactNode } from 'react';

/** Wide enough for the console's side navigation: below it a phone's page stays short with folds closed. */
const WIDE = '(min-width: 900px)';

/**
 * A console section that folds: its heading is the summary, open at first on a desktop and closed on a phone, so the
 * People page stays a short scroll there (the membership log folds the same way).
 */
export function ConsoleFold({ headingId, title, children, testId }: { headingId: string; title: string; children: ReactNode; testId?: string }) {
  const [openAtFirst] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches);
  return (
    <details className="console-fold" open={openAtFirst} data-testid={testId}>
      <summary>
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
      </summary>
      {children}
    </details>
  );
}
