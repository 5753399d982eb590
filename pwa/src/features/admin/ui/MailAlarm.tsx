import { Alert, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { adminTexts } from '../../../lib/texts/admin';
import { client, get } from '../../../lib/client';
import { useApi } from '../../../lib/useApi';

const t = adminTexts.mailAlarm;
const mailHealth = get(client.admin['mail-health']);

/** A red alarm over every staff screen while mail does not leave the shop (GET /api/admin/mail-health); nothing otherwise. */
export function MailAlarm() {
  const [state] = useApi(mailHealth);
  if (state.status !== 'success' || !state.data.stale) return null;
  const { pending, oldestPendingMinutes } = state.data;
  return (
    <Alert color="red" variant="filled" role="alert" title={t.title} icon={<IconMailOff aria-hidden="true" />} mb="md">
      <Text size="sm">{t.waiting(pending, oldestPendingMinutes ?? 0)}</Text>
      <Text size="sm">{t.consequence}</Text>
    </Alert>
  );
}
