import { Anchor, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ProductJson, RelatedRef } from '@contract/catalogue';
import { catalogueTexts } from '../../lib/texts/catalogue';
import classes from './RelatedTitles.module.css';

/** Up to three related titles, each a link to its page; nothing when there are none. */
export function RelatedTitles({ product }: { product: ProductJson }) {
  const related = [product.related, product.related2, product.related3].filter((r): r is RelatedRef => r !== null);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <Title order={2} id="related-heading" fz="lg" ff="text" mb="xs">
        {catalogueTexts.product.related}
      </Title>
      <ul className={classes.list}>
        {related.map((r) => (
          <li key={r.id} className={classes.item}>
            <span className={classes.entry}>
              <span className={classes.icon}>
                <IconBook size={18} color="var(--mantine-color-navy-5)" aria-hidden="true" />
              </span>
              <Anchor component={Link} to={`/product/${r.id}`} display="inline-block" py={6}>
                {r.name}
              </Anchor>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
