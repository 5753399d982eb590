import { Badge } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../features/account/useSession';
import { startShopSync, useCartCount } from '../../features/cart/cartBadge';
import { layoutTexts } from '../../lib/texts/layout';
import { topBarLinkStyle } from './topBarLinkStyle';

/**
 * The cart in the top bar with the number of pieces in it (the sum of quantities), live in every
 * tab. It also starts the cart's background sync once there is a cart or a signed-in customer.
 */
export function CartLink() {
  const count = useCartCount();
  const signedIn = useSession() !== null;
  const needsSync = count > 0 || signedIn;
  useEffect(() => {
    if (needsSync) void startShopSync();
  }, [needsSync]);
  return (
    <Link to="/cart" aria-label={layoutTexts.topBar.cartLabel(count)} style={topBarLinkStyle}>
      <IconShoppingCart size={20} aria-hidden="true" />
      {layoutTexts.topBar.cart}
      {/* A space, so the visible 'Košík 0' reads as words of the name 'Košík, 0 položek' (WCAG 2.5.3). */}{' '}
      <Badge size="sm" circle color="white" c="navy.9" aria-hidden="true">
        {count}
      </Badge>
    </Link>
  );
}
