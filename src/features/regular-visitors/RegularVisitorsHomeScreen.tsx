import { useNavigate } from '@tanstack/react-router';
import type { RegularVisitor } from '../../contract/invites';
import { dedupeByPhone, visitorsOfTab } from '../../domain/invites';
import type { VisitorTab } from '../../domain/letting';
import { t } from '../../i18n';
import { useUnitTiles } from '../../app/use-my-units';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { PersonPhoto, TabSwitch } from '../../app/PeopleParts';
import { TopBar } from '../../ui/TopBar';
import { StandTileHead, UnitTiles, UnitTileButton } from '../../ui/UnitTiles';
import { useUnit, useUnitRegularVisitors } from './regular-visitors.api';
import { RefusedWrites } from '../../app/RefusedWrites';
import { useWriteStates } from '../../sync/hooks';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

const href = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

function VisitorRow({ visitor, waiting, onOpen }: { visitor: RegularVisitor; waiting: boolean; onOpen: () => void }) {
  return (
    <li className="record-card" data-testid="regular-visitor-card" data-status={visitor.status}>
      <button type="button" className="record-open" onClick={onOpen}>
        <PersonPhoto url={visitor.photoURL} name={visitor.firstName} />
        <span className="record-text">
          <strong>
            {visitor.firstName} {visitor.lastName}
          </strong>
          <span className="muted">{visitor.phoneNumber}</span>
          {visitor.subtextMessage2 ? <span className="record-badge">{visitor.subtextMessage2}</span> : null}
          {waiting ? (
            <span className="record-badge" data-testid="visitor-waiting">
              {t('letting.waiting')}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/**
 * /visitorOnboard, the regular visitors home of a unit: the registered (APPROVED) and pending
 * (PENDING) regular visitors from Dexie, de-duplicated by phone, with those invited who have not
 * signed up yet under pending; Add Regular Visitor; for a letting unit, its guests and letters.
 * Without a unit in the search it takes the user's only unit, or asks which one.
 */
export function RegularVisitorsHomeScreen({ unitNo: searchUnitNo, tab }: { unitNo: string; tab: VisitorTab }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const tiles = useUnitTiles(estateId);
  const unitNo = searchUnitNo || (tiles?.length === 1 ? (tiles[0]?.unitNo ?? '') : '');
  const unit = useUnit(estateId, unitNo);
  const visitors = useUnitRegularVisitors(estateId, unitNo);
  const writes = useWriteStates('regularVisitors');
  const back = () => void navigate({ to: '/home' });
  const top = <TopBar title={t('regularVisitors.title')} onBack={back} backLabel={t('app.back')} />;

  if (access === undefined || tiles === undefined) return <LoadingOverlay />;
  if (!unitNo) {
    return (
      <div>
        {top}
        <main className="page">
          <UnitTiles
            loading={false}
            tiles={tiles}
            empty={t('regularVisitors.noUnits')}
            tile={(tile) => (
              <UnitTileButton key={tile.unitNo} onClick={() => void navigate({ href: href('/visitorOnboard', { unitNo: tile.unitNo }), replace: true })}>
                <StandTileHead tile={tile} />
              </UnitTileButton>
            )}
          />
        </main>
      </div>
    );
  }
  if (unit === undefined || visitors === undefined) return <LoadingOverlay />;

  const shown = visitorsOfTab(visitors, tab);
  const invited = tab === 'pending' ? dedupeByPhone(visitors.filter((r) => r.status === 'INVITED')) : [];
  const open = (visitor: RegularVisitor) =>
    void navigate({ href: href(visitor.status === 'APPROVED' ? '/verifiedVisitor' : '/pendingVisitor', { id: visitor.id }) });
  const switchTab = (next: VisitorTab) => void navigate({ href: href('/visitorOnboard', { unitNo, tab: next }), replace: true });

  return (
    <div>
      {top}
      <main className="page associates-page">
        <p className="muted">{t('letting.unitHeading', { unitNo })}</p>
        <RefusedWrites table="regularVisitors" names={['regularVisitors.create', 'regularVisitors.decide', 'regularVisitors.remove']} />
        <TabSwitch
          label={t('regularVisitors.title')}
          tabs={[
            { key: 'registered', label: t('letting.tab.registered') },
            { key: 'pending', label: t('letting.tab.pending') },
          ]}
          current={tab}
          onChange={switchTab}
        />
        {shown.length === 0 && invited.length === 0 ? (
          <EmptyState message={t(tab === 'registered' ? 'letting.noRegistered' : 'letting.noPending')} />
        ) : (
          <ul className="record-list associate-list">
            {[...shown, ...invited].map((visitor) => (
              <VisitorRow key={visitor.id} visitor={visitor} waiting={writes.get(visitor.id)?.state === 'pending'} onOpen={() => open(visitor)} />
            ))}
          </ul>
        )}
        <Button className="btn-block associates-add" onClick={() => void navigate({ href: href('/addRegularVisitor', { unitNo }) })}>
          {t('regularVisitors.add')}
        </Button>
        {unit?.isLettingUnit ? (
          <div className="tiles unit-tiles associates-add">
            <button type="button" className="tile unit-tile" onClick={() => void navigate({ href: href('/letterAllVisitors', { unitNo }) })}>
              <Icon name="users" size={32} />
              <span className="tile-title">{t('letting.guestsTitle')}</span>
            </button>
            <button type="button" className="tile unit-tile" onClick={() => void navigate({ href: href('/manageLettingUsers', { unitNo }) })}>
              <Icon name="building" size={32} />
              <span className="tile-title">{t('letting.lettersTitle')}</span>
            </button>
          </div>
        ) : null}
      </main>
    </div>
  );
}
