import { IconChevronRight, IconX } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { layoutTexts } from '../../lib/texts/layout';
import { isSection, MAIN_MENU_ID, mainMenu, type MenuLink, type MenuSection } from './mainMenu';
import classes from './MobileMenu.module.css';
import { useIsCurrent } from './useIsCurrent';

type IsCurrent = (to: string) => boolean;

function MenuItemLink({ link, isCurrent, strong }: { link: MenuLink; isCurrent: IsCurrent; strong?: boolean }) {
  return (
    <Link to={link.to} className={classes.item} data-strong={strong || undefined} aria-current={isCurrent(link.to) ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}

/** A section folds open without JavaScript; the one holding the current page starts open. */
function MenuSectionItem({ section, isCurrent }: { section: MenuSection; isCurrent: IsCurrent }) {
  return (
    <details className={classes.section} open={section.links.some((link) => isCurrent(link.to))}>
      <summary className={classes.item} data-strong>
        {section.label}
        <IconChevronRight size={16} className={classes.chevron} aria-hidden="true" />
      </summary>
      <ul className={classes.links}>
        {section.links.map((link) => (
          <li key={link.to}>
            <MenuItemLink link={link} isCurrent={isCurrent} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Closes the menu when the app shows another page, or the same one again (each navigation has a
 * key of its own). Not on the first render: the visitor may have opened it before the app started.
 */
function useClosedOnNavigation(menu: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [key, menu]);
}

/**
 * The burger and the main menu on phones, as a popover the server renders: it opens, folds its
 * sections and leads to its pages as plain HTML from the first paint, before the app has started.
 * The browser closes it on Escape or a tap beside it.
 */
export function MobileMenu() {
  const isCurrent = useIsCurrent();
  const menu = useRef<HTMLElement>(null);
  useClosedOnNavigation(menu);

  return (
    <>
      <button type="button" popoverTarget={MAIN_MENU_ID} aria-label={layoutTexts.menu.open} className={classes.burger}>
        <span className={classes.bars} aria-hidden="true" />
      </button>
      <nav id={MAIN_MENU_ID} ref={menu} popover="auto" aria-label={layoutTexts.menu.navigation} className={classes.menu}>
        <div className={classes.header}>
          <h2 className={classes.title}>{layoutTexts.menu.title}</h2>
          <button type="button" popoverTarget={MAIN_MENU_ID} popoverTargetAction="hide" aria-label={layoutTexts.menu.close} className={classes.close}>
            <IconX size={20} aria-hidden="true" />
          </button>
        </div>
        <ul className={classes.entries}>
          {mainMenu.map((entry) => (
            <li key={entry.label}>
              {isSection(entry) ? <MenuSectionItem section={entry} isCurrent={isCurrent} /> : <MenuItemLink link={entry} isCurrent={isCurrent} strong />}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
