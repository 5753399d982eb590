import { Button, CloseButton, Container, Group, Paper, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useStore } from '../../lib/useStore';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { pwaTexts } from '../../lib/texts/pwa';
import { installOffer, isIosSafariInBrowser, promptInstall } from './installPrompt';

const t = pwaTexts.install;
const DISMISSED_KEY = 'installOfferDismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Once closed it never shows again (the choice is kept in localStorage). */
function useDismissal(): [boolean, () => void] {
  const stored = useBrowserValue(wasDismissed, true);
  const [dismissedNow, setDismissed] = useState(false);
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage blocked: it is gone for this page view
    }
    setDismissed(true);
  };
  return [stored || dismissedNow, dismiss];
}

/**
 * 'Přidat na plochu' where the browser offers installing (Chromium), or on an iPhone in Safari a
 * short hint how to do it by hand. A slim closable bar at the bottom, so it never shifts the page.
 */
export function InstallOffer() {
  const [dismissed, dismiss] = useDismissal();
  const canPrompt = useStore(installOffer) !== null;
  const ios = useBrowserValue(isIosSafariInBrowser, false);
  if (dismissed || !(canPrompt || ios)) return null;
  return (
    <Paper component="section" aria-label={t.label} radius={0} shadow="md" withBorder py={6}>
      <Container size="xl" px="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm">{canPrompt ? t.offer : t.iosHint}</Text>
          <Group gap={4} wrap="nowrap">
            {canPrompt && (
              <Button variant="light" h={40} leftSection={<IconDeviceMobileDown size={18} aria-hidden="true" />} onClick={promptInstall}>
                {t.button}
              </Button>
            )}
            <CloseButton size={40} aria-label={t.dismiss} onClick={dismiss} />
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
