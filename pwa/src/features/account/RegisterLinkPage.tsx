import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { confirmRegistrationForm } from '@contract/account';
import { answer, client, get } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { AccountCard, ErrorAlert, SuccessAlert } from './AccountCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from './useForm';

const t = accountTexts;
/** Spec, storefront 9: the registration redirect after 3000 ms. */
const REDIRECT_MS = 3000;

const linkParams = (email: string, token: string) => ({ param: { email: encodeURIComponent(email), token: encodeURIComponent(token) } });

/** The password of the new account, chosen here, so only whoever reads the mailbox sets it. */
function ConfirmationForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmPassword: '' });
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.validate(confirmRegistrationForm);
    if (!valid) return;
    const done = await form.run(() => answer(client.users[':email'][':token'].$post({ ...linkParams(email, token), json: { password: valid.password } })));
    if (done) setConfirmed(true);
  }

  if (confirmed) {
    return (
      <>
        <SuccessAlert>{t.registerLink.success}</SuccessAlert>
        <Text size="sm" c="dimmed">
          {t.registerLink.redirecting}{' '}
          <Anchor component={Link} to="/login" replace>
            {t.registerLink.toLogin}
          </Anchor>
        </Text>
      </>
    );
  }

  return (
    <>
      <Text mb="md" lh={1.6}>
        {t.registerLink.choosePassword(email)}
      </Text>
      <ErrorAlert>{form.failure?.message}</ErrorAlert>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <NewPasswordFields
            labels={{ password: t.fields.password, confirm: t.fields.confirmPassword, hint: t.fields.passwordHint }}
            password={form.textField('password')}
            confirm={form.textField('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={form.busy}>
            {t.registerLink.submit}
          </Button>
        </Stack>
      </form>
    </>
  );
}

/**
 * /registerLink/{email}/{token}: the link from the registration mail. The form for the account's
 * password shows only when the server accepts the link; otherwise its reason in a red alert
 * (spec, storefront 4 and 8). Once confirmed, on to /login after 3 s.
 */
export function RegisterLinkPage() {
  const { email = '', token = '' } = useParams();
  const [check] = useApi(get(client.users[':email'][':token'], linkParams(email, token)));
  return (
    <AccountCard title={t.registerLink.title}>
      <Loaded state={check}>{() => <ConfirmationForm email={email} token={token} />}</Loaded>
      {check.status === 'error' && (
        <Anchor component={Link} to="/login">
          {t.registerLink.toLogin}
        </Anchor>
      )}
    </AccountCard>
  );
}

/** /registerLink without a link: where to look for it. */
export function RegisterMailboxPage() {
  return (
    <AccountCard title={t.registerLink.mailboxTitle} width={560}>
      <Stack gap="sm">
        {t.registerLink.mailbox.map((line) => (
          <Text key={line} lh={1.6}>
            {line}
          </Text>
        ))}
      </Stack>
      <Anchor component={Link} to="/login" display="inline-block" mt="md">
        {t.registerLink.toLogin}
      </Anchor>
    </AccountCard>
  );
}
