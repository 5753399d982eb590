import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { GOOGLE_ERRORS, loginBody } from '@contract/account';
import { answer, client } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { AccountCard, ErrorAlert, SuccessAlert } from './AccountCard';
import { GoogleButton } from './GoogleButton';
import { PasswordField } from './PasswordField';
import { afterSignIn, redirectQuery } from './redirectTarget';
import { signIn, type UserInfo } from './session';
import { useForm } from '../../lib/useForm';
import { useSession } from './useSession';
import { EmailInput } from '../../lib/ui/EmailInput';

const t = accountTexts;

/** The Czech reason of /login?googleError={kind}, for the contract's kinds and the spec's pop-up ones. */
function googleErrorText(kind: string): string {
  const known: Record<string, string> = { ...GOOGLE_ERRORS, ...t.google.popupErrors };
  return known[kind] ?? t.google.unknownError;
}

// A Google code can be redeemed once; the same request serves a repeated effect (React's strict mode).
const redeeming = new Map<string, Promise<UserInfo>>();
function redeemGoogleCode(code: string): Promise<UserInfo> {
  let request = redeeming.get(code);
  if (!request) {
    request = answer(client.auth.currentuser.$post({ json: { dataInfo: { code } } }));
    redeeming.set(code, request);
  }
  return request;
}

/** Finishes a Google sign-in that came back as /login?google={code}. */
function useGoogleReturn(code: string | null, onError: (message: string) => void) {
  const [, setParams] = useSearchParams();
  useEffect(() => {
    if (!code) return;
    let current = true;
    redeemGoogleCode(code).then(
      (info) => current && signIn(info),
      (error: unknown) => {
        if (!current) return;
        onError(error instanceof Error ? error.message : String(error));
        setParams(
          (params) => {
            params.delete('google');
            return params;
          },
          { replace: true },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [code, onError, setParams]);
}

/**
 * /login and /login/profile (spec, storefront 2 Accounts): e-mail and password, or Google. A signed-in
 * visitor goes on to the `redirect` target, or to the profile, with what a refusing page said (refusal.ts).
 */
export function LoginPage() {
  const user = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? (location.pathname.startsWith('/login/profile') ? '/profile' : null);
  const target = afterSignIn(redirect);
  const googleCode = params.get('google');
  const googleError = params.get('googleError');
  const expired = (location.state as { expired?: boolean } | null)?.expired === true;

  const form = useForm({ email: '', password: '' });
  const [googleFailure, setGoogleFailure] = useState<string | null>(null);
  const [resend, setResend] = useState<{ sending: boolean; answer?: string; error?: string }>({ sending: false });
  useGoogleReturn(user ? null : googleCode, setGoogleFailure);

  if (user) return <Navigate to={target} replace state={location.state} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResend({ sending: false });
    const body = form.validate(loginBody);
    if (!body) return;
    const info = await form.run(() => answer(client.users.login.$post({ json: body })));
    if (info) signIn(info); // the page re-renders signed in and goes on to the target
  }

  async function resendLink() {
    setResend({ sending: true });
    try {
      const { message } = await answer(client.users['resend-link'].$post({ json: { email: form.values.email } }));
      setResend({ sending: false, answer: message });
    } catch (error) {
      setResend({ sending: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  if (googleCode && !googleFailure) {
    return (
      <AccountCard title={t.login.title}>
        <Center py="lg">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text role="status">{t.login.googleFinishing}</Text>
          </Stack>
        </Center>
      </AccountCard>
    );
  }

  // The account exists but its registration link was not clicked yet (the server answers 403).
  const unconfirmed = form.failure?.status === 403;

  return (
    <AccountCard title={t.login.title}>
      {expired && <ErrorAlert>{t.login.expired}</ErrorAlert>}
      {googleError && !googleFailure && <ErrorAlert>{googleErrorText(googleError)}</ErrorAlert>}
      <ErrorAlert>{googleFailure}</ErrorAlert>
      {form.failure && (
        <ErrorAlert>
          {form.failure.message}
          {unconfirmed && !resend.answer && (
            <Button variant="white" color="red" size="sm" mt="sm" display="block" loading={resend.sending} onClick={resendLink}>
              {t.login.resendLink}
            </Button>
          )}
        </ErrorAlert>
      )}
      <SuccessAlert>{resend.answer}</SuccessAlert>
      <ErrorAlert>{resend.error}</ErrorAlert>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <EmailInput label={t.fields.email} {...form.textField('email')} />
          <PasswordField label={t.fields.password} autoComplete="current-password" required size="md" {...form.textField('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm" py={6}>
              {t.login.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={form.busy}>
            {t.login.submit}
          </Button>
        </Stack>
      </form>
      <GoogleButton label={t.google.signIn} target={target} />
      <Text ta="center" mt="lg" size="sm">
        {t.login.noAccount}{' '}
        <Anchor component={Link} to={`/register${redirectQuery(redirect)}`} fw={600}>
          {t.login.register}
        </Anchor>
      </Text>
    </AccountCard>
  );
}
