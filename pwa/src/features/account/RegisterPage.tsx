import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { messages, registerBody } from '@contract/account';
import { answer, client } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { AccountCard, ErrorAlert, SuccessAlert } from './AccountCard';
import { GoogleButton } from './GoogleButton';
import { afterSignIn, redirectQuery } from './redirectTarget';
import { useForm } from '../../lib/useForm';
import { useSession } from './useSession';
import { EmailInput } from '../../lib/ui/EmailInput';

const t = accountTexts;
const empty = { name: '', email: '' };

/**
 * /register (spec, storefront 2 Accounts and 5): name and e-mail. The account is confirmed by the
 * link the server mails, on whose page its password is chosen; the form clears and says where the link went.
 */
export function RegisterPage() {
  const user = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useForm(empty);
  const [registered, setRegistered] = useState<string | null>(null);

  if (user) return <Navigate to={afterSignIn(redirect)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRegistered(null);
    const valid = form.validate(registerBody);
    if (!valid) return;
    const registered = await form.run(() => answer(client.users.$post({ json: valid })));
    if (!registered) return;
    setRegistered(messages.registered(registered.email));
    form.setValues(empty);
  }

  return (
    <AccountCard title={t.register.title}>
      <SuccessAlert>{registered}</SuccessAlert>
      <ErrorAlert>{form.failure?.message}</ErrorAlert>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label={t.fields.name} autoComplete="name" required size="md" {...form.textField('name')} />
          <EmailInput label={t.fields.email} {...form.textField('email')} />
          <Text size="sm" c="dimmed">
            {t.register.passwordLater}
          </Text>
          <Button type="submit" size="md" fullWidth mt="xs" loading={form.busy}>
            {t.register.submit}
          </Button>
        </Stack>
      </form>
      <GoogleButton label={t.google.register} target={afterSignIn(redirect)} />
      <Text ta="center" mt="lg" size="sm">
        {t.register.hasAccount}{' '}
        <Anchor component={Link} to={`/login${redirectQuery(redirect)}`} fw={600}>
          {t.register.login}
        </Anchor>
      </Text>
    </AccountCard>
  );
}
