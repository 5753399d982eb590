import { Group, Pagination } from '@mantine/core';
import { Link } from 'react-router-dom';
import { texts } from '../texts';

interface PageLinksProps {
  page: number;
  pages: number;
  /** The address of page n, e.g. (n) => `/page/${n}`. */
  hrefOf: (page: number) => string;
}

/** Pagination as real links (crawlable, shareable); shown only when there is more than one page. */
export function PageLinks({ page, pages, hrefOf }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" my="lg" component="nav" aria-label={texts.common.pagination}>
      <Pagination
        total={pages}
        value={page}
        getItemProps={(n) => ({ component: Link, to: hrefOf(n) })}
        getControlProps={(control) => {
          if (control === 'previous' && page > 1) return { component: Link, to: hrefOf(page - 1), 'aria-label': texts.common.previousPage };
          if (control === 'next' && page < pages) return { component: Link, to: hrefOf(page + 1), 'aria-label': texts.common.nextPage };
          return {};
        }}
      />
    </Group>
  );
}
