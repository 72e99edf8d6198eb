import type { LevyAccount } from '../../contract/billing';
import { formatCents } from '../../domain/cards';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import '../../i18n/areas/billing';
import '../../i18n/areas/shell';

/** Spec 3 'Select Account': the levy accounts to choose from, each with its name, number, unit and balance. */
export function SelectAccountDialog({
  accounts,
  current,
  onChoose,
  onClose,
}: {
  accounts: readonly LevyAccount[];
  current?: string;
  onChoose: (account: LevyAccount) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={t('billing.selectAccount')}
      onClose={onClose}
      actions={
        <Button variant="text" onClick={onClose}>
          {t('app.cancel')}
        </Button>
      }
    >
      <ul className="list levy-accounts">
        {accounts.map((account) => (
          <li key={account.id}>
            <button type="button" className="list-row" aria-current={account.sAccountNumber === current ? 'true' : undefined} onClick={() => onChoose(account)}>
              <span>
                <strong>{account.sAccountName}</strong>
                <br />
                <span className="muted">{t('billing.accountLine', { number: account.sAccountNumber, unitNo: account.unitNo })}</span>
              </span>
              <span className="levy-amount">{formatCents(account.balanceCents)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
