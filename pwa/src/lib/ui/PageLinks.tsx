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
          if (control !== 'previous' && control !== 'next') return {};
          const target = control === 'previous' ? page - 1 : page + 1;
          // On the first or last page that arrow is a disabled button, which still needs its name.
          const link = target >= 1 && target <= pages ? { component: Link, to: hrefOf(target) } : {};
          return { ...link, 'aria-label': control === 'previous' ? texts.common.previousPage : texts.common.nextPage };
        }}
      />
    </Group>
  );
}
