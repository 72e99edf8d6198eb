import { useId, useMemo, useState } from 'react';
import { UNIT_TYPES } from '../../contract/units';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import { UnitDialog, unitTypeKey } from './UnitDialog';
import { UnitImport } from './UnitImport';
import { useUnitDefaults, useUnitRows, type UnitListRow } from './units.api';
import './units.css';
import '../../i18n/areas/units';

type Open = { kind: 'add' } | { kind: 'edit'; unitNo: string } | { kind: 'import' } | null;

/**
 * The estate's units (the manager's console section and the operator's panel): a table of
 * every unit from Dexie (offline too) with search (unit, block, owner), filters (block, type,
 * status) and paging; a row opens its form; Add unit and Import CSV. `withOwners`: the owner
 * column, from the manager's member cards (the operator reads no personal data).
 */
export function UnitsAdmin({ estateId, online, withOwners }: { estateId: number; online: boolean; withOwners: boolean }) {
  const rows = useUnitRows(estateId);
  const defaults = useUnitDefaults(estateId);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  const columns = useMemo<DataColumn<UnitListRow>[]>(
    () => [
      { id: 'unit', header: t('units.admin.column.unit'), cell: (u) => u.unitNo, sortValue: (u) => u.unitNo },
      { id: 'block', header: t('units.admin.column.block'), cell: (u) => u.block, sortValue: (u) => u.block },
      { id: 'type', header: t('units.admin.column.type'), cell: (u) => (u.unitType ? t(unitTypeKey(u.unitType)) : ''), sortValue: (u) => u.unitType },
      { id: 'stand', header: t('units.admin.column.stand'), cell: (u) => u.standNo },
      ...(withOwners
        ? [{ id: 'owner', header: t('units.admin.column.owner'), cell: (u: UnitListRow) => u.owners, sortValue: (u: UnitListRow) => u.owners }]
        : []),
      {
        id: 'associates',
        header: t('units.admin.column.associates'),
        cell: (u) => `${u.associatesCount}/${u.noOfAssociatesPerUnit}`,
        sortValue: (u) => u.associatesCount,
        numeric: true,
      },
      { id: 'invites', header: t('units.admin.column.invites'), cell: (u) => u.allowedVisitors, sortValue: (u) => u.allowedVisitors, numeric: true },
      {
        id: 'status',
        header: t('units.admin.column.status'),
        cell: (u) => (
          <span className={`unit-status${u.archived ? ' unit-status-archived' : ''}`}>
            {u.archived ? t('units.admin.status.archived') : t('units.admin.status.active')}
            {u.isLettingUnit ? ` · ${t('units.admin.letting')}` : ''}
          </span>
        ),
        sortValue: (u) => (u.archived ? 1 : 0),
      },
      {
        id: 'edit',
        header: '',
        cell: (u) => (
          <Button variant="text" onClick={() => setOpen({ kind: 'edit', unitNo: u.unitNo })} aria-label={t('units.admin.editLabel', { unitNo: u.unitNo })}>
            {t('units.admin.edit')}
          </Button>
        ),
      },
    ],
    [withOwners],
  );

  const blocks = useMemo(
    () => [...new Set((rows ?? []).map((u) => u.block).filter((b) => b !== ''))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    [rows],
  );
  const filters = useMemo<DataFilter<UnitListRow>[]>(
    () => [
      { id: 'block', label: t('units.admin.filter.block'), options: blocks.map((b) => ({ value: b, label: b })), test: (u, value) => u.block === value },
      {
        id: 'type',
        label: t('units.admin.filter.type'),
        options: UNIT_TYPES.map((type) => ({ value: type, label: t(unitTypeKey(type)) })),
        test: (u, value) => u.unitType === value,
      },
      {
        id: 'status',
        label: t('units.admin.filter.status'),
        options: [
          { value: 'active', label: t('units.admin.status.active') },
          { value: 'archived', label: t('units.admin.status.archived') },
        ],
        test: (u, value) => (value === 'archived') === u.archived,
      },
    ],
    [blocks],
  );

  if (rows === undefined || defaults === undefined) return null;
  const editing = open?.kind === 'edit' ? rows.find((u) => u.unitNo === open.unitNo) : undefined;
  const done = (text: string) => {
    setNotice(text);
    setOpen(null);
  };

  return (
    <section className="card units-admin" aria-labelledby={headingId} data-testid="units-admin">
      <h2 id={headingId} className="section-title">
        {t('units.admin.heading')}
      </h2>
      <p className="muted">{t('units.admin.intro')}</p>
      {online ? null : <p className="notice">{t('units.admin.offline')}</p>}
      {notice ? (
        <p className="notice notice-success" role="status">
          {notice}
        </p>
      ) : null}
      {open?.kind === 'import' ? <UnitImport estateId={estateId} online={online} onClose={() => setOpen(null)} onDone={done} /> : null}
      <DataTable
        label={t('units.admin.tableLabel')}
        rows={rows}
        rowKey={(u) => u.id}
        columns={columns}
        searchText={(u) => `${u.unitNo} ${u.block} ${u.owners}`}
        filters={filters}
        empty={rows.length === 0 ? t('units.admin.none') : undefined}
        testId="units-table"
        actions={
          <>
            <Button variant="secondary" disabled={!online} onClick={() => setOpen({ kind: 'import' })} data-testid="units-import">
              {t('units.admin.import')}
            </Button>
            <Button
              disabled={!online}
              onClick={() => {
                setNotice(null);
                setOpen({ kind: 'add' });
              }}
              data-testid="units-add"
            >
              {t('units.admin.add')}
            </Button>
          </>
        }
      />
      {open?.kind === 'add' || editing ? (
        <UnitDialog
          key={editing?.id ?? 'add'}
          estateId={estateId}
          online={online}
          unit={editing}
          defaults={defaults}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
    </section>
  );
}
