import { Box, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatDate } from '@contract/format';

/** A date, or the spec's red cross with its meaning for screen readers. */
export function DateOrCross({ date, done, missing }: { date: string | null; done: boolean; missing: string }) {
  if (done && date)
    return (
      <Text span size="sm">
        {formatDate(date)}
      </Text>
    );
  return (
    <Box component="span" c="red.8" display="inline-flex" style={{ verticalAlign: 'middle' }}>
      <IconX size={20} stroke={2.5} role="img" aria-label={missing} />
    </Box>
  );
}
