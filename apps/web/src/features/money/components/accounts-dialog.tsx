import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawAccount } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { useAccounts } from '../api/get-accounts';
import { useSetPrimaryAccount } from '../api/set-primary-account';
import { AccountSummary, useAccountLabel } from './account-summary';
import { AccountFormDialog, type AccountFormTarget } from './account-form-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The accounts-list modal: each account with Set Primary, Edit and Delete; Add Account below. */
export function AccountsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const setPrimary = useSetPrimaryAccount();
  const label = useAccountLabel();
  const [form, setForm] = useState<AccountFormTarget | null>(null);
  const [deleting, setDeleting] = useState<WithdrawAccount | null>(null);
  const list = accounts.data ?? [];
  return (
    <>
      <Dialog open={open} onClose={onClose} title={t('money.myAccounts', 'My Accounts')}>
        <div className="flex flex-col gap-3 px-5 py-4">
          {list.length === 0 && !accounts.isLoading && (
            <p className="text-sm text-muted">{t('money.noAccounts', 'No account added yet.')}</p>
          )}
          <ul className="flex flex-col gap-2">
            {list.map((a) => (
              <li key={a._id} className="flex flex-col gap-2 rounded-xl border border-line p-3">
                <AccountSummary account={a} />
                <div className="flex flex-wrap gap-2">
                  {!a.primary && (
                    <button
                      type="button"
                      className="btn btn-ghost min-h-8 px-3 text-xs"
                      disabled={setPrimary.isPending}
                      onClick={() => setPrimary.mutate(a._id)}
                    >
                      {t('money.setPrimary', 'Set Primary')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost min-h-8 px-3 text-xs"
                    onClick={() => setForm({ mode: 'edit', account: a })}
                  >
                    {t('money.edit', 'Edit')}
                  </button>
                  <button type="button" className="btn btn-ghost min-h-8 px-3 text-xs text-danger" onClick={() => setDeleting(a)}>
                    {t('money.delete', 'Delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-accent" onClick={() => setForm({ mode: 'add' })}>
            {t('money.addAccount', 'Add Account')}
          </button>
        </div>
      </Dialog>
      <AccountFormDialog target={form} onClose={() => setForm(null)} />
      <DeleteAccountDialog account={deleting} label={deleting ? label(deleting) : ''} onClose={() => setDeleting(null)} />
    </>
  );
}
