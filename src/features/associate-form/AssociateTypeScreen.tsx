import { useNavigate } from '@tanstack/react-router';
import { limitText } from '../../domain/associates';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Tile } from '../../ui/Tile';
import { TopBar } from '../../ui/TopBar';
import { usePeopleConfig, useUnit, useUnitAssociates, useUnitRole } from '../../app/associates.api';
import '../../i18n/areas/associates';
import '../../i18n/areas/shell';

/**
 * /associates/type: 'You have x/max associates', the allowance, and one tile per enabled
 * associate type of the estate (by priority) leading to /associates/create; the unit's holders
 * also get the Associate Delegate tile.
 */
export function AssociateTypeScreen({ unitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = usePeopleConfig(estateId);
  const unit = useUnit(estateId, unitNo);
  const associates = useUnitAssociates(estateId, unitNo);
  const role = useUnitRole(estateId, unitNo);
  if (access === undefined || config === undefined || unit === undefined || associates === undefined) return <LoadingOverlay />;

  const max = unit?.noOfAssociatesPerUnit ?? 0;
  const groups = (config?.associateTypes ?? []).filter((g) => g.enabled).sort((a, b) => a.priority - b.priority);

  return (
    <div>
      <TopBar title={t('associates.typeTitle')} onBack={() => void navigate({ to: '/associates/list', search: { unitNo } })} backLabel={t('app.back')} />
      <main className="page">
        <p>
          <strong>{limitText(associates.length, max)}</strong>
        </p>
        <p className="muted">{t('associates.typeMax', { max })}</p>
        {groups.length === 0 ? (
          <EmptyState message={t('associates.noTypes')} />
        ) : (
          <div className="tiles">
            {groups.map((group) => (
              <Tile
                key={group.associateType}
                title={group.associateType}
                iconName="users"
                description={group.description}
                onClick={() => void navigate({ to: '/associates/create', search: { unitNo, type: group.associateType } })}
              />
            ))}
            {role?.holder ? (
              <Tile
                title={t('associates.delegateTile')}
                iconName="shield"
                description={t('associates.delegateTileText')}
                onClick={() => void navigate({ to: '/associates/delegate', search: { unitNo } })}
              />
            ) : null}
          </div>
        )}
      </main>
    </div>
  );
}
