import { Button, Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type AdminUserJson, userEditBody } from '@contract/admin/users';
import { answer, client, get } from '../../../lib/client';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { currentUser, signIn } from '../../account/session';
import { useForm } from '../../../lib/useForm';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage } from '../ui/Alerts';
import { useApi } from '../../../lib/useApi';

const t = adminTexts.users;

const FLAGS = [
  ['isAdmin', t.isAdmin],
  ['isAssistant', t.isAssistant],
  ['isRegistered', t.isRegistered],
  ['isSubscribed', t.isSubscribed],
] as const;

function UserForm({ user }: { user: AdminUserJson }) {
  const navigate = useNavigate();
  const form = useForm({ ...user });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate(userEditBody)) return;
    // The spec sends the whole user object; the server takes the fields it knows.
    const saved = await form.run(() => answer(client.users[':id'].$put({ param: { id: String(user._id) }, json: form.values })));
    if (!saved) return;
    // Editing one's own account: the top bar and the menus follow at once.
    const me = currentUser();
    if (me && me._id === saved._id) {
      signIn({ ...me, name: saved.name, email: saved.email, isAdmin: saved.isAdmin, isAssistant: saved.isAssistant, isSubscribed: saved.isSubscribed });
    }
    navigate('/admin/userlist');
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorMessage>{form.failure?.message}</ErrorMessage>
          <TextInput label={t.name} required {...form.textField('name')} />
          <TextInput label={t.email} type="email" required {...form.textField('email')} />
          {FLAGS.map(([field, label]) => (
            <Checkbox key={field} label={label} checked={form.values[field]} onChange={(e) => form.set(field, e.currentTarget.checked)} size="md" />
          ))}
          <Button type="submit" loading={form.busy} size="md">
            {adminTexts.common.save}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /admin/user/{id}/edit: name, e-mail and the four flags; saved, back to the list. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const [user] = useApi(get(client.users[':id'], { param: { id } }));
  return (
    <AdminPage title={t.editTitle} back={{ to: '/admin/userlist', label: t.title }} narrow>
      <Loaded state={user}>{(loaded) => <UserForm user={loaded} />}</Loaded>
    </AdminPage>
  );
}
