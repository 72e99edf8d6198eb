import { useNavigate } from '@tanstack/react-router';
import { mapAccountType } from '../../domain/accounts';
import { t, type MessageKey } from '../../i18n';
import { RecordList } from './RecordList';
import { dismissRefusedWrite } from '../../sync/outbox';
import { refusalText, useRefusedWrites, useRowStates } from './outbox-outcome';
import { deleteAccount, useAccounts } from './accounts.api';

const REFUSED: Record<string, MessageKey> = { 'accounts.add': 'accounts.addFailed', 'accounts.edit': 'accounts.editFailed', 'accounts.delete': 'accounts.deleteFailed' };

/** /Accounts (spec 2.13): cards with estate context, account type and account number. */
export function AccountsScreen() {
  const navigate = useNavigate();
  const accounts = useAccounts();
  const states = useRowStates('accounts');
  const refused = useRefusedWrites('accounts');
  return (
    <RecordList
      messages={{
        title: t('accounts.title'),
        empty: t('accounts.empty'),
        add: t('accounts.add'),
        confirmDelete: t('accounts.confirmDelete'),
        deleted: t('accounts.deleted'),
        deleteFailed: t('accounts.deleteFailed'),
      }}
      items={accounts?.map((a) => ({ id: a.accountID, title: a.context, lines: [mapAccountType(a.accountType), a.accountNumber] }))}
      states={states}
      refusals={refused.map((e) => ({ id: e.id, message: refusalText(t(REFUSED[e.name] ?? 'accounts.editFailed'), e.error) }))}
      onDismissRefusal={(id) => void dismissRefusedWrite(id)}
      onBack={() => void navigate({ to: '/PersonalInformation' })}
      onAdd={() => void navigate({ to: '/AddAccount' })}
      onOpen={(id) => void navigate({ to: '/EditAccount', search: { accountID: id } })}
      onDelete={deleteAccount}
    />
  );
}
