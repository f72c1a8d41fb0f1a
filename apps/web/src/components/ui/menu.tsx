import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when its content is not text enough. */
  ariaLabel?: string;
  buttonClassName?: string;
  /** Which edge of the toggle the panel lines up with. */
  align?: 'start' | 'end';
  /** The items (role menuitem / menuitemradio); activating one closes the menu. */
  children: ReactNode;
  panelClassName?: string;
  /** After the pointer leaves, the panel closes after this delay (profile dropdown: 500 ms). */
  closeOnLeaveMs?: number;
}

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemradio"]';

/**
 * A dropdown menu button (WAI-ARIA menu button): Enter/Space/ArrowDown open it on the first
 * item, arrows move, Home/End jump, Escape and Tab close; a click outside closes it.
 */
export function Menu({ label, ariaLabel, buttonClassName = '', align = 'end', children, panelClassName = '', closeOnLeaveMs }: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const menuId = useId();

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const items = () => [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  const openAndFocus = (which: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const list = items();
      (which === 'first' ? list[0] : list[list.length - 1])?.focus();
    });
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAndFocus('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus('last');
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={() => window.clearTimeout(leaveTimer.current)}
      onPointerLeave={(e) => {
        if (!open || closeOnLeaveMs === undefined || e.pointerType !== 'mouse') return;
        leaveTimer.current = window.setTimeout(() => setOpen(false), closeOnLeaveMs);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        className={buttonClassName}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={menuId}
          role="menu"
          aria-label={ariaLabel}
          onKeyDown={onPanelKey}
          onClick={(e) => {
            if ((e.target as Element).closest('[role="menuitem"], [role="menuitemradio"]')) close();
          }}
          className={`absolute top-full z-50 mt-2 min-w-48 overflow-hidden rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl ${align === 'end' ? 'right-0' : 'left-0'} ${panelClassName}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** Class of a menu item row. */
export const menuItemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-fg outline-none hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none';
