import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { AdminUserJson } from '@contract/admin/users';
import { answer, client, get } from '../../../lib/client';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { useApi } from '../../../lib/useApi';
import { AdminPage } from '../ui/AdminPage';
import { EditAndDelete } from '../ui/EditAndDelete';
import { RecordTable, YesNo } from '../ui/RecordTable';

const t = adminTexts.users;

function Roles({ user }: { user: AdminUserJson }) {
  if (!user.isAdmin && !user.isAssistant) {
    return (
      <Badge color="gray" variant="light">
        {t.customer}
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {user.isAdmin && <Badge color="red">{t.admin}</Badge>}
      {user.isAssistant && <Badge color="blue">{t.assistant}</Badge>}
    </Group>
  );
}

function VisitCounter() {
  const [counter] = useApi(get(client.counter.count));
  if (counter.status !== 'success') return null;
  return (
    <Text fw={600} c="navy.7">
      {t.visits(counter.data.count)}
    </Text>
  );
}

/** /admin/userlist: every account with its roles, the visit counter, edit and (confirmed) delete. */
export function UserListPage() {
  const [users, reload] = useApi(get(client.users));
  return (
    <AdminPage title={t.title}>
      <VisitCounter />
      <Loaded state={users}>
        {(list) => (
          <RecordTable
            label={t.title}
            rows={list}
            rowKey={(user) => user._id}
            heading={{ label: t.name, cell: (user) => user.name }}
            columns={[
              {
                label: t.email,
                cell: (user) => (
                  <Anchor href={`mailto:${user.email}`} size="sm">
                    {user.email}
                  </Anchor>
                ),
              },
              { label: t.roles, cell: (user) => <Roles user={user} /> },
              { label: t.registered, cell: (user) => <YesNo value={user.isRegistered} />, align: 'center' },
              { label: t.subscribed, cell: (user) => <YesNo value={user.isSubscribed} />, align: 'center' },
            ]}
            actions={(user, layout) => (
              <EditAndDelete
                name={user.name}
                editTo={`/admin/user/${user._id}/edit`}
                question={t.confirmDelete(user.name)}
                note={t.deleteNote}
                onDelete={() => answer(client.users[':id'].$delete({ param: { id: String(user._id) } }))}
                onDone={reload}
                layout={layout}
              />
            )}
            minWidth={760}
          />
        )}
      </Loaded>
    </AdminPage>
  );
}
