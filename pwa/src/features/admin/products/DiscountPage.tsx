import { Button, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { discountBody } from '../../../../../api/src/contract/admin';
import type { MessageJson } from '../../../../../api/src/contract/account';
import { apiSend } from '../../../lib/api';
import { texts } from '../../../lib/texts';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';
import { useAction } from '../useLoad';

const t = texts.admin.discount;

/** /create-discount: one percentage for every product; the server answers 'Akcia vytvorená' or 'Akcia zrušená'. */
export function DiscountPage() {
  const [discount, setDiscount] = useState<number | string>(0);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const action = useAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const parsed = discountBody.safeParse({ discount });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    const result = await action.run(() => apiSend<MessageJson>('POST', '/products/discount', parsed.data));
    if (result) setAnswer(result.message);
  }

  return (
    <AdminPage title={t.title} back={{ to: '/admin/productlist', label: t.backToProducts }} narrow>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={520}>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Text>{t.intro}</Text>
            <SuccessMessage>{answer}</SuccessMessage>
            <ErrorMessage>{action.error}</ErrorMessage>
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
            <Button type="submit" loading={action.busy} size="md">
              {t.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </AdminPage>
  );
}
