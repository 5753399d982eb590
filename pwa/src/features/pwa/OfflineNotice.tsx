import { Box, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { pwaTexts } from '../../lib/texts/pwa';
import { useOnline } from './useOnline';

/** A quiet bar under the header while the shop is offline. The live region stays mounted so the change is announced. */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <Box role="status">
      {!online && (
        <Text bg="yellow.1" c="dark.8" fz="sm" ta="center" px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}>
          <IconWifiOff size={16} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 6 }} />
          {pwaTexts.offline.notice}
        </Text>
      )}
    </Box>
  );
}
