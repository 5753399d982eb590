import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of an order: a card titled for screen readers as a region, with an `action` beside its title. */
export function OrderSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `order-${title.replace(/\s+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="xs">
        <Title order={2} id={id} fz="lg" ff="text">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** A labelled fact of an order: "Label: value". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline" fz="sm">
      <Text inherit c="dimmed" style={{ flex: '0 0 auto' }}>
        {label}:
      </Text>
      <Text inherit style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
