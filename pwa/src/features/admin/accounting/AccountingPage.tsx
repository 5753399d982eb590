import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type AccountingExport, accountingFileName, type AccountingPeriod, accountingPeriodSchema } from '@contract/admin/accounting';
import { client } from '../../../lib/client';
import { savePdf } from '../../../lib/savePdf';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';

const t = adminTexts.accounting;

/** A day as the date inputs and the API write it: 2026-11-01, in the browser's own calendar. */
const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The month `offset` months from this one, first to last day. */
function monthOf(offset: number): AccountingPeriod {
  const today = new Date();
  return {
    from: isoDay(new Date(today.getFullYear(), today.getMonth() + offset, 1)),
    to: isoDay(new Date(today.getFullYear(), today.getMonth() + offset + 1, 0)),
  };
}

const EXPORTS: { file: AccountingExport; label: string }[] = [
  { file: 'pohoda.xml', label: t.pohoda },
  { file: 'isdoc.zip', label: t.isdoc },
  { file: 'invoices.csv', label: t.csv },
];

const exportCall = (file: AccountingExport, query: AccountingPeriod) => client.admin.accounting[file].$get({ query });

/** /admin/accounting: a period (last month to start with) and its three exports for the accountant. */
export function AccountingPage() {
  const [period, setPeriod] = useState<AccountingPeriod>(() => monthOf(-1));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const action = useAction();

  function choose(next: AccountingPeriod) {
    setPeriod(next);
    setInvalid(null);
    setSaved(null);
  }

  async function download(file: AccountingExport) {
    setSaved(null);
    const parsed = accountingPeriodSchema.safeParse(period);
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    const fileName = accountingFileName(file, parsed.data);
    const done = await action.run(async () => {
      await savePdf(await exportCall(file, parsed.data), fileName);
      return true;
    });
    if (done) setSaved(t.saved(fileName));
  }

  return (
    <AdminPage title={t.title} narrow>
      <Text c="dimmed">{t.intro}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Group gap="xs">
            <Button variant="light" size="compact-sm" onClick={() => choose(monthOf(-1))}>
              {t.lastMonth}
            </Button>
            <Button variant="light" size="compact-sm" onClick={() => choose(monthOf(0))}>
              {t.thisMonth}
            </Button>
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput type="date" label={t.from} value={period.from} onChange={(e) => choose({ ...period, from: e.currentTarget.value })} />
            <TextInput type="date" label={t.to} value={period.to} onChange={(e) => choose({ ...period, to: e.currentTarget.value })} />
          </SimpleGrid>
          <ErrorMessage>{invalid ?? action.failure?.message ?? null}</ErrorMessage>
          <SuccessMessage>{saved}</SuccessMessage>
          <Title order={2} fz="lg">
            {t.downloads}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {EXPORTS.map(({ file, label }) => (
              <Button key={file} leftSection={<IconDownload size={18} aria-hidden="true" />} loading={action.busy} onClick={() => void download(file)}>
                {label}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
