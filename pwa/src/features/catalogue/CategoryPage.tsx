import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ALPHABETICAL_SLUG, categoryBySlug, type ProductListJson } from '../../../../api/src/contract/catalogue';
import { query } from '../../lib/api';
import { texts } from '../../lib/texts';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AlphabeticalList } from './AlphabeticalList';
import { categoryLabel } from './categoryLabel';
import { ProductGrid } from './ProductGrid';

/** Every title of a category fits one page (the server allows up to 100). */
const CATEGORY_PAGE_SIZE = 100;

function CategoryProducts({ slug, name }: { slug: string; name: string }) {
  const state = useApi<ProductListJson>(`/products${query({ category: slug, pageSize: CATEGORY_PAGE_SIZE })}`);
  const label = categoryLabel(name);
  useDocumentTitle(label);
  return (
    <>
      <Title order={1} mb="md">
        {label}
      </Title>
      <Loaded state={state}>{(list) => <ProductGrid products={list.products} emptyText={texts.catalogue.category.empty} />}</Loaded>
    </>
  );
}

function CategoryNotFound() {
  const t = texts.catalogue.category;
  useDocumentTitle(t.notFound);
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Title order={1}>{t.notFound}</Title>
      <Text>{t.notFoundText}</Text>
      <Anchor component={Link} to="/">
        {t.home}
      </Anchor>
    </Stack>
  );
}

/** /eshop/{category}: the titles of one category, or the A–Z list for the special slug. */
export function CategoryPage() {
  const slug = (useParams().category ?? '').normalize('NFC');
  if (slug.toLocaleLowerCase('cs') === ALPHABETICAL_SLUG.toLocaleLowerCase('cs')) return <AlphabeticalList />;
  const category = categoryBySlug(slug);
  if (!category) return <CategoryNotFound />;
  return <CategoryProducts key={category.slug} slug={category.slug} name={category.name} />;
}
