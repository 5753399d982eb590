import { ActionIcon, Alert, Button, Stack } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductJson } from '@contract/catalogue';
import { db } from '../../lib/db';
import { favouritesTexts } from '../../lib/texts/favourites';
import type { UserInfo } from '../account/session';
import { addFavourite, isFavourite } from './favouritesStore';

const t = favouritesTexts;

/** The signed-in customer's heart: 'Přidat do oblíbených', or a filled heart (linking to /favorites) once added. */
export function FavouriteToggle({ product, user }: { product: ProductJson; user: UserInfo }) {
  const [error, setError] = useState<string | null>(null);
  const state = useLiveQuery(async () => {
    const [stored, pending] = await Promise.all([
      db.favourites.get(product._id),
      db.outbox
        .where('product')
        .equals(product._id)
        .filter((entry) => entry.userId === user._id)
        .last(),
    ]);
    return { stored: stored !== undefined, pending };
  }, [product._id, user._id]);

  if (!state) return null;
  const favourite = isFavourite(user._id, { ...state, favoriteOf: product.favoriteOf });

  if (favourite) {
    return (
      <ActionIcon component={Link} to="/favorites" variant="default" size={44} radius="xl" aria-label={t.isFavourite} title={t.isFavourite}>
        <IconHeartFilled size={26} color="var(--mantine-color-red-7)" aria-hidden="true" />
      </ActionIcon>
    );
  }
  return (
    <Stack gap="xs" style={{ flex: '1 1 200px' }}>
      <Button
        variant="outline"
        size="md"
        leftSection={<IconHeart size={20} aria-hidden="true" />}
        onClick={async () => {
          setError(null);
          setError(await addFavourite(user._id, product));
        }}
      >
        {t.add}
      </Button>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
