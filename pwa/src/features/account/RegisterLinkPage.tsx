import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { answer, client } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { AccountCard, ErrorAlert, SuccessAlert } from './AccountCard';

const t = accountTexts.registerLink;
/** Spec, storefront 9: the registration redirect after 3000 ms. */
const REDIRECT_MS = 3000;

// A link confirms once; a repeated effect (React's strict mode) shares the first request.
const confirming = new Map<string, Promise<unknown>>();
function confirmOnce(email: string, token: string): Promise<unknown> {
  const param = { email: encodeURIComponent(email), token: encodeURIComponent(token) };
  const path = client.users[':email'][':token'].$path({ param });
  let request = confirming.get(path);
  if (!request) {
    request = answer(client.users[':email'][':token'].$get({ param }));
    confirming.set(path, request);
  }
  return request;
}

type Confirmation = { status: 'checking' } | { status: 'ok' } | { status: 'failed'; message: string };

/**
 * /registerLink/{email}/{token}: the link from the registration mail. The server answers 'ok'
 * (then on to /login after 3 s) or why not, shown in a red alert (spec, storefront 4 and 8).
 */
export function RegisterLinkPage() {
  const { email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<Confirmation>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    confirmOnce(email, token).then(
      () => current && setState({ status: 'ok' }), // the server answers 'ok', or refuses with why not
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [email, token]);

  useEffect(() => {
    if (state.status !== 'ok') return;
    const timer = setTimeout(() => {
      navigate('/login', { replace: true });
    }, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <AccountCard title={t.title}>
      {state.status === 'checking' && (
        <Center py="lg">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text role="status">{t.checking}</Text>
          </Stack>
        </Center>
      )}
      {state.status === 'ok' && (
        <>
          <SuccessAlert>{t.success}</SuccessAlert>
          <Text size="sm" c="dimmed">
            {t.redirecting}{' '}
            <Anchor component={Link} to="/login" replace>
              {t.toLogin}
            </Anchor>
          </Text>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <ErrorAlert>{state.message}</ErrorAlert>
          <Anchor component={Link} to="/login">
            {t.toLogin}
          </Anchor>
        </>
      )}
    </AccountCard>
  );
}

/** /registerLink without a link: where to look for it. */
export function RegisterMailboxPage() {
  return (
    <AccountCard title={t.mailboxTitle} width={560}>
      <Stack gap="sm">
        {t.mailbox.map((line) => (
          <Text key={line} lh={1.6}>
            {line}
          </Text>
        ))}
      </Stack>
      <Anchor component={Link} to="/login" display="inline-block" mt="md">
        {t.toLogin}
      </Anchor>
    </AccountCard>
  );
}
