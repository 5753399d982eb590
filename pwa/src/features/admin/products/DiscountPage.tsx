import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { discountBody, type SaleJson } from '@contract/admin/products';
import { answer as answerOf, client, get } from '../../../lib/client';
import { formatDateTime } from '@contract/format';
import { adminTexts } from '../../../lib/texts/admin';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';

const t = adminTexts.discount;

type SaleBody = ReturnType<typeof discountBody.parse>;

/** The percent as the preview call takes it: a whole number 0–100, else 0. */
const previewPercent = (value: number | string) => {
  const parsed = discountBody.shape.discount.safeParse(value);
  return parsed.success ? parsed.data : 0;
};

/** The running sale, or that none runs. */
function RunningSale({ sale }: { sale: SaleJson | undefined }) {
  if (!sale) return null;
  return <Text fw={600}>{sale.discount > 0 ? t.running(sale.discount, sale.endsAt && formatDateTime(sale.endsAt)) : t.none}</Text>;
}

/**
 * /create-discount: the shop-wide sale over the products' own discounts, optionally with an end.
 * Before saving, a dialog says how many products it makes cheaper (GET /api/admin/sale) and asks to
 * confirm; the server answers 'Akcia vytvorená' or 'Akcia zrušená'.
 */
export function DiscountPage() {
  const [discount, setDiscount] = useState<number | string>(0);
  const [endsAt, setEndsAt] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [pending, setPending] = useState<SaleBody | null>(null);
  const [overview, reload] = useApi(get(client.admin.sale, { query: { discount: String(previewPercent(discount)) } }));
  const sale = overview.status === 'success' ? overview.data : undefined;
  const action = useAction();

  function ask(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    action.setFailure(null);
    // datetime-local is the staff's local time; the server takes an ISO time.
    const parsed = discountBody.safeParse({ discount, endsAt: endsAt ? new Date(endsAt).toISOString() : null });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) setPending(parsed.data);
  }

  async function confirm() {
    if (!pending) return;
    const result = await action.run(() => answerOf(client.products.discount.$post({ json: pending })));
    setPending(null);
    if (!result) return;
    setAnswer(result.message);
    reload();
  }

  return (
    <AdminPage title={t.title} back={{ to: '/admin/productlist', label: t.backToProducts }} narrow>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={520}>
        <form noValidate onSubmit={ask}>
          <Stack gap="md">
            <Text>{t.intro}</Text>
            <RunningSale sale={sale} />
            <SuccessMessage>{answer}</SuccessMessage>
            <ErrorMessage>{action.failure?.message ?? (overview.status === 'error' ? overview.message : null)}</ErrorMessage>
            <NumberInput
              label={t.label}
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              value={discount}
              onChange={(value) => {
                setDiscount(value);
                setInvalid(null);
              }}
              error={invalid}
              size="md"
            />
            <TextInput
              type="datetime-local"
              label={t.endsAt}
              description={t.endsAtHint}
              value={endsAt}
              onChange={(event) => setEndsAt(event.currentTarget.value)}
              size="md"
            />
            <Button type="submit" loading={action.busy} size="md">
              {t.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={t.confirmTitle} centered>
        <Stack gap="md">
          {pending?.discount ? (
            <>
              {sale?.preview.discount === pending.discount && <Text fw={600}>{t.changes(sale.preview.changedProducts, sale.preview.totalProducts)}</Text>}
              <Text size="sm">{t.keepsOwn}</Text>
            </>
          ) : (
            <Text fw={600}>{t.cancelSale}</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)} data-autofocus>
              {t.back}
            </Button>
            <Button loading={action.busy} onClick={confirm}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AdminPage>
  );
}
