import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages, resetPasswordForm } from '@contract/account';
import { answer, client, get } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { AccountCard, ErrorAlert, SuccessAlert } from './AccountCard';
import { useForm } from './useForm';
import { NewPasswordFields } from './NewPasswordFields';

const t = accountTexts;
/** Spec, storefront 4 and 9: on to the home page 2 s after the password changed. */
const REDIRECT_MS = 2000;

const linkParams = (email: string, id: string, token: string) => ({
  param: { email: encodeURIComponent(email), id: encodeURIComponent(id), token: encodeURIComponent(token) },
});

function NewPasswordForm({ email, id, token, name }: { email: string; id: string; token: string; name: string }) {
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmPassword: '' });
  const [changed, setChanged] = useState<string | null>(null);

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      navigate('/', { replace: true });
    }, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [changed, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.validate(resetPasswordForm);
    if (!valid) return;
    const changed = await form.run(() => answer(client.auth['reset-password'].$post({ json: { email, id, token, password: valid.password } })));
    if (changed) setChanged(changed.message || messages.passwordChanged);
  }

  if (changed) return <SuccessAlert>{changed}</SuccessAlert>;

  return (
    <>
      <Text mb="md" lh={1.6}>
        {t.resetPassword.greeting(name)}
      </Text>
      {form.failure && (
        <ErrorAlert>
          {form.failure.message}{' '}
          <Anchor component={Link} to="/forgot-password" c="red.9" fw={600}>
            {t.resetPassword.newLink}
          </Anchor>
        </ErrorAlert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <NewPasswordFields
            labels={{ password: t.resetPassword.password, confirm: t.resetPassword.confirmPassword, hint: t.fields.passwordHint }}
            password={form.textField('password')}
            confirm={form.textField('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={form.busy}>
            {t.resetPassword.submit}
          </Button>
        </Stack>
      </form>
    </>
  );
}

/**
 * /reset-password/{email}/{id}/{token}: the form shows only when the server accepts the link; otherwise
 * its reason in a red alert (spec, storefront 2, 4, 5 and 8).
 */
export function ResetPasswordPage() {
  const { email = '', id = '', token = '' } = useParams();
  const [check] = useApi(get(client.auth['check-reset-token'][':email'][':id'][':token'], linkParams(email, id, token)));
  return (
    <AccountCard title={t.resetPassword.title}>
      <Loaded state={check}>{(found) => <NewPasswordForm email={email} id={id} token={token} name={found.name} />}</Loaded>
      {check.status === 'error' && (
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t.resetPassword.newLink}
        </Anchor>
      )}
    </AccountCard>
  );
}
