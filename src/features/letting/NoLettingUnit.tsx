import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import '../../i18n/areas/letting';

/** A letting screen opened by a user with no letting unit at the current estate (spec 2 'Stand filter'). */
export function NoLettingUnit({ top }: { top: ReactNode }) {
  return (
    <div>
      {top}
      <main className="page">
        <EmptyState message={t('letting.noLettingUnit')} />
      </main>
    </div>
  );
}
