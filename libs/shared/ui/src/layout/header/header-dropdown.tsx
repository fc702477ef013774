import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useHeaderMenus, type HeaderMenuId } from './header-menus';
import classes from './header.module.css';

interface HeaderDropdownProps {
  id: HeaderMenuId;
  /** The trigger's accessible name (it shows only an icon). */
  label: string;
  icon: ReactNode;
  badge?: number;
  /** Called on hover/focus of the trigger, to start fetching a lazy panel before the click. */
  onIntent?: () => void;
  /** The panel's content, rendered only while open. */
  children: ReactNode;
}

/**
 * An icon button with a pop-up panel. Opening one closes the others (shared state); it closes on
 * a second click, a click outside, mouse leave, Escape (focus goes back to the button) and route change.
 */
export function HeaderDropdown({ id, label, icon, badge, onIntent, children }: HeaderDropdownProps) {
  const { open, toggle, close } = useHeaderMenus();
  const isOpen = open === id;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);

  return (
    <div ref={rootRef} className={classes.dropdown} onMouseLeave={isOpen ? close : undefined} data-menu={id}>
      <button
        ref={triggerRef}
        type="button"
        className={classes.iconButton}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => toggle(id)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {icon}
        {badge ? (
          <span className={classes.badge} aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </button>
      {isOpen && (
        <div id={panelId} className={classes.panel} role="region" aria-label={label}>
          {children}
        </div>
      )}
    </div>
  );
}
