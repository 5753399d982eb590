import path from 'node:path';
import type { Db } from '../db/open';
import { replaceChapters, replaceTranscript } from '../media/episodeExtras';
import { audioTitleColumns } from '../media/media';
import { DEMO_VERSES, demoEpisodeOf } from './demoVerses';
import { weeklyInSeriesOrder } from '../media/seriesDates';
import { discountedPrice, toHalere } from '@contract/money';
import { recordSellingPrices } from '../catalogue/priceHistory';
import demoCatalogue from './demo-catalogue.json' with { type: 'json' };
import { type DemoCatalogue, demoCatalogueSchema } from './demoSchema';

const DEMO_SEEDED = 'demo_catalogue_seeded_at';

// Imported rather than read beside this file, so the bundled server carries it.
export const readDemoCatalogue = (): DemoCatalogue => demoCatalogueSchema.parse(demoCatalogue);

async function insertProducts(db: Db, products: DemoCatalogue['products']): Promise<void> {
  const idByKey = new Map<string, number>();
  for (const p of products) {
    const price = toHalere(p.price);
    const { id } = await db
      .insertInto('products')
      .values({
        name: p.name,
        author: p.author,
        image: p.image,
        price,
        discount: p.discount,
        discounted_price: discountedPrice(price, p.discount),
        count_in_stock: p.countInStock,
        catalog: p.catalog,
        weight: p.weight,
        tags: p.tags,
        binding: p.binding,
        pages: p.pages,
        isbn: p.isbn,
        language: p.language,
        description: p.description,
        category: p.category,
        category2: p.category2,
        year: p.year,
        excerpt_text: p.excerpt?.text ?? '',
        excerpt_image: p.excerpt?.image ?? '',
        excerpt_part: p.excerpt?.part ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    idByKey.set(p.key, id);
  }
  const related = products.flatMap((p) =>
    p.related.map((key, i) => {
      const relatedId = idByKey.get(key);
      if (relatedId === undefined) throw new Error(`Demo product ${p.key} relates to unknown ${key}`);
      return { product_id: idByKey.get(p.key)!, position: i + 1, related_id: relatedId };
    }),
  );
  if (related.length) await db.insertInto('product_related').values(related).execute();
}

/**
 * Loads the demo catalogue once per database, in one transaction: a database that was ever
 * seeded is never seeded again, even if staff later delete every product.
 * Answers whether it seeded.
 */
export async function seedDemoCatalogue(db: Db, catalogue: DemoCatalogue = readDemoCatalogue()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seeded = await trx.selectFrom('app_meta').select('value').where('key', '=', DEMO_SEEDED).executeTakeFirst();
    if (seeded) return false;
    const seededAt = new Date();
    await insertProducts(trx, catalogue.products);
    await recordSellingPrices(trx, seededAt);
    await trx
      .insertInto('banners')
      .values(catalogue.banners.map((b) => ({ banner_title: b.bannerTitle, image: b.image, category: b.category })))
      .execute();
    // One episode a week up to the seeding, in the catalogue's order, so podcast apps can order them.
    const published = weeklyInSeriesOrder(seededAt.toISOString(), catalogue.audio.length);
    const recordings = await trx
      .insertInto('audio')
      .values(
        catalogue.audio.map((a, i) => ({
          ...audioTitleColumns(a.audioTitle),
          mp3file: a.mp3file,
          category: a.category,
          subcategory: a.subcategory,
          published_at: published[i],
        })),
      )
      .returning(['id', 'mp3file'])
      .execute();
    // Each demo recording gets the transcript and chapters of what it says.
    for (const { id, mp3file } of recordings) {
      const verse = DEMO_VERSES[path.basename(mp3file, '.mp3')];
      if (!verse) continue;
      const { cues, chapters } = demoEpisodeOf(verse);
      await replaceChapters(trx, id, chapters);
      await replaceTranscript(trx, id, cues);
    }
    await trx
      .insertInto('videos')
      .values(catalogue.videos.map((v) => ({ video_title: v.videoTitle, code: v.code })))
      .execute();
    await trx.insertInto('app_meta').values({ key: DEMO_SEEDED, value: seededAt.toISOString() }).execute();
    return true;
  });
}
