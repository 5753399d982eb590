import { ActionIcon, Alert, Anchor, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeartOff, IconX } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { db, type FavouriteRecord } from '../../lib/db';
import { commonTexts } from '../../lib/texts/common';
import { favouritesTexts } from '../../lib/texts/favourites';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { loginPath } from '../account/loginPath';
import type { UserInfo } from '../account/session';
import { useSession } from '../account/useSession';
import { PriceTag } from '../../lib/ui/PriceTag';
import { ProductLineCard } from '../../lib/ui/ProductLineCard';
import { useOnline } from '../pwa/useOnline';
import { pendingOf, refreshFavourites, removeFavourite } from './favouritesStore';

const t = favouritesTexts;

function Favourite({ product, onRemove }: { product: FavouriteRecord; onRemove: () => void }) {
  return (
    <ProductLineCard
      productId={product._id}
      name={product.name}
      image={product.image}
      action={
        <ActionIcon variant="subtle" color="red.9" size={40} aria-label={t.removeOf(product.name)} onClick={onRemove}>
          <IconX size={22} aria-hidden="true" />
        </ActionIcon>
      }
    >
      {product.author && (
        <Text fz="sm" c="dimmed">
          {product.author}
        </Text>
      )}
      <PriceTag price={product.price} discount={product.discount} discountedPrice={product.discountedPrice} />
    </ProductLineCard>
  );
}

function Favourites({ user }: { user: UserInfo }) {
  const online = useOnline();
  const list = useLiveQuery(() => db.favourites.orderBy('addedAt').reverse().toArray(), []);
  const waiting = useLiveQuery(async () => (await pendingOf(user._id)).length, [user._id], 0);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(true);

  // The saved list shows at once; online it is then read again from the server (up to 80, spec 9).
  useEffect(() => {
    if (!online) return setRefreshing(false);
    let current = true;
    setRefreshing(true);
    refreshFavourites()
      .then(
        () => current && setError(null),
        (failure: unknown) =>
          current && !(failure instanceof ApiError && failure.status === 0) && setError(failure instanceof ApiError ? failure.message : String(failure)),
      )
      .finally(() => current && setRefreshing(false));
    return () => {
      current = false;
    };
  }, [online, user._id]);

  async function remove(product: FavouriteRecord) {
    const refusal = await removeFavourite(user._id, product._id);
    setError(refusal);
  }

  if (!list || (list.length === 0 && refreshing)) {
    return (
      <Center py="xl">
        <Loader aria-label={commonTexts.loading} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {waiting > 0 && (
        <Text fz="sm" c="dimmed" role="status">
          {t.waiting}
        </Text>
      )}
      {list.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconHeartOff size={22} aria-hidden="true" />
          <Text>{t.empty}</Text>
        </Group>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.title}>
          {list.map((product) => (
            <Favourite key={product._id} product={product} onRemove={() => void remove(product)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** /favorites (spec, storefront 2 Favorites): the signed-in customer's favourites, also offline; visitors get a sign-in link. */
export function FavouritesPage() {
  useDocumentTitle(t.title);
  const user = useSession();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t.title}
      </Title>
      {user ? (
        <Favourites user={user} />
      ) : (
        <Text>
          {t.signIn.before}
          <Anchor component={Link} to={loginPath('/favorites')} fw={700} underline="always">
            {t.signIn.link}
          </Anchor>
          {t.signIn.after}
        </Text>
      )}
    </Stack>
  );
}
