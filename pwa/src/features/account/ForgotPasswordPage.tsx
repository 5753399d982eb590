import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordBody, messages } from '@contract/account';
import { answer, client } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { AccountCard, ErrorAlert, SuccessAlert } from './AccountCard';
import { useForm } from '../../lib/useForm';
import { EmailInput } from '../../lib/ui/EmailInput';

const t = accountTexts;

/** /forgot-password (spec, storefront 5): the e-mail to send a reset link to. */
export function ForgotPasswordPage() {
  const form = useForm({ email: '' });
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const body = form.validate(forgotPasswordBody, { email: form.values.email, origURL: window.location.origin });
    if (!body) return;
    const sent = await form.run(() => answer(client.auth['forgot-password'].$post({ json: body })));
    if (sent) setSent(sent.message || messages.resetLinkSent);
  }

  return (
    <AccountCard title={t.forgotPassword.title}>
      <Text mb="md" lh={1.6}>
        {t.forgotPassword.intro}
      </Text>
      <SuccessAlert>{sent}</SuccessAlert>
      <ErrorAlert>{form.failure?.message}</ErrorAlert>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <EmailInput label={t.fields.email} {...form.textField('email')} />
          <Button type="submit" size="md" fullWidth loading={form.busy}>
            {t.forgotPassword.submit}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" display="inline-block" mt="lg" size="sm">
        {t.forgotPassword.backToLogin}
      </Anchor>
    </AccountCard>
  );
}
