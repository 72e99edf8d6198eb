import { useNavigate } from '@tanstack/react-router';
import { ACCOUNT_TYPE_OPTIONS, LEVIES, mapAccountType } from '../../domain/accounts';
import { t } from '../../i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { addAccount, editAccount, type AccountInput } from './accounts.api';
import { recordText } from './record-text';
import { RecordFormFrame } from './RecordFormFrame';
import { useMyEstates, useRecord } from './records.api';
import { useRecordForm } from './use-record-form';
import '../../i18n/areas/records';

const BLANK: AccountInput = { estateId: 0, accountType: LEVIES, unitNumber: '', accountNumber: '' };

/** /AddAccount (Estate, Account Type: only Levies, Unit Number, Account Number) and /EditAccount (account number). Save is in the header. */
export function AccountFormScreen({ accountID }: { accountID?: string | undefined }) {
  const navigate = useNavigate();
  const estates = useMyEstates();
  const existing = useRecord('accounts', accountID ?? '');
  const editing = Boolean(accountID);
  const record = useRecordForm<AccountInput>({
    table: 'accounts',
    rowId: accountID || undefined,
    initial: accountID
      ? existing && { estateId: existing.estateId, accountType: existing.accountType, unitNumber: existing.unitNumber, accountNumber: existing.accountNumber }
      : BLANK,
    save: (form) => (accountID ? editAccount(accountID, form.accountNumber) : addAccount(form)),
    failure: recordText('accounts', editing ? 'editFailed' : 'addFailed'),
  });

  return (
    <RecordFormFrame
      kind="accounts"
      editing={editing}
      record={record}
      onBack={() => void navigate({ to: '/Accounts' })}
      saveIn="header"
      ready={estates !== undefined}
    >
      {(form) => (
        <>
          <SelectField
            label={t('accounts.estate')}
            value={form.estateId || ''}
            disabled={editing}
            onChange={(e) => record.set('estateId', Number(e.target.value))}
          >
            <option value="">{t('records.select')}</option>
            {(estates ?? []).map((estate) => (
              <option key={estate.estateId} value={estate.estateId}>
                {estate.estateName}
              </option>
            ))}
            {editing && existing && !estates?.some((x) => x.estateId === existing.estateId) ? (
              <option value={existing.estateId}>{existing.context}</option>
            ) : null}
          </SelectField>
          <SelectField
            label={t('accounts.type')}
            value={mapAccountType(form.accountType)}
            disabled={editing}
            onChange={(e) => record.set('accountType', e.target.value)}
          >
            {ACCOUNT_TYPE_OPTIONS.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <TextField
            name="unitNumber"
            label={t('accounts.unit')}
            value={form.unitNumber}
            onChange={(e) => record.set('unitNumber', e.target.value)}
            readOnly={editing}
          />
          <TextField
            name="accountNumber"
            label={t('accounts.number')}
            value={form.accountNumber}
            onChange={(e) => record.set('accountNumber', e.target.value)}
          />
        </>
      )}
    </RecordFormFrame>
  );
}
