import { useTranslation } from 'react-i18next';
import type { WithdrawAccount } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting an account needs a confirmation (docs/product.md §4). */
export function DeleteAccountDialog({ account, label, onClose }: { account: WithdrawAccount | null; label: string; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  return (
    <Dialog open={account !== null} onClose={onClose} title={t('money.deleteAccount', 'Delete Account')}>
      <div className="flex flex-col gap-4 px-5 py-4">
        <p>{t('money.deleteConfirm', 'Are you sure you want to delete the account {{name}}?', { name: label })}</p>
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('money.cancel', 'Cancel')}
          </button>
          <button
            type="button"
            className="btn bg-danger text-white hover:brightness-110"
            disabled={remove.isPending}
            onClick={() => account && remove.mutate(account._id, { onSuccess: onClose })}
          >
            {t('money.delete', 'Delete')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
