import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** `drawer` slides in from the left edge (the navigation on phones). */
  variant?: 'dialog' | 'drawer';
  className?: string;
}

/**
 * A modal on the native <dialog>: `showModal()` makes the rest of the page inert, Escape and
 * the backdrop close it, focus returns to the opener. Content mounts only while open.
 */
export function Dialog({ open, onClose, title, description, children, variant = 'dialog', className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d || !open || d.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', '');
    return () => {
      if (d.open) d.close();
      else d.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      className={`${variant === 'drawer' ? 'staff-drawer' : 'staff-dialog'} ${className}`}
      onCancel={(e) => {
        // Escape: React stays the owner of `open`.
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
              <h2 id={titleId} className="text-lg leading-7 font-bold">
                {title}
              </h2>
              {description && (
                <p id={descId} className="mt-0.5 text-sm text-muted">
                  {description}
                </p>
              )}
            </div>
            <button type="button" className="icon-btn -mt-1 -mr-2 size-9 text-muted hover:text-fg" onClick={onClose} aria-label="Close">
              <Icon name="close" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </div>
      )}
    </dialog>
  );
}
