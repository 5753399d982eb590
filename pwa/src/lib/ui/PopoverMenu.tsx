import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import classes from './PopoverMenu.module.css';

/** What the menu's button needs: its element and the menu it opens. */
export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  popoverTarget: string;
  'aria-haspopup': 'menu';
}

const GAP_PX = 4;

/**
 * Sets the menu just above its button, towards the side of the screen with more room: the menus
 * open from the player's bar at the bottom of the screen.
 */
function placeAbove(menu: HTMLElement, button: HTMLElement) {
  const box = button.getBoundingClientRect();
  const { clientWidth, clientHeight } = document.documentElement;
  const towardsRight = box.left + box.width / 2 < clientWidth / 2;
  Object.assign(menu.style, {
    bottom: `${clientHeight - box.top + GAP_PX}px`,
    left: towardsRight ? `${box.left}px` : 'auto',
    right: towardsRight ? 'auto' : `${clientWidth - box.right}px`,
  });
}

const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];

/** Arrow keys, Home and End move between the items (Escape, the browser's, closes the menu). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const items = itemsOf(event.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  items[(to + items.length) % items.length]?.focus();
}

/**
 * A menu button and its menu as the browser's own popover: opening and closing it runs no render
 * and no positioning library, so it answers a tap at once even on a slow phone. The browser closes
 * it on Escape or a tap beside it and gives the focus back to the button; an item closes it when
 * chosen. On opening, the current item (aria-current) or the first one takes the focus.
 */
export function PopoverMenu({ label, trigger, children }: { label: string; trigger: (props: MenuTriggerProps) => ReactNode; children: ReactNode }) {
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = menu.current!;
    const place = (event: ToggleEvent) => event.newState === 'open' && button.current && placeAbove(element, button.current);
    const focusItem = (event: ToggleEvent) => {
      if (event.newState !== 'open') return;
      const items = itemsOf(element);
      (items.find((item) => item.hasAttribute('aria-current')) ?? items[0])?.focus();
    };
    element.addEventListener('beforetoggle', place);
    element.addEventListener('toggle', focusItem);
    return () => {
      element.removeEventListener('beforetoggle', place);
      element.removeEventListener('toggle', focusItem);
    };
  }, []);
  return (
    <>
      {trigger({ ref: button, popoverTarget: id, 'aria-haspopup': 'menu' })}
      <div id={id} ref={menu} popover="auto" role="menu" aria-label={label} className={classes.menu} onKeyDown={moveFocus}>
        {children}
      </div>
    </>
  );
}

/** An item of a PopoverMenu: `onChoose` runs and the menu closes; `current` marks the item chosen now. */
export function PopoverMenuItem({ onChoose, current, danger, children }: { onChoose: () => void; current?: boolean; danger?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      role="menuitem"
      className={classes.item}
      aria-current={current || undefined}
      data-danger={danger || undefined}
      tabIndex={-1}
      onClick={(event) => {
        event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
        onChoose();
      }}
    >
      {children}
    </button>
  );
}
