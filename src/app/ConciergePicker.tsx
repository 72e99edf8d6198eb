import { useState } from 'react';
import type { ConciergeResident } from '../contract/concierge';
import { t } from '../i18n';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { TextField } from '../ui/TextField';
import { searchResidents, useConciergeAction, useConciergeResident, type ConciergeMode } from './concierge';
import type { ConciergeActionKind } from '../contract/concierge';
import '../i18n/areas/concierge';

/** At most this many matches are listed (a search narrows the rest). */
const SHOWN = 50;

/**
 * A concierge's part of a unit picker: search the estate's residents by name or unit and choose
 * one (with their unit) to act for. Reads the synced list only, so it works offline.
 */
export function ConciergeResidentPicker({ mode, onPick }: { mode: ConciergeMode; onPick: (resident: ConciergeResident) => void }) {
  const [query, setQuery] = useState('');
  const found = searchResidents(mode.residents, query);
  return (
    <section className="concierge-picker" aria-labelledby="concierge-picker-heading">
      <h2 id="concierge-picker-heading" className="section-title">
        {t('concierge.pickerHeading')}
      </h2>
      <p className="muted">{t('concierge.pickerHint')}</p>
      <TextField label={t('concierge.search')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      {mode.residents.length === 0 ? (
        <EmptyState message={t('concierge.empty')} />
      ) : found.length === 0 ? (
        <EmptyState message={t('concierge.none')} />
      ) : (
        <div className="tiles unit-tiles">
          {found.slice(0, SHOWN).map((resident) => (
            <button key={resident.id} type="button" className="tile unit-tile" data-testid="concierge-resident" onClick={() => onPick(resident)}>
              <Icon name="user" size={32} />
              <span className="tile-title">{resident.displayName}</span>
              <span className="tile-description">{t('concierge.residentUnit', { unitNo: resident.unitNo })}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** 'Booked by <concierge> (concierge)' under an invite or booking a concierge made for the resident; nothing otherwise. */
export function ConciergeActedBy({ kind, subjectId }: { kind: ConciergeActionKind; subjectId: string }) {
  const action = useConciergeAction(kind, subjectId);
  if (!action) return null;
  return (
    <p className="muted" data-testid="concierge-acted-by">
      {t(kind === 'lagoon' ? 'concierge.bookedBy' : 'concierge.invitedBy', { name: action.conciergeName })}
    </p>
  );
}

/** 'Acting for <resident>, unit <n> (concierge)' on a form a concierge fills for a resident. */
export function ConciergeActingFor({ estateId, userId, unitNo }: { estateId: number; userId: string; unitNo: string }) {
  const resident = useConciergeResident(estateId, userId, unitNo);
  return (
    <p className="notice" data-testid="concierge-acting-for">
      {t('concierge.actingFor', { name: resident?.displayName ?? '', unitNo })}
    </p>
  );
}
