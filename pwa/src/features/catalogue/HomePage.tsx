import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { commonTexts } from '../../lib/texts/common';
import { Loaded } from '../../lib/ui/Loaded';
import { PageLinks } from '../../lib/ui/PageLinks';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { useDocumentHead } from '../../lib/useDocumentHead';
import { ContinueListening } from '../media/listening/ContinueListening';
import { BannerCarousel } from './BannerCarousel';
import { ProductGrid } from './ProductGrid';

/** The catalogue, a page at a time: / and /page/{n}, or a search: /search/{keyword} and /search/{keyword}/page/{n}. */
export function HomePage() {
  const { keyword, pageNumber } = useParams();
  const [state] = useApi(get(client.products, { query: { keyword, pageNumber } }));
  const t = catalogueTexts.home;
  // Search results are the catalogue again in another order: search engines list the catalogue itself.
  useDocumentHead(keyword ? { title: t.searchDocumentTitle(keyword), noindex: true } : {});

  const pageHref = (n: number) => (keyword ? `/search/${encodeURIComponent(keyword)}/page/${n}` : `/page/${n}`);

  return (
    <>
      {!keyword && <BannerCarousel />}
      {!keyword && <ContinueListening />}
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {keyword ? t.searchTitle(keyword) : t.title}
        </Title>
        {keyword && (
          <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} h={40}>
            {commonTexts.back}
          </Button>
        )}
      </Group>
      <Loaded state={state}>
        {(list) => (
          <>
            <ProductGrid products={list.products} emptyText={keyword ? t.noResults(keyword) : t.empty} />
            <PageLinks page={list.page} pages={list.pages} hrefOf={pageHref} />
          </>
        )}
      </Loaded>
    </>
  );
}
