import { Group, Text, type MantineFontSize } from '@mantine/core';

/** A label and its price on one line; the total strong and larger. */
export function PriceRow({ label, value, strong, fz }: { label: string; value: string; strong?: boolean; fz?: MantineFontSize }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" fw={strong ? 700 : undefined} fz={strong ? 'lg' : fz}>
      <Text inherit>{label}</Text>
      <Text inherit ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
