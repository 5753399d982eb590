import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { commonTexts } from '../lib/texts/common';
import { layoutTexts } from '../lib/texts/layout';
import { pwaTexts } from '../lib/texts/pwa';

const f = layoutTexts.footer;

const linkStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 40 } as const;

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="navy.0" style={linkStyle}>
      {children}
    </Anchor>
  );
}

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Title order={2} fz="md" c="white" mb={4}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/** Links to the information pages, the customer's orders, and how to reach the publisher (spec 2, Footer). */
export function Footer() {
  return (
    <Box component="footer" bg="navy.8" c="navy.0" mt="xl">
      <Container size="xl" py="xl" px={{ base: 'md', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" component="nav" aria-label={f.navigation}>
          <Stack gap={4}>
            <Title order={2} fz="xl" c="white">
              {commonTexts.shopName}
            </Title>
            <Text fz="sm">{f.intro}</Text>
          </Stack>
          <Column heading={f.infoHeading}>
            <FooterLink to="/about">{f.about}</FooterLink>
            <FooterLink to="/safety-privacy">{f.privacy}</FooterLink>
            <FooterLink to="/trade-rules">{f.tradeRules}</FooterLink>
          </Column>
          <Column heading={f.shopHeading}>
            <FooterLink to="/login?redirect=/profile">{f.myOrders}</FooterLink>
            <FooterLink to="/forgot-password">{f.forgotPassword}</FooterLink>
          </Column>
          <Column heading={f.contactHeading}>
            <FooterLink to="/contact">{f.contact}</FooterLink>
            <Anchor href={`mailto:${f.email}`} c="navy.0" style={linkStyle} aria-label={`${f.emailLabel} ${f.email}`}>
              <IconMail size={18} aria-hidden="true" />
              {f.email}
            </Anchor>
            <Anchor href={`tel:${f.phone.replace(/\s/g, '')}`} c="navy.0" style={linkStyle} aria-label={`${f.phoneLabel} ${f.phone}`}>
              <IconPhone size={18} aria-hidden="true" />
              {f.phone}
            </Anchor>
          </Column>
        </SimpleGrid>
        <Divider my="lg" color="navy.6" />
        <Text fz="sm">{f.copyright(new Date().getFullYear())}</Text>
        <Text fz="xs">{pwaTexts.version(import.meta.env.VITE_APP_VERSION)}</Text>
      </Container>
    </Box>
  );
}
