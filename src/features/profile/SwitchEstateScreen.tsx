import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AccessControlEntry } from '../../domain/estate-roles';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { chooseAccess, useAccessChoices } from './use-profile-data';
import '../../i18n/areas/profile';
import '../../i18n/areas/shell';

type EstateGroup = { estateId: number; estateName: string; entries: AccessControlEntry[] };

function groupByEstate(entries: AccessControlEntry[]): EstateGroup[] {
  const groups = new Map<number, EstateGroup>();
  for (const entry of entries) {
    const group = groups.get(entry.estateId) ?? { estateId: entry.estateId, estateName: entry.estateName, entries: [] };
    group.entries.push(entry);
    groups.set(entry.estateId, group);
  }
  return [...groups.values()];
}

export function SwitchEstateScreen() {
  const navigate = useNavigate();
  const choices = useAccessChoices();
  const [picked, setPicked] = useState<EstateGroup | null>(null);
  if (!choices) return <LoadingOverlay />;
  const groups = groupByEstate(choices.entries);

  const choose = async (entry: AccessControlEntry) => {
    await chooseAccess(entry.estateId, entry.roleName);
    setPicked(null);
    await navigate({ to: '/home' });
  };

  return (
    <div>
      <TopBar title={t('switch.title')} onBack={() => void navigate({ to: '/profile' })} backLabel={t('app.back')} />
      <main className="page">
        {groups.length === 0 ? <EmptyState message={t('switch.none')} /> : null}
        <div className="estate-cards">
          {groups.map((group) => {
            const estate = choices.estates.get(group.estateId);
            const current = choices.current?.estateId === group.estateId;
            return (
              <button key={group.estateId} type="button" className={`estate-card${current ? ' estate-card-current' : ''}`} onClick={() => setPicked(group)}>
                {estate?.imageUrl ? <img src={estate.imageUrl} alt="" loading="lazy" /> : null}
                <span className="estate-card-body">
                  <strong>{group.estateName}</strong>
                  {estate ? (
                    <span className="muted" style={{ display: 'block' }}>
                      {[estate.address_Suburb, estate.address_City].filter(Boolean).join(', ')}
                    </span>
                  ) : null}
                  {current ? <span style={{ color: 'var(--accent)', fontWeight: 600 }}>{t('switch.current')}</span> : null}
                </span>
              </button>
            );
          })}
        </div>
      </main>
      {picked ? (
        <Dialog
          title={t('switch.chooseRole', { estate: picked.estateName })}
          onClose={() => setPicked(null)}
          actions={
            <Button variant="text" onClick={() => setPicked(null)}>
              {t('app.cancel')}
            </Button>
          }
        >
          <ul className="list">
            {picked.entries.map((entry) => (
              <li key={entry.key}>
                <button type="button" className="list-row" onClick={() => void choose(entry)}>
                  {entry.roleDisplayName}
                </button>
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </div>
  );
}
