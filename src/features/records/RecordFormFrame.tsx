import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { recordText } from './record-text';
import type { RecordKind } from './records.api';
import { SaveResult } from './SaveResult';
import type { RecordForm } from './use-record-form';
import '../../i18n/areas/records';
import '../../i18n/areas/shell';

type Props<F> = {
  kind: RecordKind;
  editing: boolean;
  record: RecordForm<F>;
  onBack: () => void;
  /** Where Save sits: in the header (accounts, addresses) or under the fields (vehicles). */
  saveIn: 'header' | 'form';
  /** Save is enabled (the form's own rule); the header Save is always enabled. */
  canSave?: boolean;
  /** Anything else the fields need has loaded. */
  ready?: boolean;
  children: (form: F) => ReactNode;
};

/**
 * The add/edit screen of a record kind: title, 'no longer on this device' for an edit whose
 * row is gone, the fields, the error of a save the contract refused, Save, and the answer
 * (SaveResult; success goes back to the list).
 */
export function RecordFormFrame<F>({ kind, editing, record, onBack, saveIn, canSave = true, ready = true, children }: Props<F>) {
  const title = recordText(kind, editing ? 'editTitle' : 'addTitle');
  if (record.form === null) {
    return (
      <div>
        <TopBar title={title} onBack={onBack} backLabel={t('app.back')} />
        <EmptyState message={recordText(kind, 'notFound')} />
      </div>
    );
  }
  if (record.form === undefined || !ready) return <LoadingOverlay />;
  const formId = `${kind}-form`;
  return (
    <div>
      <TopBar title={title} onBack={onBack} backLabel={t('app.back')}>
        {saveIn === 'header' ? (
          <button type="submit" form={formId} className="topbar-action">
            {t('records.save')}
          </button>
        ) : null}
      </TopBar>
      <main className="page">
        <form id={formId} noValidate className="card" onSubmit={record.submit}>
          {children(record.form)}
          {record.error ? (
            <p className="notice notice-error" role="alert">
              {record.error}
            </p>
          ) : null}
          {saveIn === 'form' ? (
            <Button type="submit" className="btn-block" disabled={!canSave}>
              {t('records.save')}
            </Button>
          ) : null}
        </form>
      </main>
      <SaveResult kind={kind} editing={editing} outcome={record.outcome} onDone={onBack} onDismiss={record.closeOutcome} />
    </div>
  );
}
