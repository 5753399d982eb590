import { Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { ProductListJson } from '../../../../api/src/contract/catalogue';
import { query } from '../../lib/api';
import { texts } from '../../lib/texts';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProductGrid } from './ProductGrid';

/** /new-books/{year}: the titles published that year (a malformed year gets the server's message). */
export function NewBooksPage() {
  const { year = '' } = useParams();
  const state = useApi<ProductListJson>(`/products${query({ year, pageSize: 100 })}`);
  const title = texts.catalogue.newBooks.title(year);
  useDocumentTitle(title);
  return (
    <>
      <Title order={1} mb="md">
        {title}
      </Title>
      <Loaded state={state}>{(list) => <ProductGrid products={list.products} emptyText={texts.catalogue.newBooks.empty} />}</Loaded>
    </>
  );
}
