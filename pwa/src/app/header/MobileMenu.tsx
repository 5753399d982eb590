import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { layoutTexts } from '../../lib/texts/layout';

// The drawer's code (Drawer, scroll lock, NavLink) loads on the first tap, not with every page.
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })));

/** The burger and the drawer holding the main menu on phones; the drawer closes on navigation. */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [tapped, setTapped] = useState(false);
  const { pathname } = useLocation();

  useEffect(close, [pathname, close]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setTapped(true);
          toggle();
        }}
        aria-label={layoutTexts.menu.open}
        aria-expanded={opened}
        size="sm"
        w={44}
        h={44}
        p={13}
      />
      {tapped && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
