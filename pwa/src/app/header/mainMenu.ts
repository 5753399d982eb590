import { ALPHABETICAL_SLUG, CATEGORIES, NEW_BOOKS_YEAR } from '@contract/catalogue';
import { categoryLabel } from '../../features/catalogue/categoryLabel';
import { layoutTexts } from '../../lib/texts/layout';

export interface MenuLink {
  label: string;
  to: string;
  /** Draws a divider above this link (separates the A–Z list from the categories). */
  startsGroup?: boolean;
}

export interface MenuSection {
  label: string;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuSection;

export const isSection = (entry: MenuEntry): entry is MenuSection => 'links' in entry;

/** The phone menu's element: its buttons name it (popovertarget), and bench:interactive watches it open. */
export const MAIN_MENU_ID = 'main-menu';

const m = layoutTexts.menu;

/** The main menu (spec 2, Header), shared by the phone's drawer and the desktop bar. */
export const mainMenu: MenuEntry[] = [
  { label: m.newBooks, links: [{ label: m.newBooksOfYear(NEW_BOOKS_YEAR), to: `/new-books/${NEW_BOOKS_YEAR}` }] },
  {
    label: m.podcast,
    links: [
      { label: m.wordsOfLife, to: '/words-of-life' },
      { label: m.lifeStudy, to: '/life-study' },
      { label: m.downloads, to: '/stazene' },
    ],
  },
  { label: m.video, to: '/video' },
  {
    label: m.eshop,
    links: [
      { label: m.alphabetical, to: `/eshop/${ALPHABETICAL_SLUG}` },
      ...CATEGORIES.map((c, i) => ({ label: categoryLabel(c.name), to: `/eshop/${c.slug}`, startsGroup: i === 0 })),
    ],
  },
  { label: m.library, to: '/library' },
  {
    label: m.info,
    links: [
      { label: m.watchmanNee, to: '/watchman-nee' },
      { label: m.witnessLee, to: '/witness-lee' },
      { label: m.about, to: '/about' },
      { label: m.safetyPrivacy, to: '/safety-privacy' },
    ],
  },
  { label: m.contact, to: '/contact' },
];
