import { useId, useState } from 'react';
import { formatCents } from '../../domain/cards';
import { resourceTitle } from '../../domain/bookings';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { archiveFacility, draftOf, NEW_FACILITY, useFacilities, type Facility } from './facility-admin.api';
import { FacilityForm } from './FacilityForm';
import './facility-admin.css';
import '../../i18n/areas/auth';
import '../../i18n/areas/facility-admin';

type Editing = { id?: string; facility?: Facility };
type Status = 'active' | 'off' | 'archived';

const statusOf = ({ service }: Facility): Status => (service.archived ? 'archived' : service.enabled ? 'active' : 'off');

/**
 * The console's Facilities: a table of the estate's facilities (search, a status filter, sorting)
 * read from the device, with Add, Edit and Archive (or Bring back). The form opens above the table;
 * a save is an immediate server call and the table follows through sync.
 */
export function FacilitiesSection({ estateId, online }: ConsoleSectionProps) {
  const facilities = useFacilities(estateId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [archiving, setArchiving] = useState<Facility | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const headingId = useId();
  if (facilities === undefined) return null;

  const toggleArchive = async (facility: Facility, archived: boolean) => {
    setResult(null);
    const answer = await archiveFacility(facility.service.id, archived);
    const name = facility.service.name;
    if (answer.kind === 'ok') setResult({ ok: true, text: t(archived ? 'facilityAdmin.archived' : 'facilityAdmin.restored', { name }) });
    else setResult({ ok: false, text: answer.kind === 'offline' ? t('signup.offline') : answer.message || t('facilityAdmin.failure') });
  };

  const columns: DataColumn<Facility>[] = [
    { id: 'name', header: t('facilityAdmin.col.name'), cell: (f) => <strong>{f.service.name}</strong>, sortValue: (f) => f.service.name },
    { id: 'location', header: t('facilityAdmin.col.location'), cell: (f) => f.service.locationName, sortValue: (f) => f.service.locationName },
    {
      id: 'resources',
      header: t('facilityAdmin.col.resources'),
      cell: (f) =>
        f.resources
          .filter((r) => r.enabled)
          .map((r) => resourceTitle(r.name))
          .join(', '),
    },
    {
      id: 'slot',
      header: t('facilityAdmin.col.hours'),
      cell: (f) => (f.resources[0] ? t('facilityAdmin.minutes', { n: f.resources[0].slotMinutes }) : ''),
      sortValue: (f) => f.resources[0]?.slotMinutes ?? 0,
      numeric: true,
    },
    {
      id: 'price',
      header: t('facilityAdmin.col.price'),
      cell: (f) => ((f.service.priceCents ?? 0) === 0 ? t('facilityAdmin.free') : formatCents(f.service.priceCents ?? 0)),
      sortValue: (f) => f.service.priceCents ?? 0,
      numeric: true,
    },
    {
      id: 'approval',
      header: t('facilityAdmin.col.approval'),
      cell: (f) => t(f.service.autoApprove ? 'facilityAdmin.approval.auto' : 'facilityAdmin.approval.manager'),
    },
    {
      id: 'status',
      header: t('facilityAdmin.col.status'),
      cell: (f) => <span className={`facility-status facility-status-${statusOf(f)}`}>{t(`facilityAdmin.status.${statusOf(f)}`)}</span>,
      sortValue: statusOf,
    },
    {
      id: 'actions',
      header: t('facilityAdmin.col.actions'),
      cell: (f) => (
        <span className="facility-actions">
          <Button
            variant="secondary"
            aria-label={`${t('facilityAdmin.edit')}: ${f.service.name}`}
            onClick={() => {
              setResult(null);
              setEditing({ id: f.service.id, facility: f });
            }}
          >
            {t('facilityAdmin.edit')}
          </Button>
          {f.service.archived ? (
            <Button
              variant="text"
              disabled={!online}
              onClick={() => void toggleArchive(f, false)}
              aria-label={`${t('facilityAdmin.restore')}: ${f.service.name}`}
            >
              {t('facilityAdmin.restore')}
            </Button>
          ) : (
            <Button variant="text" disabled={!online} onClick={() => setArchiving(f)} aria-label={`${t('facilityAdmin.archive')}: ${f.service.name}`}>
              {t('facilityAdmin.archive')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  const filters: DataFilter<Facility>[] = [
    {
      id: 'status',
      label: t('facilityAdmin.filter.status'),
      options: (['active', 'off', 'archived'] as const).map((value) => ({ value, label: t(`facilityAdmin.status.${value}`) })),
      test: (f, value) => statusOf(f) === value,
    },
  ];

  return (
    <section className="facility-admin" aria-labelledby={headingId} data-testid="manager-facilities">
      <h2 id={headingId} className="section-title">
        {t('facilityAdmin.title')}
      </h2>
      {result ? (
        <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'} data-testid="facility-result">
          {result.text}
        </p>
      ) : null}
      {editing ? (
        <FacilityForm
          key={editing.id ?? 'new'}
          estateId={estateId}
          online={online}
          facilityId={editing.id}
          initial={editing.facility ? draftOf(editing.facility) : NEW_FACILITY}
          onCancel={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setResult({ ok: true, text });
          }}
        />
      ) : null}
      <DataTable
        label={t('facilityAdmin.tableLabel')}
        rows={facilities}
        rowKey={(f) => f.service.id}
        columns={columns}
        filters={filters}
        searchText={(f) => `${f.service.name} ${f.service.locationName} ${f.resources.map((r) => r.name).join(' ')}`}
        empty={t('facilityAdmin.none')}
        testId="facility-table"
        actions={
          <Button
            onClick={() => {
              setResult(null);
              setEditing({});
            }}
            disabled={editing !== null && editing.id === undefined}
            data-testid="facility-add"
          >
            {t('facilityAdmin.add')}
          </Button>
        }
      />
      {archiving ? (
        <Dialog
          title={t('facilityAdmin.archiveTitle', { name: archiving.service.name })}
          onClose={() => setArchiving(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setArchiving(null)}>
                {t('facilityAdmin.cancel')}
              </Button>
              <Button
                onClick={() => {
                  const facility = archiving;
                  setArchiving(null);
                  void toggleArchive(facility, true);
                }}
              >
                {t('facilityAdmin.archive')}
              </Button>
            </>
          }
        >
          <p>{t('facilityAdmin.archiveText')}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
