import { Button, Checkbox, Group, NumberInput, type NumberInputProps, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type DeliveryMethodJson, deliveryMethodUpdateSchema } from '@contract/delivery';
import { formatPrice } from '@contract/format';
import { answer, client, get } from '../../../lib/client';
import { Loaded } from '../../../lib/ui/Loaded';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';

const t = adminTexts.delivery;

/** One method's price, free-from amount and whether it is offered, saved with PUT /api/admin/delivery-methods/{id}. */
/** An amount in Kč with haléře, written the Czech way (a decimal comma). */
const AmountInput = (props: Pick<NumberInputProps, 'label' | 'description' | 'value' | 'onChange'>) => (
  <NumberInput {...props} suffix=" Kč" min={0} decimalScale={2} decimalSeparator="," allowNegative={false} size="md" />
);

function MethodForm({ method }: { method: DeliveryMethodJson }) {
  const [price, setPrice] = useState<number | string>(method.price);
  const [freeFrom, setFreeFrom] = useState<number | string>(method.freeFrom ?? '');
  const [enabled, setEnabled] = useState(method.enabled);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState<DeliveryMethodJson | null>(null);
  const action = useAction();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const parsed = deliveryMethodUpdateSchema.safeParse({ price: Number(price), freeFrom: freeFrom === '' ? null : Number(freeFrom), enabled });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    const result = await action.run(() => answer(client.admin['delivery-methods'][':id'].$put({ param: { id: method.id }, json: parsed.data })));
    if (result) setSaved(result);
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="form" noValidate onSubmit={save} aria-label={method.name}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {method.name}
        </Title>
        {method.needsPickupPoint && (
          <Text size="sm" c="dimmed">
            {t.pickupHint}
          </Text>
        )}
        <SuccessMessage>{saved && t.saved(saved.name)}</SuccessMessage>
        <ErrorMessage>{invalid ?? action.failure?.message ?? null}</ErrorMessage>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <AmountInput label={t.price} value={price} onChange={setPrice} />
          <AmountInput label={t.freeFrom} description={t.freeFromHint} value={freeFrom} onChange={setFreeFrom} />
        </SimpleGrid>
        <Checkbox label={t.enabled} checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} size="md" />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t.now(formatPrice(saved?.price ?? method.price), (saved ?? method).enabled)}
          </Text>
          <Button type="submit" loading={action.busy} size="md">
            {t.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/delivery: the delivery methods, each with its price, free-from amount and whether it is offered (administrators). */
export function DeliveryMethodsPage() {
  const [methods] = useApi(get(client.admin['delivery-methods']));
  return (
    <AdminPage title={t.title} narrow>
      <Text>{t.intro}</Text>
      <Loaded state={methods}>{(list) => list.map((method) => <MethodForm key={method.id} method={method} />)}</Loaded>
    </AdminPage>
  );
}
