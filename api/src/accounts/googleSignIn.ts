// "Sign in with Google" as the shop runs it: authorization code flow with PKCE and state, the
// account found, linked or created, and the session handed to the PWA through a one-time code.
import type { GoogleConfig } from '../config';
import type { UserInfoJson } from '@contract/account';
import type { Db } from '../db/open';
import type { Deps } from '../env';
import { InvalidInput } from '../domainErrors';
import { userInfo } from './accounts';
import { authorizationUrl, exchangeCode, GoogleSignInFailed, kindOfProviderError, verifyIdToken, type GoogleIdentity } from './googleOAuth';
import { findOneTimeToken, issueOneTimeToken, spendOneTimeToken, tokenProblem } from './oneTimeTokens';
import { createSession } from './sessions';
import { hashToken, later, MINUTE, randomToken } from './tokens';
import { PUBLIC_USER_COLUMNS, type PublicUser } from './publicUser';

const STATE_TTL_MS = 10 * MINUTE;
export const LOGIN_CODE_TTL_MS = 5 * MINUTE;
export const LOGIN_CODE_FAILED = 'Přihlášení přes Google vypršelo nebo už bylo použito. Zkuste to prosím znovu.';

export const googleCallbackUrl = (publicUrl: string) => `${publicUrl}/api/auth/google/callback`;

/**
 * Step 1: remembers a new sign-in (state, PKCE verifier, where to return) on the server and
 * answers the provider's address to send the browser to. The caller also puts the state into a
 * cookie of this browser, so a callback started elsewhere is refused.
 */
export async function startGoogleSignIn({ db, config, now }: Deps, google: GoogleConfig, redirectPath: string): Promise<{ url: string; state: string }> {
  const state = randomToken();
  const verifier = randomToken();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now().toISOString()).execute();
  await db
    .insertInto('oauth_states')
    .values({ state_hash: hashToken(state), code_verifier: verifier, redirect_path: redirectPath, expires_at: later(now(), STATE_TTL_MS) })
    .execute();
  return { url: authorizationUrl(google, { redirectUri: googleCallbackUrl(config.publicUrl), state, verifier }), state };
}

export interface GoogleCallback {
  state?: string;
  code?: string;
  error?: string;
  /** The state this browser's cookie carries. */
  browserState?: string;
}

/**
 * Step 2: the provider sent the browser back. Spends the state, exchanges the code, verifies the
 * ID token and finds or creates the account; answers a one-time code for the PWA and where to go.
 */
export async function finishGoogleSignIn(
  { db, config, now }: Deps,
  google: GoogleConfig,
  callback: GoogleCallback,
): Promise<{ loginCode: string; redirectPath: string }> {
  if (!callback.state || callback.state !== callback.browserState) throw new GoogleSignInFailed('invalid-state', 'state missing or not this browser’s');
  const pending = await db.deleteFrom('oauth_states').where('state_hash', '=', hashToken(callback.state)).returningAll().executeTakeFirst();
  if (!pending || pending.expires_at <= now().toISOString()) throw new GoogleSignInFailed('invalid-state', 'state unknown or expired');
  if (callback.error) throw new GoogleSignInFailed(kindOfProviderError(callback.error), `provider answered ${callback.error}`);
  if (!callback.code) throw new GoogleSignInFailed('internal-error', 'callback without a code');
  const idToken = await exchangeCode(google, { code: callback.code, verifier: pending.code_verifier, redirectUri: googleCallbackUrl(config.publicUrl) });
  const user = await accountForGoogle(db, await verifyIdToken(google, idToken, now()), now());
  return { loginCode: await issueOneTimeToken(db, user.id, 'google-login', LOGIN_CODE_TTL_MS, now()), redirectPath: pending.redirect_path };
}

/**
 * The account of a Google identity: the one already linked to it, else the one with its (verified)
 * address, now linked and confirmed, else a new confirmed account without a password.
 */
export async function accountForGoogle(db: Db, identity: GoogleIdentity, now: Date): Promise<PublicUser> {
  return db.transaction().execute(async (trx) => {
    const byUser = (column: 'google_id' | 'email', value: string) =>
      trx.selectFrom('users').select(PUBLIC_USER_COLUMNS).where(column, '=', value).executeTakeFirst();
    const linked = await byUser('google_id', identity.googleId);
    if (linked) return linked;
    const sameAddress = await byUser('email', identity.email);
    if (sameAddress) {
      await trx
        .updateTable('users')
        .set({
          google_id: identity.googleId,
          is_registered: 1,
          // The password of an unconfirmed account was never proven to be the address owner's;
          // keeping it would let whoever registered the address sign in to the now verified account.
          ...(!sameAddress.is_registered && { password_hash: null }),
          updated_at: now.toISOString(),
        })
        .where('id', '=', sameAddress.id)
        .execute();
      return { ...sameAddress, google_id: identity.googleId, is_registered: 1 };
    }
    return trx
      .insertInto('users')
      .values({ name: identity.name, email: identity.email, google_id: identity.googleId, is_registered: 1 })
      .returning(PUBLIC_USER_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Step 3: the PWA trades the one-time code from /login?google={code} for a session. */
export async function redeemLoginCode(db: Db, code: string, now: Date): Promise<UserInfoJson> {
  const found = await findOneTimeToken(db, 'google-login', code);
  if (!found || tokenProblem(found, now) || !(await spendOneTimeToken(db, found.id, now))) {
    throw new InvalidInput(LOGIN_CODE_FAILED);
  }
  const user = await db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', found.userId).executeTakeFirstOrThrow();
  return userInfo(user, await createSession(db, user.id, now));
}
