import { useNavigate } from '@tanstack/react-router';
import { formatDate } from '../../domain/locale-format';
import { useEffect, useState } from 'react';
import type { Bill, LevyAccount } from '../../contract/billing';
import { formatCents } from '../../domain/cards';
import { t } from '../../i18n';
import { BILLING_MESSAGES } from '../../i18n/en/billing';
import { useOnline } from '../../sync/hooks';
import { usePendingPayment } from '../../app/payments';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { PaymentResume } from '../../app/PaymentResume';
import { TopBar } from '../../ui/TopBar';
import { refreshBills, useBills, useLevyAccount, useLevyAccounts } from './billing.api';
import { periodLabel } from './bill-format';
import { billsHref, paymentHref, type BillsSearch } from './billing-search';
import { SelectAccountDialog } from './SelectAccountDialog';
import { StatementDialog } from './StatementDialog';
import './billing.css';
import '../../i18n/areas/billing';
import '../../i18n/areas/shell';

/** The account shown: the one named in the URL, else the unit's (or the estate's) first. */
function chosenAccount(accounts: readonly LevyAccount[] | undefined, named: LevyAccount | null | undefined, unitNo: string): LevyAccount | null | undefined {
  if (named) return named;
  if (accounts === undefined || named === undefined) return undefined;
  return accounts.find((a) => !unitNo || a.unitNo === unitNo) ?? accounts[0] ?? null;
}

/**
 * /bills (spec 3): the account's balance with Pay, the latest bill with View, the History list of
 * earlier bills, 'Select Account' when the user has several, and 'Fetching Bills' while the
 * device pulls the latest. Everything reads from Dexie, so it renders offline. A payment attempt
 * left open by a reload or crash is resolved here and its result shown.
 */
export function BillsScreen({ search }: { search: BillsSearch }) {
  const navigate = useNavigate();
  const online = useOnline();
  const estateId = useCurrentRole()?.estateId;
  const accounts = useLevyAccounts(estateId);
  const named = useLevyAccount(estateId, search.defaultAccountNumber);
  const account = chosenAccount(accounts, named, search.unitNo);
  const bills = useBills(estateId, account?.sAccountNumber ?? '');
  const pending = usePendingPayment();
  const [fetching, setFetching] = useState(false);
  const [picking, setPicking] = useState(false);
  const [statement, setStatement] = useState<Bill | null>(null);

  useEffect(() => {
    if (!online) return;
    let live = true;
    setFetching(true);
    void refreshBills().finally(() => {
      if (live) setFetching(false);
    });
    return () => {
      live = false;
    };
  }, [online]);

  const back = () => void navigate({ href: account ? `/accounttypesselect?${new URLSearchParams({ unitNo: account.unitNo }).toString()}` : '/accounttypes' });
  const [latest, ...earlier] = bills ?? [];

  return (
    <div>
      <TopBar title={t('billing.billsTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page levy-page">
        {fetching ? (
          <p className="notice notice-pending levy-fetching" role="status">
            {t('billing.fetching')}
          </p>
        ) : null}
        {pending && pending.purpose === 'levy' ? <PaymentResume key={pending.payRequestId} pending={pending} onDone={() => undefined} /> : null}
        {account === undefined ? (
          <LoadingOverlay />
        ) : account === null ? (
          <EmptyState message={BILLING_MESSAGES.noAccount} />
        ) : (
          <>
            <section className="card levy-account" aria-label={t('billing.account')}>
              <div className="row">
                <div className="spacer">
                  <strong>{account.sAccountName}</strong>
                  <div className="muted">{t('billing.accountLine', { number: account.sAccountNumber, unitNo: account.unitNo })}</div>
                </div>
                {accounts && accounts.length > 1 ? (
                  <Button variant="secondary" onClick={() => setPicking(true)}>
                    {t('billing.selectAccount')}
                  </Button>
                ) : null}
              </div>
              <div className="row levy-balance">
                <div className="spacer">
                  <div className="muted">{t('billing.balance')}</div>
                  <div className="levy-big" data-testid="levy-balance">
                    {formatCents(account.balanceCents)}
                  </div>
                  {account.balanceCents < 0 ? <div className="muted">{t('billing.inCredit')}</div> : null}
                </div>
                <Button variant="primary" onClick={() => void navigate({ href: paymentHref(account.sAccountNumber) })}>
                  {t('billing.pay')}
                </Button>
              </div>
            </section>

            {bills === undefined ? null : latest === undefined ? (
              <EmptyState message={t('billing.noBills')} />
            ) : (
              <>
                <section className="card levy-latest" aria-label={t('billing.latestBill')} data-testid="latest-bill">
                  <h2>{t('billing.latestBill')}</h2>
                  <p className="levy-period">{periodLabel(latest.period)}</p>
                  <dl className="levy-facts">
                    <dt>{t('billing.amountDue')}</dt>
                    <dd>{formatCents(latest.TotalDueCents)}</dd>
                    <dt>{t('billing.statementDate')}</dt>
                    <dd>{formatDate(latest.AccountDate)}</dd>
                    <dt>{t('billing.dueDate')}</dt>
                    <dd>{formatDate(latest.DueDate)}</dd>
                  </dl>
                  <Button variant="primary" className="btn-block" onClick={() => setStatement(latest)}>
                    {t('billing.view')}
                  </Button>
                </section>

                {earlier.length > 0 ? (
                  <section aria-label={t('billing.history')}>
                    <h2 className="section-title">{t('billing.history')}</h2>
                    <ul className="list levy-history" data-testid="bill-history">
                      {earlier.map((bill) => (
                        <li key={bill.id}>
                          <button type="button" className="list-row" onClick={() => setStatement(bill)}>
                            <span>
                              {periodLabel(bill.period)}
                              <br />
                              <span className="muted">
                                {t('billing.dueDate')}: {formatDate(bill.DueDate)}
                              </span>
                            </span>
                            <span className="levy-amount">{formatCents(bill.TotalDueCents)}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </>
            )}

            <p>
              <Button variant="text" onClick={() => void navigate({ href: '/PaymentHistory' })}>
                {t('billing.paymentHistory')}
              </Button>
            </p>
          </>
        )}
      </main>
      {picking && accounts ? (
        <SelectAccountDialog
          accounts={accounts}
          current={account?.sAccountNumber}
          onChoose={(chosen) => {
            setPicking(false);
            void navigate({ href: billsHref(chosen.sAccountNumber, chosen.unitNo), replace: true });
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
      {statement ? <StatementDialog bill={statement} onClose={() => setStatement(null)} /> : null}
    </div>
  );
}
