import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { confirmRegistrationForm } from '@contract/account';
import { answer, client, get } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { AccountCard, SuccessAlert } from './AccountCard';
import { PasswordForm } from './PasswordForm';
import { useRedirectWhen } from './useRedirectWhen';

const t = accountTexts;
/** Spec, storefront 9: the registration redirect after 3000 ms. */
const REDIRECT_MS = 3000;

const linkParams = (email: string, token: string) => ({ param: { email: encodeURIComponent(email), token: encodeURIComponent(token) } });

/** The password of the new account, chosen here, so only whoever reads the mailbox sets it. */
function ConfirmationForm({ email, token }: { email: string; token: string }) {
  const [confirmed, setConfirmed] = useState(false);
  useRedirectWhen(confirmed, '/login', REDIRECT_MS);

  if (!confirmed) {
    return (
      <PasswordForm
        intro={t.registerLink.choosePassword(email)}
        labels={{ password: t.fields.password, confirm: t.fields.confirmPassword }}
        submitLabel={t.registerLink.submit}
        schema={confirmRegistrationForm}
        send={(password) => answer(client.users[':email'][':token'].$post({ ...linkParams(email, token), json: { password } }))}
        onDone={() => setConfirmed(true)}
      />
    );
  }
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
