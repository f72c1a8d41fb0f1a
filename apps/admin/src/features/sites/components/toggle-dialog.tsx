import { CodeConfirmDialog } from './code-confirm-dialog';

export interface ToggleDialogProps {
  title: string;
  /** What switching does, in one sentence. */
  consequence: string;
  /** The wanted state (the dialog confirms switching to it). */
  isOn: boolean;
  onConfirm(transactionCode: string): Promise<{ message?: string | undefined }>;
  onClose(): void;
}

/** The confirm modal of an administrator toggle, with the transaction code it requires. */
export function ToggleDialog({ title, consequence, isOn, onConfirm, onClose }: ToggleDialogProps) {
  const state = isOn ? 'on' : 'off';
  return (
    <CodeConfirmDialog
      title={`${title}: turn ${state}?`}
      description={consequence}
      confirmLabel={`Turn ${state}`}
      tone={isOn ? 'danger' : 'primary'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
