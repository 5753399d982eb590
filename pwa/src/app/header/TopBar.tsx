import { Box, Container, Group } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { texts } from '../../lib/texts';
import { CartLink } from './CartLink';
import { topBarLinkStyle } from './topBarLinkStyle';

/** The thin dark bar above the logo: contact, cart and sign-in. */
export function TopBar() {
  return (
    <Box bg="navy.9">
      <Container size="xl" px={{ base: 'xs', sm: 'md' }}>
        <Group justify="flex-end" gap={4} wrap="nowrap">
          <Link to="/contact" style={topBarLinkStyle}>
            <IconMail size={18} aria-hidden="true" />
            {texts.layout.topBar.contact}
          </Link>
          {/* The cart arrives with the cart feature; until then it is empty. */}
          <CartLink count={0} />
          <Link to="/login" style={topBarLinkStyle}>
            <IconUser size={18} aria-hidden="true" />
            {texts.layout.topBar.login}
          </Link>
        </Group>
      </Container>
    </Box>
  );
}
