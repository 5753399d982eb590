import { Button, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatCzechNumber, formatPrice } from '@contract/format';
import type { BalikovnaLabelJson } from '@contract/parcels';
import { adminTexts } from '../../../lib/texts/admin';
import { Fact, OrderSection } from '../../orderView/OrderSection';

const t = adminTexts.order.balikovnaLabel;

/** The label's facts as staff read them and copy them, one `label: value` a line. */
const labelFacts = (label: BalikovnaLabelJson): [string, string][] => [
  [t.recipient, label.recipient],
  [t.phone, label.phone],
  [t.email, label.email],
  [t.pointId, label.pointId],
  [t.pointName, label.pointName],
  [t.pointAddress, label.pointAddress],
  [t.weight, `${formatCzechNumber(label.weightKg, 0, 3)} kg`],
  [t.cashOnDelivery, label.cashOnDelivery === null ? t.noCashOnDelivery : formatPrice(label.cashOnDelivery)],
];

/** A Balíkovna order's label data for Česká pošta's form, with one button that copies it all; nothing for other orders. */
export function BalikovnaLabelPanel({ order }: { order: OrderJson }) {
  const label = order.parcelHandover?.balikovnaLabel;
  if (!label) return null;
  const facts = labelFacts(label);
  return (
    <OrderSection title={t.title}>
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          {t.hint}
        </Text>
        <Stack gap={4}>
          {facts.map(([name, value]) => (
            <Fact key={name} label={name}>
              {value}
            </Fact>
          ))}
        </Stack>
        {/* 'Zkopírováno' stays 3 s, not Mantine's 1 s: long enough for staff to see it, and for a busy machine's test to. */}
        <CopyButton value={facts.map(([name, value]) => `${name}: ${value}`).join('\n')} timeout={3000}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
              onClick={copy}
              style={{ alignSelf: 'flex-start' }}
            >
              {copied ? t.copied : t.copy}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </OrderSection>
  );
}
