// A menu of actions behind a button (the WAI-ARIA menu button pattern): the arrow keys, Home and End move
// between items, Escape closes it and returns to its button, Tab or a click elsewhere closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Button } from './Button';
import styles from './Menu.module.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function Menu({
  label,
  icon = '⋯',
  text,
  items,
  align = 'end',
  ref,
}: {
  /** The button's accessible name, such as "Actions for Website". */
  label: string;
  icon?: ReactNode;
  /** A word shown on the button instead of the icon ("Export"): then it looks like the page's other buttons. */
  text?: string;
  items: MenuAction[];
  align?: 'start' | 'end';
  /** The menu's button, for returning focus to it. */
  ref?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current === 'first' ? itemRefs.current[0] : itemRefs.current[items.length - 1];
    target?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, items.length]);

  function openAt(position: 'first' | 'last') {
    focusOnOpen.current = position;
    setOpen(true);
  }

  function closeAndReturn() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const focusable = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = focusable.indexOf(document.activeElement as HTMLButtonElement);
    const move = (next: number) => {
      event.preventDefault();
      focusable[(next + focusable.length) % focusable.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(focusable.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturn();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div className={styles.container} ref={containerRef}>
      <Button
        ref={(element) => {
          buttonRef.current = element;
          assignRef(ref, element);
        }}
        variant={text ? 'secondary' : 'quiet'}
        className={text ? undefined : styles.trigger}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {text ? (
          <span aria-hidden="true">{text} ▾</span>
        ) : (
          <span aria-hidden="true" className={styles.icon}>
            {icon}
          </span>
        )}
      </Button>
      {open ? (
        <div id={menuId} role="menu" aria-label={label} className={`${styles.panel} ${styles[align]}`} onKeyDown={onMenuKeyDown} tabIndex={-1}>
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={[styles.item, item.tone === 'danger' ? styles.danger : null].filter(Boolean).join(' ')}
              onClick={() => {
                closeAndReturn();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The look of a menu panel and its items, for menus whose entries are links (the account and workspace menus). */
export const menuClasses = {
  container: styles.container,
  button: styles.disclosure,
  panel: styles.panel,
  panelEnd: `${styles.panel} ${styles.end}`,
  panelStart: `${styles.panel} ${styles.start}`,
  heading: styles.heading,
  /** A quieter line under the heading's name (the account's email). */
  detail: styles.detail,
  list: styles.list,
  item: styles.item,
  separator: styles.separator,
  chevron: styles.chevron,
  label: styles.label,
  /** A label that shows on wide screens only (phones show the avatar); it still names the button. */
  collapsibleLabel: `${styles.label} ${styles.collapsible}`,
};
