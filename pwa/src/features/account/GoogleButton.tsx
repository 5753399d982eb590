import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { GOOGLE_START_PATH } from '@contract/account';
import { accountTexts } from '../../lib/texts/account';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';

/**
 * Sign-in or registration with Google, shown only when the server has it configured. A full page
 * load to the server, which sends the browser to Google and back to /login?google={code}.
 */
export function GoogleButton({ label, target }: { label: string; target: string }) {
  const [config] = useApi(get(client.auth.google.config));
  if (config.status !== 'success' || !config.data.enabled) return null;
  return (
    <>
      <Divider label={accountTexts.login.or} labelPosition="center" my="md" />
      <Button
        component="a"
        href={`${GOOGLE_START_PATH}?${new URLSearchParams({ redirect: target })}`}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconBrandGoogle size={20} aria-hidden="true" />}
      >
        {label}
      </Button>
    </>
  );
}
