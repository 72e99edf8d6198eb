import { useNavigate } from '@tanstack/react-router';
import { mapAccountType } from '../../domain/accounts';
import { deleteAccount } from './accounts.api';
import { RecordList } from './RecordList';
import { useRecords } from './records.api';

/** /Accounts (spec 2.13): cards with estate context, account type and account number. */
export function AccountsScreen() {
  const navigate = useNavigate();
  const accounts = useRecords('accounts');
  return (
    <RecordList
      kind="accounts"
      items={accounts?.map((a) => ({ id: a.accountID, title: a.context, lines: [mapAccountType(a.accountType), a.accountNumber] }))}
      onAdd={() => void navigate({ to: '/AddAccount' })}
      onOpen={(id) => void navigate({ to: '/EditAccount', search: { accountID: id } })}
      onDelete={deleteAccount}
    />
  );
}
