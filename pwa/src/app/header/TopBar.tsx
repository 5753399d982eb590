import { Box, Container, Group } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { staffRole } from '../../features/account/session';
import { useSession } from '../../features/account/useSession';
import { layoutTexts } from '../../lib/texts/layout';
import { CartLink } from './CartLink';
import { topBarLinkStyle } from './topBarLinkStyle';

const AccountMenus = lazy(() => import('../../features/account/AccountMenus').then((m) => ({ default: m.AccountMenus })));

function LoginLink() {
  return (
    <Link to="/login" style={topBarLinkStyle}>
      <IconUser size={18} aria-hidden="true" />
      {layoutTexts.topBar.login}
    </Link>
  );
}

/** The thin dark bar above the logo: contact, cart, and sign-in or the user's (and staff) menus. */
export function TopBar() {
  const user = useSession();
  const compact = staffRole(user) !== null;
  return (
    <Box bg="navy.9">
      <Container size="xl" px={{ base: 'xs', sm: 'md' }}>
        <Group justify="flex-end" gap={4} wrap="nowrap">
          {/* Staff on a phone need the room for two menus: Kontakt keeps only its icon there. */}
          <Link to="/contact" style={topBarLinkStyle} aria-label={compact ? layoutTexts.topBar.contact : undefined}>
            <IconMail size={18} aria-hidden="true" />
            <Box component="span" visibleFrom={compact ? 'xs' : undefined}>
              {layoutTexts.topBar.contact}
            </Box>
          </Link>
          <CartLink />
          {user ? (
            <Suspense>
              <AccountMenus linkStyle={topBarLinkStyle} />
            </Suspense>
          ) : (
            <LoginLink />
          )}
        </Group>
      </Container>
    </Box>
  );
}
