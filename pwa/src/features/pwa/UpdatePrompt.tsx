import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { useStore } from '../../lib/useStore';
import { pwaTexts } from '../../lib/texts/pwa';
import { waitingUpdate } from './serviceWorker';

const t = pwaTexts.update;

/** Offers a new version of the app; nothing changes until the visitor accepts. */
export function UpdatePrompt() {
  const accept = useStore(waitingUpdate);
  if (!accept) return null;
  return (
    <Paper component="section" aria-label={t.label} radius={0} bg="navy.8" c="white" py="xs">
      <Container size="xl" px="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text fw={600} fz="sm">
            {t.available}
          </Text>
          <Button onClick={accept} variant="white" h={40}>
            {t.accept}
          </Button>
        </Group>
      </Container>
    </Paper>
  );
}
