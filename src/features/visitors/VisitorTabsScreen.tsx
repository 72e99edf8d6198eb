import { useNavigate } from '@tanstack/react-router';
import type { RegularVisitor } from '../../contract/invites';
import { visitorsOfTab } from '../../domain/invites';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { Tabs } from '../../ui/Tabs';
import { RefusedInvites } from './RefusedInvites';
import { UpcomingInvites } from './UpcomingInvites';
import type { VisitorTab } from './visitor-search';
import { useInvites, useRegularVisitors } from '../../app/visitors.api';
import './visitors.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';

const TABS: { tab: VisitorTab; label: 'visitors.tabUpcoming' | 'visitors.tabRegistered' | 'visitors.tabPending' }[] = [
  { tab: 'upcoming', label: 'visitors.tabUpcoming' },
  { tab: 'registered', label: 'visitors.tabRegistered' },
  { tab: 'pending', label: 'visitors.tabPending' },
];

/**
 * /visitor (and /Visitor, spec 1): tabs upcoming, registered (APPROVED regular visitors) and
 * pending (PENDING), de-duplicated by phone; a registered visitor opens /verifiedVisitor, a
 * pending one /pendingVisitor. For one unit (unitNo) or every unit of the current estate.
 */
export function VisitorTabsScreen({ unitNo, tab }: { unitNo: string; tab: VisitorTab }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const invites = useInvites(estateId, unitNo);
  const visitors = useRegularVisitors(estateId, unitNo);
  if (access === undefined || invites === undefined || visitors === undefined) return <LoadingOverlay />;

  const open = (visitor: RegularVisitor) => {
    const params = new URLSearchParams({ id: visitor.id, unitNo: visitor.unitNo });
    void navigate({ href: `${tab === 'registered' ? '/verifiedVisitor' : '/pendingVisitor'}?${params.toString()}` });
  };
  const rows = tab === 'upcoming' ? [] : visitorsOfTab(visitors, tab);

  return (
    <div>
      <TopBar title={t('visitors.listTitle')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page visitors-page">
        <Tabs
          label={t('visitors.listTitle')}
          tabs={TABS.map((entry) => ({ tab: entry.tab, label: t(entry.label) }))}
          current={tab}
          onSelect={(tab) => void navigate({ to: '/visitor', search: { unitNo, tab }, replace: true })}
        />
        <div role="tabpanel">
          {tab === 'upcoming' ? (
            <>
              <RefusedInvites />
              <UpcomingInvites invites={invites} estateName={access?.estateName ?? ''} />
            </>
          ) : rows.length === 0 ? (
            <EmptyState message={tab === 'registered' ? t('visitors.noRegistered') : t('visitors.noPending')} />
          ) : (
            <ul className="list">
              {rows.map((visitor) => (
                <li key={visitor.id}>
                  <button type="button" className="list-row" onClick={() => open(visitor)} data-testid="regular-visitor">
                    <span className="record-text">
                      <strong>{`${visitor.firstName} ${visitor.lastName}`.trim()}</strong>
                      <span className="muted">{visitor.phoneNumber || t('visitors.notSpecified')}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </main>
    </div>
  );
}
