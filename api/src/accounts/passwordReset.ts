import type { ResetTokenCheckJson } from '@contract/account';
import type { Db } from '../db/open';
import type { Deps } from '../env';
import { InvalidInput } from '../domainErrors';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import { findOneTimeToken, issueOneTimeToken, spendOneTimeToken, tokenProblem, type FoundToken, type TokenProblem } from './oneTimeTokens';
import { hashPassword } from './passwords';
import { endSessionsOf } from './sessions';
import { HOUR } from './tokens';
import { findUserByEmail } from './publicUser';

export const RESET_LINK_TTL_MS = HOUR;

const resetProblems: Record<TokenProblem, string> = {
  invalid: 'Odkaz pro obnovení hesla je neplatný. Požádejte prosím o nový.',
  used: 'Odkaz pro obnovení hesla už byl použit. Požádejte prosím o nový.',
  expired: 'Platnost odkazu pro obnovení hesla vypršela (platí 1 hodinu). Požádejte prosím o nový.',
};

/** The link is always built on PUBLIC_URL, never on an address the client sent. */
export const resetLink = (publicUrl: string, email: string, userId: number, token: string) =>
  `${publicUrl}/reset-password/${encodeURIComponent(email)}/${userId}/${token}`;

/** Queues a mail with a reset link if an account has this address; does nothing otherwise. */
export async function sendPasswordResetLink({ db, config, now, wakeMailSender }: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction().execute(async (trx) => {
    const at = now();
    const token = await issueOneTimeToken(trx, user.id, 'reset', RESET_LINK_TTL_MS, at);
    await enqueueMail(
      trx,
      {
        to: user.email,
        ...passwordResetMail({ name: user.is_registered ? user.name : undefined, link: resetLink(config.publicUrl, user.email, user.id, token) }),
      },
      at,
    );
  });
  wakeMailSender?.();
}

export interface ResetLinkParts {
  email: string;
  id: number;
  token: string;
}

async function usableResetToken(db: Db, { email, id, token }: ResetLinkParts, now: Date): Promise<FoundToken> {
  const found = await findOneTimeToken(db, 'reset', token);
  const problem = tokenProblem(found, now, { email, userId: id });
  if (problem || !found) throw new InvalidInput(resetProblems[problem ?? 'invalid']);
  return found;
}

/** Whether the reset page may show its form; does not spend the token. */
export async function checkResetToken(db: Db, link: ResetLinkParts, now: Date): Promise<ResetTokenCheckJson> {
  const found = await usableResetToken(db, link, now);
  return { name: found.name, userToken: link.token };
}

/**
 * Sets the new password and spends the link. Every session of the user ends, so whoever knew the
 * old password is signed out everywhere. The link proves the address, so the account counts as confirmed.
 */
export async function resetPassword(db: Db, link: ResetLinkParts & { password: string }, now: Date): Promise<void> {
  const found = await usableResetToken(db, link, now);
  const passwordHash = await hashPassword(link.password);
  await db.transaction().execute(async (trx) => {
    if (!(await spendOneTimeToken(trx, found.id, now))) throw new InvalidInput(resetProblems.used);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, is_registered: 1, updated_at: now.toISOString() })
      .where('id', '=', found.userId)
      .execute();
    await endSessionsOf(trx, found.userId);
  });
}
