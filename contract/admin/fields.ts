// The fields the staff area's forms are built of: each with its rule and Czech message.
import { z } from 'zod';
import { CATEGORIES } from '../catalogue';
import { adminMessages } from './messages';

export const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: zadejte text` })
    .trim()
    .max(max, adminMessages.tooLong(label, max));

/** A whole number, also as the digits a form field gives. */
export const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** A whole number or nothing (null, or an empty form field). */
export const wholeOrNone = (message: string, min: number, max: number) =>
  z.preprocess((value) => (value === '' ? null : value), whole(message, min, max).nullable());

/** Kč as a number (5.8) or as text with a decimal point or comma ("5.8", "5,80"); at most two decimals. */
export const kcPrice = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,7}([.,]\d{1,2})?\s*$/.test(value) ? Number(value.trim().replace(',', '.')) : value),
  z
    .number({ error: adminMessages.price })
    .min(0, adminMessages.price)
    .max(1_000_000, adminMessages.price)
    .refine((kc) => Math.abs(kc * 100 - Math.round(kc * 100)) < 1e-6, adminMessages.price),
);

/** A file of this site (/uploads/…, /demo/…) or an http(s) link; '' for none. */
export const sitePathOrLink = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value) || (/^\/[\w\-./]+$/.test(value) && !value.includes('..')), message);

const categoryNames: readonly string[] = CATEGORIES.map((c) => c.name);
export const category = z
  .string({ error: adminMessages.category })
  .trim()
  .refine((value) => value === '' || categoryNames.includes(value), adminMessages.category);

/** A related title: a product id, the `{ id, name }` the product call answers, or nothing. */
export const relatedId = z.preprocess(
  (value) =>
    value && typeof value === 'object' && ('id' in value || '_id' in value)
      ? ((value as { id?: unknown; _id?: unknown }).id ?? (value as { _id?: unknown })._id)
      : value,
  wholeOrNone(adminMessages.related, 1, 2_147_483_647),
);
