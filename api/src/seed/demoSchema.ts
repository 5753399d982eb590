import { z } from 'zod';
import { CATEGORIES } from '@contract/catalogue';

const categoryName = z.enum(CATEGORIES.map((c) => c.name) as [string, ...string[]]);

/** The shape of demo-catalogue.json, checked before anything is written. */
export const demoCatalogueSchema = z.object({
  products: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z0-9-]+$/),
        name: z.string().min(1),
        author: z.string(),
        price: z.number().positive(), // Kč
        discount: z.number().int().min(0).max(90),
        countInStock: z.number().int().min(0),
        catalog: z.string(),
        weight: z.string().regex(/^(\d+(\.\d+)?)?$/), // kg, decimal point, no unit
        tags: z.string(),
        binding: z.string(),
        pages: z.number().int().positive().nullable(),
        isbn: z.string(),
        language: z.enum(['CZ', 'SK']),
        description: z.string(),
        category: categoryName,
        category2: categoryName.or(z.literal('')),
        year: z.number().int().min(1950).max(2030).nullable(),
        image: z.string().startsWith('/demo/'),
        related: z.array(z.string()).max(3),
        excerpt: z.object({ part: z.string(), text: z.string().min(1), image: z.string() }).nullable(),
      }),
    )
    .min(60),
  banners: z.array(z.object({ bannerTitle: z.string(), image: z.string().startsWith('/demo/'), category: z.string() })).min(3),
  audio: z
    .array(
      z.object({
        audioTitle: z.string().min(1),
        mp3file: z.string().startsWith('/demo/'),
        category: z.enum(['Slova života', 'Studium života']),
        subcategory: z.string().min(1),
      }),
    )
    .min(33),
  videos: z.array(z.object({ videoTitle: z.string().min(1), code: z.string().regex(/^[A-Za-z0-9_-]{11}$/) })).min(6),
});

export type DemoCatalogue = z.infer<typeof demoCatalogueSchema>;
