import type { AdminUserJson, UserEdit } from '@contract/admin/users';
import type { Db } from '../db/open';
import { Conflict, NotFound } from '../domainErrors';
import { syncNewsletterChoice } from '../accounts/newsletterChoice';
import { isUniqueViolation, PUBLIC_USER_COLUMNS, type PublicUser, toUserJson } from '../accounts/publicUser';

export const userAdminMessages = {
  notFound: 'Uživatel nenalezen',
  emailTaken: 'Tento e-mail už používá jiný účet.',
  deleteSelf: 'Nemůžete smazat svůj vlastní účet.',
  demoteSelf: 'Nemůžete si sám odebrat práva administrátora.',
  lastAdmin: 'Toto je poslední administrátor; obchod musí mít alespoň jednoho. Nejdříve jmenujte jiného.',
  deleted: 'Uživatel odstraněn',
} as const;

const toAdminUserJson = (user: PublicUser): AdminUserJson => ({
  ...toUserJson(user),
  isRegistered: user.is_registered === 1,
  createdAt: user.created_at,
});

const publicUser = (db: Db, id: number) => db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', id).executeTakeFirst();

async function existingUser(db: Db, id: number): Promise<PublicUser> {
  const user = await publicUser(db, id);
  if (!user) throw new NotFound(userAdminMessages.notFound);
  return user;
}

/** Refuses when no administrator would be left; called inside the change's transaction. */
async function keepAnAdmin(db: Db): Promise<void> {
  const { admins } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('admins'))
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow();
  if (admins === 0) throw new Conflict(userAdminMessages.lastAdmin);
}

/** Every account, oldest first, without password hashes or tokens. */
export async function listUsers(db: Db): Promise<AdminUserJson[]> {
  const rows = await db.selectFrom('users').select(PUBLIC_USER_COLUMNS).orderBy('id').execute();
  return rows.map(toAdminUserJson);
}

export const userDetails = async (db: Db, id: number) => toAdminUserJson(await existingUser(db, id));

/**
 * An administrator edits an account. Nobody removes their own administrator role, and the shop
 * always keeps one administrator; the newsletter list follows isSubscribed and a new address.
 */
export async function editUser(db: Db, actorId: number, id: number, edit: UserEdit, now: Date): Promise<AdminUserJson> {
  if (id === actorId && edit.isAdmin === false) throw new Conflict(userAdminMessages.demoteSelf);
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const updated = await db
    .transaction()
    .execute(async (trx) => {
      await existingUser(trx, id);
      await trx
        .updateTable('users')
        .set({
          name: edit.name,
          email: edit.email,
          is_admin: flag(edit.isAdmin),
          is_assistant: flag(edit.isAssistant),
          is_registered: flag(edit.isRegistered),
          is_subscribed: flag(edit.isSubscribed),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
      if (edit.isAdmin === false) await keepAnAdmin(trx);
      const updated = await existingUser(trx, id);
      await syncNewsletterChoice(trx, updated, edit.isSubscribed !== undefined, now);
      return updated;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new Conflict(userAdminMessages.emailTaken) : error;
    });
  return toAdminUserJson(updated);
}

/**
 * Deletes an account with its sessions, reviews, favourites and cart, and takes its address off
 * the newsletter list; its orders stay (without the link to the account). Not one's own account,
 * nor the last administrator.
 */
export async function deleteUser(db: Db, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw new Conflict(userAdminMessages.deleteSelf);
  await db.transaction().execute(async (trx) => {
    await existingUser(trx, id);
    await trx.deleteFrom('subscribers').where('user_id', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await keepAnAdmin(trx);
  });
}
