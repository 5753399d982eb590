import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { layoutTexts } from '../../lib/texts/layout';
import { isSection, mainMenu, type MenuSection } from './mainMenu';
import { useIsCurrent } from './useIsCurrent';

const itemStyles = { root: { height: 44, fontSize: 15, fontWeight: 600 } };

function SectionMenu({ section, isCurrent }: { section: MenuSection; isCurrent: (to: string) => boolean }) {
  const current = section.links.some((link) => isCurrent(link.to));
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <Button variant={current ? 'light' : 'subtle'} rightSection={<IconChevronDown size={16} aria-hidden="true" />} styles={itemStyles}>
          {section.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah="calc(100vh - 200px)" style={{ overflowY: 'auto' }}>
        {section.links.map((link) => (
          <Fragment key={link.to}>
            {link.startsGroup && <Menu.Divider />}
            <Menu.Item component={Link} to={link.to} aria-current={isCurrent(link.to) ? 'page' : undefined} fz="sm">
              {link.label}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The horizontal main menu on tablets and desktops, with dropdowns for the sections. */
export function DesktopMenu() {
  const isCurrent = useIsCurrent();
  return (
    <Group component="nav" aria-label={layoutTexts.menu.navigation} gap={4} py={4}>
      {mainMenu.map((entry) =>
        isSection(entry) ? (
          <SectionMenu key={entry.label} section={entry} isCurrent={isCurrent} />
        ) : (
          <Button
            key={entry.to}
            component={Link}
            to={entry.to}
            variant={isCurrent(entry.to) ? 'light' : 'subtle'}
            aria-current={isCurrent(entry.to) ? 'page' : undefined}
            styles={itemStyles}
          >
            {entry.label}
          </Button>
        ),
      )}
    </Group>
  );
}
