import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface RowMenuItem {
  label: string;
  /** the item's full accessible name when its visible label needs the row's context */
  name?: string;
  disabled?: boolean;
  onSelect: () => void;
}

/**
 * A row's actions behind one button (the WAI-ARIA menu button pattern): arrows move between
 * items, Enter or Space picks, Escape or Tab closes, and focus goes back to the button.
 */
export function RowMenu({
  label,
  items,
  icon,
}: {
  label: string;
  items: readonly RowMenuItem[];
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();

  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const itemsOf = () => itemRefs.current.filter((b): b is HTMLButtonElement => b !== null && !b.disabled);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    itemsOf()[0]?.focus();
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const all = itemsOf();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') return close(false);
    else return;
    e.preventDefault();
  };

  return (
    <span className="row-menu">
      <button
        ref={button}
        type="button"
        className="secondary icon row-menu-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon ?? <span aria-hidden="true">⋯</span>}
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" aria-label={label} className="row-menu-list" onKeyDown={onMenuKey}>
          {items.map((it, i) => (
            <li key={it.label} role="none">
              <button
                ref={(b) => {
                  itemRefs.current[i] = b;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-label={it.name}
                disabled={it.disabled}
                onClick={() => {
                  close(true);
                  it.onSelect();
                }}
              >
                {it.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
