import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { LevyAccount } from '../../contract/billing';
import { t } from '../../i18n';
import { BILLING_MESSAGES } from '../../i18n/en/billing';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useLevyAccounts } from './billing.api';
import { billsHref } from './billing-search';
import { SelectAccountDialog } from './SelectAccountDialog';
import './billing.css';
import '../../i18n/areas/billing';
import '../../i18n/areas/shell';

/**
 * /accounttypesselect?unitNo= (spec 3): the unit's account types, Estate Levies (the only one).
 * One levy account goes straight to its bills; several open 'Select Account'; none says so.
 */
export function AccountTypeSelectScreen({ unitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const estateId = useCurrentRole()?.estateId;
  const accounts = useLevyAccounts(estateId, unitNo);
  const [picking, setPicking] = useState(false);
  const [noAccount, setNoAccount] = useState(false);

  const open = (account: LevyAccount) => void navigate({ href: billsHref(account.sAccountNumber, account.unitNo) });
  const chooseLevies = () => {
    if (!accounts || accounts.length === 0) setNoAccount(true);
    else if (accounts.length === 1 && accounts[0]) open(accounts[0]);
    else setPicking(true);
  };

  return (
    <div>
      <TopBar title={t('billing.accountTypesTitle')} onBack={() => void navigate({ href: '/accounttypes' })} backLabel={t('app.back')} />
      <main className="page">
        {accounts === undefined ? (
          <LoadingOverlay />
        ) : (
          <div className="tiles">
            <button type="button" className="tile" data-testid="account-type-levies" onClick={chooseLevies}>
              <Icon name="payments" size={32} />
              <span className="tile-title">{BILLING_MESSAGES.accountContext}</span>
              <span className="tile-description">{t('billing.accountTypeTileText', { unitNo })}</span>
            </button>
          </div>
        )}
      </main>
      {picking && accounts ? <SelectAccountDialog accounts={accounts} onChoose={open} onClose={() => setPicking(false)} /> : null}
      {noAccount ? (
        <Dialog
          title={BILLING_MESSAGES.accountContext}
          onClose={() => setNoAccount(false)}
          actions={
            <Button variant="primary" onClick={() => setNoAccount(false)}>
              {t('app.ok')}
            </Button>
          }
        >
          <p>{BILLING_MESSAGES.noAccount}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
