import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHeart } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { layoutTexts } from '../lib/texts/layout';
import { Logo } from './header/Logo';
import { MobileMenu } from './header/MobileMenu';
import { SearchBox } from './header/SearchBox';
import { TopBar } from './header/TopBar';

// Phones never show the horizontal menu, so they do not load it (its dropdowns bring floating-ui).
const DesktopMenu = lazy(() => import('./header/DesktopMenu').then((module) => ({ default: module.DesktopMenu })));
const DESKTOP_MENU_HEIGHT = 52;

function FavouritesLink() {
  return (
    <ActionIcon component={Link} to="/favorites" aria-label={layoutTexts.favourites} variant="subtle" size={44} radius="xl">
      <IconHeart size={26} aria-hidden="true" />
    </ActionIcon>
  );
}

/**
 * Phone: top bar, then burger + logo + heart, then the search box on its own row.
 * From md up: logo, search and heart in one row, and the horizontal menu below.
 */
export function Header() {
  // Read after the first render, as on the server: the menu's space is kept, so nothing moves when it appears.
  const wide = useMediaQuery('(min-width: 62em)', false);
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <TopBar />
      <Container size="xl" px={{ base: 'xs', sm: 'md' }}>
        <Group justify="space-between" wrap="nowrap" gap="sm" py="xs">
          <Group gap={4} wrap="nowrap">
            <Box hiddenFrom="md">
              <MobileMenu />
            </Box>
            <Logo />
          </Group>
          <Group visibleFrom="md" justify="center" style={{ flex: 1 }}>
            <SearchBox />
          </Group>
          <FavouritesLink />
        </Group>
        <Box hiddenFrom="md" pb="sm">
          <SearchBox />
        </Box>
        <Box visibleFrom="md" mih={DESKTOP_MENU_HEIGHT}>
          {wide && (
            <Suspense fallback={null}>
              <DesktopMenu />
            </Suspense>
          )}
        </Box>
      </Container>
    </Box>
  );
}
