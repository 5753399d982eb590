// Which order-event mails go out (issue 31): staff turn each one off or on, stored in the
// database so every shop process reads the same; a mail staff never switched keeps its default.
import { ORDER_MAILS, type OrderMail, type OrderMailSwitchesJson } from '@contract/admin/figures';
import type { Db } from '../db/open';

const defaults = () => Object.fromEntries(Object.entries(ORDER_MAILS).map(([mail, { enabled }]) => [mail, enabled])) as OrderMailSwitchesJson;

/** Every order-event mail with whether it goes out now. */
export async function orderMailSwitches(db: Db): Promise<OrderMailSwitchesJson> {
  const switches = defaults();
  for (const row of await db.selectFrom('order_mail_switches').select(['mail', 'enabled']).execute())
    if (row.mail in switches) switches[row.mail as OrderMail] = row.enabled === 1;
  return switches;
}

/** Switches the mails given on or off (the rest stay) in one transaction; answers them all. */
export async function switchOrderMails(db: Db, changes: Partial<OrderMailSwitchesJson>, now: Date): Promise<OrderMailSwitchesJson> {
  const rows = Object.entries(changes)
    .filter(([, enabled]) => enabled !== undefined)
    .map(([mail, enabled]) => ({ mail, enabled: enabled ? 1 : 0, updated_at: now.toISOString() }));
  if (rows.length)
    await db
      .insertInto('order_mail_switches')
      .values(rows)
      .onConflict((oc) => oc.column('mail').doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updated_at: eb.ref('excluded.updated_at') })))
      .execute();
  return orderMailSwitches(db);
}
