import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages, resetPasswordForm } from '@contract/account';
import { answer, client, get } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { AccountCard, SuccessAlert } from './AccountCard';
import { PasswordForm } from './PasswordForm';
import { useRedirectWhen } from './useRedirectWhen';

const t = accountTexts;
/** Spec, storefront 4 and 9: on to the home page 2 s after the password changed. */
const REDIRECT_MS = 2000;

const linkParams = (email: string, id: string, token: string) => ({
  param: { email: encodeURIComponent(email), id: encodeURIComponent(id), token: encodeURIComponent(token) },
});

function NewPasswordForm({ email, id, token, name }: { email: string; id: string; token: string; name: string }) {
  const [changed, setChanged] = useState<string | null>(null);
  useRedirectWhen(Boolean(changed), '/', REDIRECT_MS);

  if (changed) return <SuccessAlert>{changed}</SuccessAlert>;

  return (
    <PasswordForm
      intro={t.resetPassword.greeting(name)}
      labels={{ password: t.resetPassword.password, confirm: t.resetPassword.confirmPassword }}
      submitLabel={t.resetPassword.submit}
      schema={resetPasswordForm}
      send={(password) => answer(client.auth['reset-password'].$post({ json: { email, id, token, password } }))}
      onDone={(answer) => setChanged(answer.message || messages.passwordChanged)}
      afterRefusal={
        <Anchor component={Link} to="/forgot-password" c="red.9" fw={600}>
          {t.resetPassword.newLink}
        </Anchor>
      }
    />
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
