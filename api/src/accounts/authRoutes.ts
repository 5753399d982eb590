import { Hono } from 'hono';
import { contactBody, currentUserBody, forgotPasswordBody, messages, resetPasswordBody } from '@contract/account';
import type { AppEnv } from '../env';
import { afterAnswer } from '../http/background';
import { noStore } from '../http/noStore';
import type { AttemptLimits } from '../http/rateLimit';
import { validated } from '../http/validation';
import { sendContactMessage } from '../site/contact';
import { redeemLoginCode } from './googleSignIn';
import { checkResetToken, resetPassword, sendPasswordResetLink } from './passwordReset';
import { google } from './googleRoutes';

/** The parts of /reset-password/{email}/{id}/{token}, as the PWA passes them on. */
const resetLinkParams = resetPasswordBody.omit({ password: true });

/** /api/auth: password reset, the contact form and Google sign-in. */
export const auth = (limits: AttemptLimits) =>
  new Hono<AppEnv>()
    .use(noStore)
    .post('/forgot-password', limits.passwordReset, validated('json', forgotPasswordBody), (c) => {
      afterAnswer(c.var.log, 'Sending a password reset link', () => sendPasswordResetLink(c.var, c.req.valid('json').email));
      return c.json({ message: messages.resetLinkSent });
    })
    .get('/check-reset-token/:email/:id/:token', validated('param', resetLinkParams), async (c) =>
      c.json(await checkResetToken(c.var.db, c.req.valid('param'), c.var.now())),
    )
    .post('/reset-password', validated('json', resetPasswordBody), async (c) => {
      await resetPassword(c.var.db, c.req.valid('json'), c.var.now());
      return c.json({ message: messages.passwordChanged });
    })
    .post('/contact', limits.contact, validated('json', contactBody), async (c) => {
      await sendContactMessage(c.var, c.req.valid('json'));
      return c.json({ message: messages.contactSent });
    })
    .post('/currentuser', validated('json', currentUserBody), async (c) =>
      c.json(await redeemLoginCode(c.var.db, c.req.valid('json').dataInfo.code, c.var.now())),
    )
    .route('/google', google);
