import { toast } from 'sonner';

/** Copies `value` to the clipboard; says so in a toast, and stays quiet where the clipboard is closed. */
export function CopyButton({ value, className = '' }: { value: string; className?: string }) {
  return (
    <button
      type="button"
      className={`btn btn-ghost min-h-9 ${className}`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => toast.success('Copied'),
          () => undefined,
        );
      }}
    >
      Copy
    </button>
  );
}
