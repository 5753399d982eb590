// A person's name as customers and staff type it (registration, profile, checkout, contact form,
// staff's user edit). It reaches mails and invoices, so it must not carry a link or control
// characters someone could use to make the shop's mail say something of theirs.
import { z } from 'zod';

export const personNameMessages = {
  link: 'Jméno nesmí obsahovat webovou adresu',
  control: 'Jméno nesmí obsahovat řídicí znaky',
} as const;

// A scheme (https://, mailto: has no slashes and is caught as a domain), www., or a dot followed by a
// top-level domain and then the end, a space or a path: evil.example/výhra, example.cz. "J.Novák" is a name.
const LINK = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}-]\.[a-z]{2,}(?=$|[\s/:?#@])/iu;
// Line breaks, tabs and the other C0/C1 controls, and the bidirectional overrides that reorder text.
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A name field: trimmed, required, at most 100 characters, with no link and no control character. */
export const personName = ({ missing, tooLong }: { missing: string; tooLong: string }) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(100, tooLong)
    .refine((text) => !CONTROL.test(text), personNameMessages.control)
    .refine((text) => !LINK.test(text), personNameMessages.link);
