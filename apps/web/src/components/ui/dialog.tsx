import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { liftToasts, lowerToasts } from './toast-layer';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  children: ReactNode;
  /** `drawer` slides in from the left edge (side menu on phones). */
  variant?: 'dialog' | 'drawer';
  className?: string;
  /** Hides the title visually (still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Names the dialog when the title is not text (a logo). */
  ariaLabel?: string;
}

/**
 * A modal on the native <dialog> element: `showModal()` makes the rest of the page inert (so
 * focus stays inside), Escape cancels, focus returns to the opener on close. The backdrop
 * and the close button close it too. Content mounts only while open. While open, the toasts
 * move inside it (see toast-layer): outside, they would sit under its backdrop.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  variant = 'dialog',
  className = '',
  hideTitle = false,
  ariaLabel,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      liftToasts(d);
      return () => {
        if (d.open) d.close();
        lowerToasts(d);
        opener?.focus();
      };
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={ariaLabel ? undefined : titleId}
      aria-label={ariaLabel}
      aria-describedby={description ? descId : undefined}
      className={`${variant === 'drawer' ? 'app-drawer' : 'app-dialog'} ${className}`}
      onCancel={(e) => {
        // Escape: keep React the owner of `open`.
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-start gap-3 border-b border-line px-5 py-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg leading-7 font-bold'}>
                {title}
              </h2>
              {description && (
                <p id={descId} className="mt-0.5 text-sm text-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              className="icon-btn -mr-2 -mt-1 size-9 text-muted hover:text-fg"
              onClick={onClose}
              aria-label={t('common.close', 'Close')}
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </div>
      )}
    </dialog>
  );
}
