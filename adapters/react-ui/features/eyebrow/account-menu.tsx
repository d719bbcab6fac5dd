import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type EyebrowItem, EyebrowText } from '../../../../domain/accounts/eyebrow';

/**
 * §2 "My Account dropdown" as a WAI-ARIA menu button: the button has aria-haspopup and aria-expanded;
 * Enter, Space or ArrowDown opens the menu on its first item, ArrowUp on its last; in the menu the
 * arrows move (wrapping), Home and End jump, Escape closes and returns focus to the button, Tab closes;
 * a click outside closes it.
 */
export function AccountMenu({
  items,
  onItemClick,
}: {
  items: readonly EyebrowItem[];
  onItemClick: (item: EyebrowItem) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const last = items.length - 1;

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(last);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const select = (item: EyebrowItem) => {
    onItemClick(item);
    setOpen(false);
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {EyebrowText.myAccount}
        <span aria-hidden="true" className="account-menu-caret">
          ▾
        </span>
      </button>
      <div
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        className="account-menu-list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => {
          const common = {
            ref: (el: HTMLAnchorElement | null) => {
              itemRefs.current[index] = el;
            },
            role: 'menuitem',
            tabIndex: -1,
            className: item.id === 'phone' ? 'account-menu-phone' : undefined,
            onClick: () => select(item),
          };
          return item.href.startsWith('/') ? (
            <Link key={item.id} {...common} to={item.href}>
              {item.text}
            </Link>
          ) : (
            <a key={item.id} {...common} href={item.href}>
              {item.text}
            </a>
          );
        })}
      </div>
    </div>
  );
}
