import { Link, useNavigate } from '@tanstack/react-router';
import type { OperatorEstate } from '../../contract/operator';
import { t } from '../../i18n';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import { useOperatorEstates } from './operator.api';
import { OperatorFrame } from './OperatorFrame';
import '../../i18n/areas/operator';

const COLUMNS: ReadonlyArray<DataColumn<OperatorEstate>> = [
  {
    id: 'name',
    header: t('operator.col.name'),
    cell: (e) => (
      <Link to="/operator/$estateId" params={{ estateId: String(e.estateId) }}>
        {e.name}
      </Link>
    ),
    sortValue: (e) => e.name,
  },
  { id: 'city', header: t('operator.col.city'), cell: (e) => [e.suburb, e.city].filter(Boolean).join(', '), sortValue: (e) => e.city },
  { id: 'timeZone', header: t('operator.col.timeZone'), cell: (e) => e.timeZone, sortValue: (e) => e.timeZone },
  {
    id: 'status',
    header: t('operator.col.status'),
    cell: (e) => (
      <span className={`operator-status${e.archived ? ' archived' : ''}`}>{e.archived ? t('operator.status.archived') : t('operator.status.active')}</span>
    ),
    sortValue: (e) => (e.archived ? 1 : 0),
  },
];

const FILTERS: ReadonlyArray<DataFilter<OperatorEstate>> = [
  {
    id: 'status',
    label: t('operator.col.status'),
    options: [
      { value: 'active', label: t('operator.status.active') },
      { value: 'archived', label: t('operator.status.archived') },
    ],
    test: (e, value) => (value === 'archived') === e.archived,
  },
];

/** /operator: every estate (from the local mirror, offline too) and Create. */
export function OperatorEstatesScreen() {
  const estates = useOperatorEstates();
  const navigate = useNavigate();
  return (
    <OperatorFrame>
      {(online) => (
        <>
          <div className="operator-toolbar">
            <h2>{t('operator.estates')}</h2>
          </div>
          {estates === undefined ? null : (
            <DataTable
              label={t('operator.estates')}
              rows={estates}
              rowKey={(e) => String(e.estateId)}
              columns={COLUMNS}
              filters={FILTERS}
              searchText={(e) => `${e.name} ${e.city} ${e.suburb}`}
              empty={t('operator.empty')}
              testId="operator-estates"
              actions={
                <button type="button" className="btn btn-primary" disabled={!online} onClick={() => void navigate({ to: '/operator/new' })}>
                  {t('operator.create')}
                </button>
              }
            />
          )}
        </>
      )}
    </OperatorFrame>
  );
}
