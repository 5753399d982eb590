import { ActionIcon, Box, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { domesticAccountOf, groupedIban } from '@contract/spayd';
import { formatPrice } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';
import { Loaded } from '../../lib/ui/Loaded';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';

const t = shopTexts.order.bank;

/**
 * An unpaid bank-transfer order delivered in the Czech Republic gets the payment details and QR
 * Platba (spec, storefront 9: the order number is the variable symbol). Abroad the postage is
 * invoiced first; a paid or cancelled order needs no transfer.
 */
export const needsBankTransfer = (order: OrderJson) =>
  order.paymentMethod === PAYMENT_METHODS.bankTransfer && !order.isPaid && !order.isCancelled && !order.shippingToBeInvoiced;

/** The QR code as an image: the server's SVG document in a data URL. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Copyable({ label, shown, copied }: { label: string; shown: string; copied: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Text>
      </Stack>
      <CopyButton value={copied}>
        {({ copied: done, copy }) => (
          <Tooltip label={done ? t.copied : t.copy} withArrow>
            <ActionIcon variant="subtle" color={done ? 'teal' : 'gray'} onClick={copy} aria-label={t.copyOf(label)} size={36}>
              {done ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The Czech account number beside the IBAN, for those who type it by hand; nothing for a foreign IBAN. */
function DomesticAccount({ iban }: { iban: string }) {
  const account = domesticAccountOf(iban);
  return account && <Copyable label={t.domesticAccount} shown={account} copied={account} />;
}

export function BankTransferPanel({ order }: { order: OrderJson }) {
  const [qr] = useApi(get(client.orders[':id']['payment-qr'], { param: { id: String(order._id) } }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="bank-transfer" bg="navy.0">
      <Title order={2} id="bank-transfer" fz="lg" ff="text" mb={4}>
        {t.title}
      </Title>
      <Text fz="sm" mb="sm" role={order.transferMissing === null ? undefined : 'status'}>
        {order.transferMissing === null ? t.intro : t.missing(formatPrice(order.transferMissing))}
      </Text>
      <Loaded state={qr}>
        {(payment) => (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Box bg="white" p={4} style={{ borderRadius: 8, lineHeight: 0 }}>
              <img src={svgDataUrl(payment.svg)} alt={t.qrAlt} width={196} height={196} style={{ display: 'block', width: 196, height: 196 }} />
            </Box>
            <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
              <DomesticAccount iban={payment.iban} />
              <Copyable label={t.iban} shown={groupedIban(payment.iban)} copied={payment.iban} />
              <Copyable label={t.amount} shown={formatPrice(payment.amount)} copied={payment.amount.toFixed(2).replace('.', ',')} />
              <Copyable label={t.variableSymbol} shown={payment.variableSymbol} copied={payment.variableSymbol} />
              <Text fz="xs" c="dimmed">
                {t.qrHint}
              </Text>
            </Stack>
          </Group>
        )}
      </Loaded>
    </Card>
  );
}
