import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { listSubscribers, unsubscribeByToken } from '../services/newsletter';

const SHOP = 'Slovo života';

/** The small page a click on a mail's unsubscribe link opens (a page for people, not JSON). */
const page = (publicUrl: string, message: string) => `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Odběr novinek – ${SHOP}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222;max-width:36em;margin:3em auto;padding:0 1em">
<h1 style="font-size:1.4em">${SHOP}</h1>
<p>${message}</p>
<p><a href="${publicUrl}/">Zpět do obchodu</a></p>
</body></html>
`;

/** /api/subscribers: the newsletter lists for administrators, and the one-click unsubscribe link of every mail. */
export const subscribers = new Hono<AppEnv>()
  .get('/subscribed', requireAdmin, async (c) => c.json(await listSubscribers(c.var.db, true)))
  .get('/unsubscribed', requireAdmin, async (c) => c.json(await listSubscribers(c.var.db, false)))
  // Any token is simply looked up: whoever clicks gets a page either way, never a JSON error.
  .get('/unsubscribe/:token', async (c) => {
    const done = await unsubscribeByToken(c.var.db, c.req.param('token'), c.var.now());
    return done
      ? c.html(page(c.var.config.publicUrl, 'Odhlášení z odběru novinek proběhlo úspěšně.'))
      : c.html(page(c.var.config.publicUrl, 'Tento odkaz pro odhlášení už byl použit nebo je neplatný. Pokud Vám novinky stále chodí, napište nám prosím.'), 404);
  });
