import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { MiniPlayer } from '../features/media/player/MiniPlayer';
import { PlayerProvider } from '../features/media/player/PlayerProvider';
import { InstallOffer } from '../features/pwa/InstallOffer';
import { OfflineNotice } from '../features/pwa/OfflineNotice';
import { UpdatePrompt } from '../features/pwa/UpdatePrompt';
import { BOTTOM_BAR_ID, BOTTOM_BAR_Z_INDEX } from '../lib/ui/layers';
import { PageScript } from '../lib/ui/PageScript';
import { keepContactsFromHydration } from './contactsBeforeStart';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollMemory } from './ScrollMemory';
import { APP_STARTED_ATTRIBUTE, StartedMark } from './StartedMark';

/**
 * The frame of every page; it stays mounted across routes, so the mini-player keeps playing. On a
 * server-rendered page the header (burger, search, favourites) is taken over first: the rest is a
 * Suspense boundary, which React hydrates in a later pass (sooner where the visitor taps).
 */
export function Layout() {
  return (
    <PlayerProvider>
      <PageScript call={keepContactsFromHydration} on="parent" args={[APP_STARTED_ATTRIBUTE]} />
      <Header />
      <Suspense>
        <PageBody />
      </Suspense>
    </PlayerProvider>
  );
}

function PageBody() {
  return (
    <>
      <OfflineNotice />
      <Container component="main" size="xl" px={{ base: 'sm', sm: 'md' }} py="md" mih="100vh">
        <Outlet />
      </Container>
      <Footer />
      <Box id={BOTTOM_BAR_ID} pos="sticky" bottom={0} style={{ zIndex: BOTTOM_BAR_Z_INDEX }}>
        <UpdatePrompt />
        <MiniPlayer />
        <CookieBanner />
        <InstallOffer />
      </Box>
      <ScrollMemory />
      <StartedMark />
    </>
  );
}
