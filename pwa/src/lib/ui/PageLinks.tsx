import { usePagination } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { commonTexts } from '../texts/common';
import classes from './PageLinks.module.css';

interface PageLinksProps {
  page: number;
  pages: number;
  /** The address of page n, e.g. (n) => `/page/${n}`. */
  hrefOf: (page: number) => string;
}

/** The arrow to the page before or after: a link, or on the first or last page a disabled button that still has its name. */
function PageArrow({
  target,
  pages,
  hrefOf,
  label,
  children,
}: {
  target: number;
  pages: number;
  hrefOf: (page: number) => string;
  label: string;
  children: ReactNode;
}) {
  if (target < 1 || target > pages) {
    return (
      <button type="button" className={classes.control} disabled aria-label={label}>
        {children}
      </button>
    );
  }
  return (
    <Link to={hrefOf(target)} className={classes.control} aria-label={label}>
      {children}
    </Link>
  );
}

/**
 * Pagination as real links (crawlable, shareable, working before the app has started), in plain
 * markup rather than Mantine's Pagination, which the first screen would have to load and hydrate;
 * shown only when there is more than one page.
 */
export function PageLinks({ page, pages, hrefOf }: PageLinksProps) {
  const { range } = usePagination({ total: pages, page });
  if (pages <= 1) return null;
  return (
    <nav className={classes.pages} aria-label={commonTexts.pagination}>
      <PageArrow target={page - 1} pages={pages} hrefOf={hrefOf} label={commonTexts.previousPage}>
        <IconChevronLeft size={16} aria-hidden="true" />
      </PageArrow>
      {range.map((item, index) =>
        item === 'dots' ? (
          <span key={`dots-${index}`} className={classes.dots} aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={item} to={hrefOf(item)} className={classes.control} aria-current={item === page ? 'page' : undefined}>
            {item}
          </Link>
        ),
      )}
      <PageArrow target={page + 1} pages={pages} hrefOf={hrefOf} label={commonTexts.nextPage}>
        <IconChevronRight size={16} aria-hidden="true" />
      </PageArrow>
    </nav>
  );
}
