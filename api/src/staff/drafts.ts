import { adminMessages } from '@contract/admin/messages';
import type { Db } from '../db/open';
import { Conflict, NotFound } from '../domainErrors';

/** The tables whose 'create' makes a draft (migration 0010). */
export type DraftTable = 'products' | 'audio' | 'videos' | 'banners';

/**
 * 'Zrušit' on a record never saved: deletes it while it is still a draft. A saved record is refused
 * (409) and kept, so a cancel can never cost staff a record they saved, also from another tab.
 */
export async function discardDraft(db: Db, table: DraftTable, id: number, notFoundMessage: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select('is_draft').where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFound(notFoundMessage);
    if (row.is_draft !== 1) throw new Conflict(adminMessages.notADraft);
    await trx.deleteFrom(table).where('id', '=', id).execute();
  });
}
