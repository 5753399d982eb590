import { Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { ProductJson } from '@contract/catalogue';
import { favouritesTexts } from '../../lib/texts/favourites';
import { loginPath } from '../account/loginPath';
import { useSession } from '../account/useSession';

// The signed-in part reads IndexedDB; visitors never load it.
const FavouriteToggle = lazy(() => import('./FavouriteToggle').then((m) => ({ default: m.FavouriteToggle })));

const addButton = (props: object) => (
  <Button variant="outline" size="md" leftSection={<IconHeart size={20} aria-hidden="true" />} style={{ flex: '1 1 200px' }} {...props}>
    {favouritesTexts.add}
  </Button>
);

/**
 * The favourites heart of the product page (spec, storefront 4): a signed-in customer adds the
 * product; once it is a favourite a filled heart shows instead of the text. Visitors sign in first.
 */
export function FavouriteButton({ product }: { product: ProductJson }) {
  const user = useSession();
  if (!user) return addButton({ component: Link, to: loginPath(`/product/${product._id}`) });
  return (
    <Suspense fallback={addButton({ disabled: true })}>
      <FavouriteToggle product={product} user={user} />
    </Suspense>
  );
}
