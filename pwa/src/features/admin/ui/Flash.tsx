import { Box, Notification } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';

const SHOW_MS = 5000;

/** A short confirmation that shows at the top of the screen, wherever the list is scrolled, then goes. */
export function useFlash(): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string) => setMessage(text), []);
  const hide = useCallback(() => setMessage(null), []);
  return [message, show, hide];
}

export function Flash({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Box pos="fixed" top={12} left={12} right={12} style={{ zIndex: 400, display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}>
      <Box role="status" style={{ pointerEvents: 'auto' }} maw={480} w="100%">
        {message && (
          <Notification
            color="green"
            icon={<IconCheck size={18} aria-hidden="true" />}
            onClose={onClose}
            withBorder
            style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
            closeButtonProps={{ 'aria-label': 'Zavřít' }}
          >
            {message}
          </Notification>
        )}
      </Box>
    </Box>
  );
}
