import { messages, type RegisteredJson, type UserInfoJson } from '@contract/account';
import type { Db } from '../db/open';
import type { Deps } from '../env';
import { Conflict, Forbidden, InvalidInput, Unauthenticated } from '../domainErrors';
import { enqueueMail } from '../mail/outbox';
import { registrationAttemptMail, registrationMail } from '../mail/templates';
import { findOneTimeToken, issueOneTimeToken, spendOneTimeToken, tokenProblem, type TokenProblem } from './oneTimeTokens';
import { hashPassword, passwordMatches } from './passwords';
import { createSession, endSessionsOf, type SessionUser } from './sessions';
import { syncNewsletterChoice } from './newsletterChoice';
import { DAY } from './tokens';
import { findUserByEmail, isUniqueViolation, PUBLIC_USER_COLUMNS, toUserJson, type PublicUser } from './publicUser';

export const REGISTRATION_LINK_TTL_MS = 2 * DAY;

export const accountMessages = {
  badCredentials: 'Neplatný e-mail nebo heslo',
  unconfirmed: 'Účet ještě není potvrzený. Klikněte prosím na odkaz v e-mailu, který jsme Vám poslali po registraci, nebo si nechte poslat nový.',
  resendAnswer: 'Pokud u nás na tento e-mail čeká nepotvrzený účet, poslali jsme na něj nový potvrzovací odkaz.',
  currentPasswordNeeded: 'Pro změnu e-mailu nebo hesla zadejte prosím současné heslo.',
  currentPasswordWrong: 'Současné heslo není správné.',
  noPasswordYet: 'Váš účet zatím nemá heslo (přihlašujete se přes Google). Nastavte si ho prosím přes „Zapomenuté heslo“.',
  emailTaken: 'Tento e-mail už používá jiný účet.',
} as const;

const confirmationProblems: Record<TokenProblem, string> = {
  invalid: 'Odkaz pro potvrzení registrace je neplatný.',
  used: 'Registrace už byla potvrzena. Můžete se přihlásit.',
  expired: 'Platnost odkazu vypršela. Zaregistrujte se prosím znovu, pošleme Vám nový odkaz.',
};

export const registrationLink = (publicUrl: string, email: string, token: string) => `${publicUrl}/registerLink/${encodeURIComponent(email)}/${token}`;

const userById = (db: Db, id: number) => db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();

const queueRegistrationMail = (trx: Db, config: Deps['config'], email: string, token: string, now: Date) =>
  enqueueMail(trx, { to: email, ...registrationMail({ link: registrationLink(config.publicUrl, email, token) }) }, now);

const queueRegistrationAttemptMail = (db: Db, config: Deps['config'], email: string, now: Date) =>
  enqueueMail(
    db,
    { to: email, ...registrationAttemptMail({ signInLink: `${config.publicUrl}/login`, resetLink: `${config.publicUrl}/forgot-password` }) },
    now,
  );

/**
 * Registers a name at an address and mails the confirmation link, in one transaction. The account
 * gets its password only when the link is followed (confirmRegistration), so whoever reads the
 * mailbox decides it. Registering an address that is not confirmed yet starts over: the newest
 * name, no password, and only the newest link works. A confirmed address gets the same answer
 * after the same work (one mail queued), so the answer never tells who has an account; its owner
 * is mailed about the attempt instead.
 */
export async function registerAccount({ db, config, now, wakeMailSender }: Deps, input: { name: string; email: string }): Promise<RegisteredJson> {
  const registered = await db
    .transaction()
    .execute(async (trx) => {
      const at = now();
      const existing = await trx.selectFrom('users').select(['id', 'is_registered']).where('email', '=', input.email).executeTakeFirst();
      if (existing?.is_registered) return false;
      if (existing)
        await trx.updateTable('users').set({ name: input.name, password_hash: null, updated_at: at.toISOString() }).where('id', '=', existing.id).execute();
      const userId =
        existing?.id ?? (await trx.insertInto('users').values({ name: input.name, email: input.email }).returning('id').executeTakeFirstOrThrow()).id;
      await queueRegistrationMail(trx, config, input.email, await issueOneTimeToken(trx, userId, 'register', REGISTRATION_LINK_TTL_MS, at), at);
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return true; // a registration of the same address at the same moment mailed the link
      throw error;
    });
  if (!registered) await queueRegistrationAttemptMail(db, config, input.email, now());
  wakeMailSender?.();
  return { name: input.name, email: input.email, message: messages.registered(input.email) };
}

async function usableConfirmationToken(db: Db, email: string, token: string, now: Date) {
  const found = await findOneTimeToken(db, 'register', token);
  const problem = tokenProblem(found, now, { email });
  if (problem || !found) throw new InvalidInput(confirmationProblems[problem ?? 'invalid']);
  return found;
}

/** Whether the confirmation page may ask for the password; does not spend the link. */
export async function checkConfirmationLink(db: Db, email: string, token: string, now: Date): Promise<void> {
  await usableConfirmationToken(db, email, token, now);
}

/** The registration link with the password chosen on its page: sets the password and confirms the account, once. */
export async function confirmRegistration(db: Db, link: { email: string; token: string; password: string }, now: Date): Promise<void> {
  const found = await usableConfirmationToken(db, link.email, link.token, now);
  const passwordHash = await hashPassword(link.password);
  await db.transaction().execute(async (trx) => {
    if (!(await spendOneTimeToken(trx, found.id, now))) throw new InvalidInput(confirmationProblems.used);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, is_registered: 1, updated_at: now.toISOString() })
      .where('id', '=', found.userId)
      .execute();
  });
}

/** A new confirmation link for an unconfirmed account; does nothing for any other address. */
export async function resendRegistrationLink({ db, config, now, wakeMailSender }: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.is_registered) return;
  await db.transaction().execute(async (trx) => {
    const at = now();
    await queueRegistrationMail(trx, config, user.email, await issueOneTimeToken(trx, user.id, 'register', REGISTRATION_LINK_TTL_MS, at), at);
  });
  wakeMailSender?.();
}

export const userInfo = (user: PublicUser, token: string): UserInfoJson => ({ ...toUserJson(user), token });

/** E-mail and password sign-in; an unconfirmed account is told why it cannot sign in yet. */
export async function signIn(db: Db, { email, password }: { email: string; password: string }, now: Date): Promise<UserInfoJson> {
  const user = await findUserByEmail(db, email);
  if (!(await passwordMatches(user?.password_hash, password)) || !user) throw new Unauthenticated(accountMessages.badCredentials);
  if (!user.is_registered) throw new Forbidden(accountMessages.unconfirmed);
  const { password_hash: _, ...publicUser } = user;
  return userInfo(publicUser, await createSession(db, user.id, now));
}

export interface ProfileChange {
  name?: string;
  email?: string;
  password?: string;
  isSubscribed?: boolean;
  currentPassword?: string;
}

/**
 * Saves the profile of the signed-in user. A new e-mail address or password needs the current
 * password; a new password ends every other session of the user.
 */
export async function updateProfile(db: Db, user: SessionUser, sessionToken: string, change: ProfileChange, now: Date): Promise<UserInfoJson> {
  const newEmail = change.email !== undefined && change.email !== user.email ? change.email : undefined;
  const newPassword = change.password || undefined;
  if (newEmail || newPassword) await requireCurrentPassword(db, user.id, change.currentPassword);
  const passwordHash = newPassword && (await hashPassword(newPassword));
  const updated = await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(newEmail && { email: newEmail }),
          ...(passwordHash && { password_hash: passwordHash }),
          ...(change.isSubscribed !== undefined && { is_subscribed: change.isSubscribed ? 1 : 0 }),
          updated_at: now.toISOString(),
        })
        .where('id', '=', user.id)
        .execute();
      const updated = await userById(trx, user.id);
      if (passwordHash) await endSessionsOf(trx, user.id, sessionToken);
      await syncNewsletterChoice(trx, updated, change.isSubscribed !== undefined, now);
      return updated;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new Conflict(accountMessages.emailTaken) : error;
    });
  return userInfo(updated, sessionToken);
}

async function requireCurrentPassword(db: Db, userId: number, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new InvalidInput(accountMessages.currentPasswordNeeded);
  const { password_hash: hash } = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!hash) throw new Forbidden(accountMessages.noPasswordYet);
  if (!(await passwordMatches(hash, currentPassword))) throw new Forbidden(accountMessages.currentPasswordWrong);
}

/**
 * Makes sure a confirmed account with this address exists and has the given roles: creates it
 * with the password if missing, otherwise only adds the roles (its password stays as its owner set it).
 */
export async function ensureAccount(
  db: Db,
  account: { name: string; email: string; password: string; isAdmin?: boolean; isAssistant?: boolean },
): Promise<'created' | 'updated'> {
  const roles = { is_registered: 1, ...(account.isAdmin && { is_admin: 1 }), ...(account.isAssistant && { is_assistant: 1 }) };
  const existing = await findUserByEmail(db, account.email);
  if (existing) {
    await db.updateTable('users').set(roles).where('id', '=', existing.id).execute();
    return 'updated';
  }
  const passwordHash = await hashPassword(account.password);
  await db
    .insertInto('users')
    .values({ name: account.name, email: account.email, password_hash: passwordHash, ...roles })
    .execute();
  return 'created';
}
