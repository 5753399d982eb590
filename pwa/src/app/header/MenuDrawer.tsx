import { Drawer, NavLink, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { layoutTexts } from '../../lib/texts/layout';
import { isSection, mainMenu, type MenuLink, type MenuSection } from './mainMenu';
import { useIsCurrent } from './useIsCurrent';

interface DrawerLinkProps {
  link: MenuLink;
  isCurrent: (to: string) => boolean;
  onNavigate: () => void;
  /** Top-level entries are bold like the section titles. */
  strong?: boolean;
}

function DrawerLink({ link, isCurrent, onNavigate, strong }: DrawerLinkProps) {
  const current = isCurrent(link.to);
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      fw={strong ? 600 : undefined}
      mih={44}
    />
  );
}

function DrawerSection({ section, isCurrent, onNavigate }: { section: MenuSection; isCurrent: (to: string) => boolean; onNavigate: () => void }) {
  // The section holding the current page starts open.
  const [opened, setOpened] = useState(() => section.links.some((link) => isCurrent(link.to)));
  return (
    <NavLink
      component="button"
      type="button"
      label={section.label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      fw={600}
      mih={44}
      childrenOffset="md"
    >
      {section.links.map((link) => (
        <DrawerLink key={link.to} link={link} isCurrent={isCurrent} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The drawer holding the main menu on phones; sections fold open. */
export function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isCurrent = useIsCurrent();
  return (
    <Drawer opened={opened} onClose={onClose} title={layoutTexts.menu.title} size={320} padding="sm">
      <Stack component="nav" aria-label={layoutTexts.menu.navigation} gap={0}>
        {mainMenu.map((entry) =>
          isSection(entry) ? (
            <DrawerSection key={entry.label} section={entry} isCurrent={isCurrent} onNavigate={onClose} />
          ) : (
            <DrawerLink key={entry.to} link={entry} isCurrent={isCurrent} onNavigate={onClose} strong />
          ),
        )}
      </Stack>
    </Drawer>
  );
}
