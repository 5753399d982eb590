import { Hono } from 'hono';
import { z } from 'zod';
import { confirmRegistrationBody, emailField, loginBody, profileBody, registerBody, resendLinkBody } from '@contract/account';
import type { AppEnv } from '../env';
import { requireUser } from '../http/auth';
import { rememberDevice } from '../http/deviceCookie';
import { afterAnswer } from '../http/background';
import { noStore } from '../http/noStore';
import type { AttemptLimits } from '../http/rateLimit';
import { validated } from '../http/validation';
import { accountMessages, checkConfirmationLink, confirmRegistration, registerAccount, resendRegistrationLink, signIn, updateProfile } from './accounts';
import { endSession } from './sessions';
import { toUserJson } from './publicUser';

const confirmationParams = z.object({
  email: emailField(),
  token: z.string().max(200, 'Odkaz pro potvrzení registrace je neplatný.'),
});

/** /api/users: registration and its confirmation link, sign-in and out, the own profile. */
export const accounts = (limits: AttemptLimits) =>
  new Hono<AppEnv>()
    .use(noStore)
    .post('/', limits.register, validated('json', registerBody), async (c) => c.json(await registerAccount(c.var, c.req.valid('json')), 201))
    .post('/login', limits.signIn, validated('json', loginBody), async (c) => {
      const user = await signIn(c.var.db, c.req.valid('json'), c.var.now());
      await rememberDevice(c, user.email);
      return c.json(user);
    })
    .post('/resend-link', limits.resendLink, validated('json', resendLinkBody), (c) => {
      afterAnswer(c.var.log, 'Resending a registration link', () => resendRegistrationLink(c.var, c.req.valid('json').email));
      return c.json({ message: accountMessages.resendAnswer });
    })
    .post('/logout', requireUser, async (c) => {
      await endSession(c.var.db, c.var.sessionToken);
      return c.json({ message: 'Odhlášeno' });
    })
    .get('/profile', requireUser, (c) => c.json(toUserJson(c.var.user)))
    .put('/profile', requireUser, validated('json', profileBody), async (c) =>
      c.json(await updateProfile(c.var.db, c.var.user, c.var.sessionToken, c.req.valid('json'), c.var.now())),
    )
    .get('/:email/:token', validated('param', confirmationParams), async (c) => {
      const { email, token } = c.req.valid('param');
      await checkConfirmationLink(c.var.db, email, token, c.var.now());
      return c.json('ok');
    })
    .post('/:email/:token', validated('param', confirmationParams), validated('json', confirmRegistrationBody), async (c) => {
      await confirmRegistration(c.var.db, { ...c.req.valid('param'), ...c.req.valid('json') }, c.var.now());
      return c.json('ok');
    });
