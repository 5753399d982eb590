import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ALPHABETICAL_SLUG, categoryBySlug } from '@contract/catalogue';
import { catalogueListTexts } from '../../lib/texts/catalogueLists';
import { useDocumentHead } from '../../lib/useDocumentHead';
import { AlphabeticalList } from './AlphabeticalList';
import { categoryLabel } from './categoryLabel';
import { FilteredProducts } from './FilteredProducts';

function CategoryNotFound() {
  const t = catalogueListTexts.category;
  useDocumentHead({ title: t.notFound, notFound: true });
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
  return (
    <FilteredProducts
      key={category.slug}
      title={categoryLabel(category.name)}
      filter={{ category: category.slug }}
      emptyText={catalogueListTexts.category.empty}
    />
  );
}
