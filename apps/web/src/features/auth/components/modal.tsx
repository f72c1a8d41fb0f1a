import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  /** Escape, the backdrop and the close button ask to close. */
  onClose(): void;
  /**
   * A forced dialog ignores Escape and the backdrop; only its close button asks, and the
   * owner decides what a close attempt means (the forced change-password popup logs out).
   */
  forced?: boolean;
  children: ReactNode;
}

/**
 * The auth popups' dialog: a bottom sheet on phones (≤ 600 px), a centred card above.
 * Accessible: role=dialog, aria-modal, labelled by its title, focus moves to the first field
 * and stays inside (Tab wraps), and returns where it was on close.
 */
export function Modal({ title, onClose, forced = false, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const forcedRef = useRef(forced);
  useEffect(() => {
    onCloseRef.current = onClose;
    forcedRef.current = forced;
  }, [onClose, forced]);

  // Escape is heard on the whole document: focus may have left the panel (a removed button).
  useEffect(() => {
    function onEscape(e: KeyboardEvent) {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      if (!forcedRef.current) onCloseRef.current();
    }
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>('input:not([disabled]), select, textarea') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) return;
    if (e.shiftKey && document.activeElement === firstItem) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  }

  return createPortal(
    <div
      className="fixed inset-0 z-[1000] flex items-end justify-center bg-black/60 md:items-center md:p-4"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !forced) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-[var(--color-surface,#ffffff)] px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-[var(--color-text,#0f172a)] shadow-2xl outline-none md:max-w-md md:rounded-2xl md:border md:border-[var(--color-line,#e2e8f0)] md:p-6"
      >
        <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-current opacity-20 md:hidden" />
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg leading-7 font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={t('common.close', 'Close')}
            className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-xl leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-[var(--color-primary,#0f766e)]"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
