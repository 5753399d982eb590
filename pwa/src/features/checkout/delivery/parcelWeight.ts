import { useEffect, useEffectEvent, useState } from 'react';
import { answer, client } from '../../../lib/client';
import type { CartLine } from '../../cart/cartRules';

/** The parcel's weight from its products (kg, stored as e.g. '0.320'), or null when one cannot be read (offline, not given). */
async function parcelWeightKg(lines: readonly Pick<CartLine, 'product' | 'qty'>[]): Promise<number | null> {
  const products = await Promise.all(lines.map((line) => answer(client.products[':id'].$get({ param: { id: String(line.product) } }))));
  const weights = products.map((product) => (product.weight.trim() === '' ? NaN : Number(product.weight)));
  if (weights.some(Number.isNaN)) return null;
  return weights.reduce((sum, kg, i) => sum + kg * lines[i]!.qty, 0);
}

/** The cart's parcel weight, kg, once read; null while reading or when it cannot be told (the picker then shows only the boxes' limits). */
export function useParcelWeight(lines: readonly Pick<CartLine, 'product' | 'qty'>[] | undefined): number | null {
  const key = lines?.map((line) => `${line.product}x${line.qty}`).join(',') ?? '';
  const [weight, setWeight] = useState<{ key: string; kg: number | null }>({ key: '', kg: null });
  const read = useEffectEvent(() => parcelWeightKg(lines ?? []));
  // Read again only when a product or a quantity changed (the key).
  useEffect(() => {
    if (!key) return;
    let current = true;
    read().then(
      (kg) => current && setWeight({ key, kg }),
      () => current && setWeight({ key, kg: null }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return weight.key === key ? weight.kg : null;
}
