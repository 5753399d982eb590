import { Alert, Box, Button, Checkbox, Notification, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { profileForm, type UserJson } from '@contract/account';
import { answer, client } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { ErrorAlert, SuccessAlert } from './AccountCard';
import { MyOrders } from './MyOrders';
import { PasswordField } from './PasswordField';
import { refusalOf } from './refusal';
import { RequireSignIn } from './RequireSignIn';
import { currentUser, signIn, type UserInfo } from './session';
import { useForm } from '../../lib/useForm';
import { EmailInput } from '../../lib/ui/EmailInput';
import { NewPasswordFields } from './NewPasswordFields';
import { NotificationSettings } from '../pwa/NotificationSettings';

const t = accountTexts;
const NOTICE_MS = 4000;

const valuesOf = (user: Pick<UserJson, 'name' | 'email' | 'isSubscribed'>) => ({
  name: user.name,
  email: user.email,
  password: '',
  confirmPassword: '',
  isSubscribed: user.isSubscribed,
  currentPassword: '',
});
type TextKey = Exclude<keyof ReturnType<typeof valuesOf>, 'isSubscribed'>;

/** 'Profil upravený' as a short-lived notice at the bottom of the screen (the form shows 'Data úspěšně změněna'). */
function SavedNotice({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Box pos="fixed" bottom={16} left={16} right={16} maw={380} mx="auto" style={{ zIndex: 400 }}>
      <Notification
        role="status"
        color="green"
        icon={<IconCheck size={18} aria-hidden="true" />}
        onClose={onClose}
        closeButtonProps={{ 'aria-label': t.profile.close }}
        withBorder
        fw={600}
      >
        {t.profile.savedTitle}
      </Notification>
    </Box>
  );
}

function ProfileForm({ user }: { user: UserInfo }) {
  const form = useForm(valuesOf(user));
  const [saved, setSaved] = useState(false);
  const [notice, setNotice] = useState(false);
  const edited = useRef(false);
  const closeNotice = useCallback(() => setNotice(false), []);

  // Fresh data from the server (another device may have changed it); it also checks the token.
  // Once per visit: setFormValues is the form's state setter, which never changes.
  const setFormValues = form.setValues;
  useEffect(() => {
    let current = true;
    answer(client.users.profile.$get()).then(
      (fresh) => {
        const signedIn = currentUser();
        if (!current || !signedIn || signedIn._id !== fresh._id) return;
        signIn({ ...signedIn, ...fresh });
        if (!edited.current) setFormValues(valuesOf(fresh));
      },
      () => {
        // offline, or the session ended (then the sign-out is already on its way)
      },
    );
    return () => {
      current = false;
    };
  }, [setFormValues]);

  const change = <K extends keyof ReturnType<typeof valuesOf>>(field: K, value: ReturnType<typeof valuesOf>[K]) => {
    edited.current = true;
    setSaved(false);
    form.set(field, value);
  };
  const textField = (field: TextKey) => ({
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
    error: form.errors[field],
  });

  // A new e-mail or password needs the current password (the server checks it too).
  const needsCurrentPassword = form.values.email.trim().toLowerCase() !== user.email || form.values.password !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const valid = form.validate(profileForm, { ...form.values, currentPassword: needsCurrentPassword ? form.values.currentPassword : undefined });
    if (!valid) return;
    const { confirmPassword: _, password, currentPassword, ...rest } = valid;
    const body = { ...rest, ...(password ? { password } : {}), ...(needsCurrentPassword ? { currentPassword } : {}) };
    const info = await form.run(() => answer(client.users.profile.$put({ json: body })));
    if (!info) return;
    signIn(info);
    edited.current = false;
    form.setValues(valuesOf(info));
    setSaved(true);
    setNotice(true);
  }

  return (
    <Paper component="section" aria-labelledby="profile-form" withBorder p={{ base: 'md', sm: 'xl' }} radius="md" shadow="xs">
      <Title order={2} id="profile-form" fz={{ base: 20, sm: 24 }} mb="md">
        {t.profile.formTitle}
      </Title>
      {saved && <SuccessAlert>{t.profile.saved}</SuccessAlert>}
      <ErrorAlert>{form.failure?.message}</ErrorAlert>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label={t.fields.name} autoComplete="name" required size="md" {...textField('name')} />
          <EmailInput label={t.fields.email} {...textField('email')} />
          <NewPasswordFields
            labels={{ password: t.profile.password, confirm: t.profile.confirmPassword, hint: t.profile.passwordHint }}
            password={textField('password')}
            confirm={textField('confirmPassword')}
            required={false}
          />
          {needsCurrentPassword && (
            <PasswordField
              label={t.profile.currentPassword}
              description={t.profile.currentPasswordHint}
              autoComplete="current-password"
              required
              size="md"
              {...textField('currentPassword')}
            />
          )}
          <Checkbox
            label={t.profile.newsletter}
            size="md"
            py={6}
            checked={form.values.isSubscribed}
            onChange={(event) => change('isSubscribed', event.currentTarget.checked)}
            error={form.errors.isSubscribed}
          />
          <Button type="submit" size="md" mt="xs" loading={form.busy} style={{ alignSelf: 'flex-start' }}>
            {t.profile.submit}
          </Button>
        </Stack>
      </form>
      {notice && <SavedNotice onClose={closeNotice} />}
    </Paper>
  );
}

/** /profile (spec, storefront 2 Accounts, 4 and 5): the own data and the own orders; visitors go to /login. */
export function ProfilePage() {
  useDocumentTitle(t.profile.title);
  const refusal = refusalOf(useLocation().state);
  return (
    <RequireSignIn>
      {(user) => (
        <Box maw={960} mx="auto">
          <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
            {t.profile.title}
          </Title>
          {refusal && (
            <Alert color="orange" variant="light" role="alert" icon={<IconLock size={20} aria-hidden="true" />} mb="md">
              {refusal}
            </Alert>
          )}
          <Stack gap="xl">
            <Box maw={{ md: 620 }}>
              <ProfileForm key={user._id} user={user} />
            </Box>
            <NotificationSettings />
            <MyOrders />
          </Stack>
        </Box>
      )}
    </RequireSignIn>
  );
}
