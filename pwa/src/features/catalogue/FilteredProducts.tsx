import { Title } from '@mantine/core';
import { Loaded } from '../../lib/ui/Loaded';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { ProductGrid } from './ProductGrid';

/** A category or a year fits one page: the server allows up to 100 titles per page. */
const FILTERED_PAGE_SIZE = '100';

interface FilteredProductsProps {
  title: string;
  /** Query parameters of GET /api/products, e.g. { category: slug } or { year }. */
  filter: { category: string } | { year: string };
  emptyText: string;
}

/** A heading and every title that matches a filter of the catalogue. */
export function FilteredProducts({ title, filter, emptyText }: FilteredProductsProps) {
  const [state] = useApi(get(client.products, { query: { ...filter, pageSize: FILTERED_PAGE_SIZE } }));
  useDocumentTitle(title);
  return (
    <>
      <Title order={1} mb="md">
        {title}
      </Title>
      <Loaded state={state}>{(list) => <ProductGrid products={list.products} emptyText={emptyText} />}</Loaded>
    </>
  );
}
