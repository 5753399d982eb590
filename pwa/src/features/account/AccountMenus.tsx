import { Badge, Box, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser, IconUserCircle } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { client, get } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { useApi } from '../../lib/useApi';
import { signOut, staffRole } from './session';
import { useSession } from './useSession';

const s = accountTexts.staff;
const PAYMENTS = '/admin/payments';

/** The media an assistant looks after, and the admin too. */
const MEDIA_LINKS = [
  { label: s.audio, to: '/admin/audio' },
  { label: s.video, to: '/admin/video' },
  { label: s.banners, to: '/admin/banner' },
] as const;

/** The staff menus of admin spec 2.1. */
export const STAFF_MENUS = {
  admin: {
    title: s.admin,
    links: [
      { label: s.figures, to: '/admin' },
      { label: s.users, to: '/admin/userlist' },
      { label: s.products, to: '/admin/productlist' },
      { label: s.orders, to: '/admin/orderlist' },
      { label: s.payments, to: PAYMENTS },
      ...MEDIA_LINKS,
      { label: s.subscribers, to: '/admin/subscribers' },
      { label: s.delivery, to: '/admin/delivery' },
      { label: s.accounting, to: '/admin/accounting' },
    ],
  },
  assistant: { title: s.assistant, links: MEDIA_LINKS },
} as const;

interface TopBarMenuProps {
  /** The look of the top bar's links, given by the top bar. */
  style: CSSProperties;
  icon: ReactNode;
  title: string;
  /** On phones a longer title is cut to this width (with an ellipsis; the whole title is the tooltip). */
  maxTitleWidth?: number;
  /** Gives way first when the top bar is short of room (the user's name, not the short staff title). */
  shrinks?: boolean;
  children: ReactNode;
}

function TopBarMenu({ style, icon, title, maxTitleWidth = 200, shrinks = false, children }: TopBarMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={230} withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ ...style, ...(shrinks ? { minWidth: 0 } : { flexShrink: 0 }) }} title={title}>
          {icon}
          <Box component="span" maw={{ base: maxTitleWidth, sm: 260 }} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {title}
          </Box>
          <IconChevronDown size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * The top bar's menus for a signed-in user (spec, storefront 2 Header): a menu titled with the
 * name (Můj profil, Odhlásit se), and for staff the Admin or Asistent menu before it.
 * Loaded only once someone signs in, so visitors' first load carries no dropdown code.
 */
export function AccountMenus({ linkStyle }: { linkStyle: CSSProperties }) {
  const user = useSession();
  if (!user) return null;
  const role = staffRole(user);
  const staff = role && STAFF_MENUS[role];
  return <Menus user={user} staff={staff} linkStyle={linkStyle} />;
}

/** The menus; an administrator's shows how many payments wait in "Nespárované platby". */
function Menus({
  user,
  staff,
  linkStyle,
}: {
  user: NonNullable<ReturnType<typeof useSession>>;
  staff: (typeof STAFF_MENUS)[keyof typeof STAFF_MENUS] | null | undefined;
  linkStyle: CSSProperties;
}) {
  const [summary] = useApi(staff?.links.some((link) => link.to === PAYMENTS) ? get(client.admin.payments.summary) : null);
  const unpaired = summary.status === 'success' ? summary.data.unpaired : 0;
  return (
    <>
      {staff && (
        <TopBarMenu style={linkStyle} icon={<IconSettings size={18} aria-hidden="true" style={{ flexShrink: 0 }} />} title={staff.title}>
          {staff.links.map((link) => (
            <Menu.Item
              key={link.to}
              component={Link}
              to={link.to}
              rightSection={
                link.to === PAYMENTS && unpaired > 0 ? (
                  <Badge color="orange" size="sm" aria-label={s.waiting(unpaired)}>
                    {unpaired}
                  </Badge>
                ) : undefined
              }
            >
              {link.label}
            </Menu.Item>
          ))}
        </TopBarMenu>
      )}
      <TopBarMenu
        style={linkStyle}
        icon={<IconUserCircle size={18} aria-hidden="true" style={{ flexShrink: 0 }} />}
        title={user.name}
        maxTitleWidth={staff ? 92 : 150}
        shrinks
      >
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          {accountTexts.menu.profile}
        </Menu.Item>
        <Menu.Item onClick={signOut} leftSection={<IconLogout size={16} aria-hidden="true" />}>
          {accountTexts.menu.logout}
        </Menu.Item>
      </TopBarMenu>
    </>
  );
}
