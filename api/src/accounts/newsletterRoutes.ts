import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { listSubscribers, subscriberOfToken, unsubscribeByToken } from './newsletter';

const SHOP = 'Slovo života';
const paragraph = (text: string) => html`<p>${text}</p>`;
const USED_OR_INVALID_TEXT = 'Tento odkaz pro odhlášení už byl použit nebo je neplatný. Pokud Vám novinky stále chodí, napište nám prosím.';

/** The small page a mail's unsubscribe link opens (a page for people, not JSON); what is put in is escaped. */
const page = (publicUrl: string, content: HtmlEscapedString | Promise<HtmlEscapedString>) => html`<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Odběr novinek – ${SHOP}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222;max-width:36em;margin:3em auto;padding:0 1em">
<h1 style="font-size:1.4em">${SHOP}</h1>
${content}
<p><a href="${publicUrl}/">Zpět do obchodu</a></p>
</body></html>
`;

/**
 * A used or unknown link: a browser (Accept: text/html) gets a page saying so; any other client a
 * JSON 404, as everywhere under /api.
 */
const usedOrInvalid = (c: Context<AppEnv>) =>
  c.req.header('Accept')?.includes('text/html')
    ? c.html(page(c.var.config.publicUrl, paragraph(USED_OR_INVALID_TEXT)), 404)
    : c.json({ message: USED_OR_INVALID_TEXT }, 404);

/**
 * /api/subscribers: the newsletter lists for administrators, and the unsubscribe link of the shop's
 * mails. Opening the link only asks (mail scanners open links by themselves); the button posts to
 * the same address, which unsubscribes. Any token is simply looked up.
 */
export const newsletter = new Hono<AppEnv>()
  .get('/subscribed', requireAdmin, async (c) => c.json(await listSubscribers(c.var.db, true)))
  .get('/unsubscribed', requireAdmin, async (c) => c.json(await listSubscribers(c.var.db, false)))
  .get('/unsubscribe/:token', async (c) => {
    const email = await subscriberOfToken(c.var.db, c.req.param('token'));
    if (!email) return usedOrInvalid(c);
    const question = html`<p>Chcete přestat dostávat novinky na adresu <strong>${email}</strong>?</p>
<form method="post"><button type="submit" style="font:inherit;padding:10px 18px;background:#1f3a5f;color:#fff;border:0;border-radius:4px;cursor:pointer">Odhlásit z odběru novinek</button></form>`;
    return c.html(page(c.var.config.publicUrl, question));
  })
  .post('/unsubscribe/:token', async (c) => {
    const done = await unsubscribeByToken(c.var.db, c.req.param('token'), c.var.now());
    return done ? c.html(page(c.var.config.publicUrl, paragraph('Odhlášení z odběru novinek proběhlo úspěšně.'))) : usedOrInvalid(c);
  });
