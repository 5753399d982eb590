import { Badge } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { texts } from '../../lib/texts';
import { topBarLinkStyle } from './topBarLinkStyle';

/** The cart in the top bar with the number of pieces in it (the sum of quantities). */
export function CartLink({ count }: { count: number }) {
  return (
    <Link to="/cart" aria-label={texts.layout.topBar.cartLabel(count)} style={topBarLinkStyle}>
      <IconShoppingCart size={20} aria-hidden="true" />
      {texts.layout.topBar.cart}
      <Badge size="sm" circle color="white" c="navy.9" aria-hidden="true">
        {count}
      </Badge>
    </Link>
  );
}
