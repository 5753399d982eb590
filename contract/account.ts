// Accounts, sign-in, password reset and the contact form: the schemas and JSON shapes that the
// server and the PWA share, so every rule and Czech message is written once. Imports only zod.
import { z } from 'zod';
import { personName } from './personName';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const messages = {
  registered: (email: string) => `Registrační link Vám byl odeslán na ${email}. Potvrďte prosím svoji registraci kliknutím na přijatý link.`,
  passwordsDiffer: 'Hesla nesouhlasí',
  resetPasswordsDiffer: 'Hesla se neshodují',
  resetLinkSent: 'Linka byla odeslána na Váš email',
  passwordChanged: 'Heslo bylo úspešně změněno',
  contactSent: 'Zpráva úspěšně odeslána',
  contactRefused: 'Neodesláno! Kontaktujte nás telefonicky nebo emailem, prosím',
  tooManyAttempts: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.',
  // In English as in the spec; on tokenFailed the PWA logs the user out (spec, storefront 8).
  noToken: 'Not authorized, no token',
  tokenFailed: 'Not authorized, token failed',
  notAdmin: 'Not authorized as an admin',
  notStaff: 'Not authorized as an admin or assistant',
} as const;

/** The customer's name wherever an account takes it (registration, profile, contact form, staff's edit). */
export const nameField = personName({ missing: 'Zadejte prosím jméno', tooLong: 'Jméno může mít nejvýše 100 znaků' });

/** Addresses are compared case-insensitively: always trimmed and lower-cased. */
export const emailField = (missing = 'Zadejte prosím e-mail') =>
  z.string({ error: missing }).trim().toLowerCase().min(1, missing).max(254, 'E-mail je příliš dlouhý').pipe(z.email('Zadejte prosím platný e-mail'));

const newPassword = z
  .string({ error: 'Zadejte prosím heslo' })
  .min(PASSWORD_MIN, `Heslo musí mít alespoň ${PASSWORD_MIN} znaků`)
  .max(PASSWORD_MAX, `Heslo může mít nejvýše ${PASSWORD_MAX} znaků`);

const anyPassword = z
  .string({ error: 'Zadejte prosím heslo' })
  .min(1, 'Zadejte prosím heslo')
  .max(PASSWORD_MAX, `Heslo může mít nejvýše ${PASSWORD_MAX} znaků`);

/** A form that repeats the password: both must be equal (an absent password counts as empty). */
function withRepeatedPassword<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, message: string) {
  return schema.extend({ confirmPassword: z.string().optional() }).refine(
    (form) => {
      const { password = '', confirmPassword = '' } = form as { password?: string; confirmPassword?: string };
      return password === confirmPassword;
    },
    { message, path: ['confirmPassword'] },
  );
}

// ——— registration and sign-in ———

/**
 * POST /api/users: name and address only. The password is chosen on the page the confirmation link
 * opens, so only whoever reads the mailbox ever sets it (a password sent here is ignored).
 */
export const registerBody = z.object({ name: nameField, email: emailField() });

/** POST /api/users/{email}/{token}: confirms the registration with the password chosen there. */
export const confirmRegistrationBody = z.object({ password: newPassword });
/** The form of the confirmation page: the password twice. */
export const confirmRegistrationForm = withRepeatedPassword(confirmRegistrationBody, messages.passwordsDiffer);

/** POST /api/users/login */
export const loginBody = z.object({ email: emailField(), password: anyPassword });

/** POST /api/users/resend-link */
export const resendLinkBody = z.object({ email: emailField() });

// ——— profile ———

/** PUT /api/users/profile. An empty password means "keep it"; changing e-mail or password needs currentPassword. */
export const profileBody = z.object({
  name: nameField.optional(),
  email: emailField().optional(),
  password: z.union([z.literal(''), newPassword]).optional(),
  isSubscribed: z.boolean({ error: 'Neplatná volba odběru novinek' }).optional(),
  currentPassword: z.string().max(PASSWORD_MAX, `Heslo může mít nejvýše ${PASSWORD_MAX} znaků`).optional(),
});
/** The /profile form: the body plus the repeated new password. */
export const profileForm = withRepeatedPassword(profileBody, messages.passwordsDiffer);

// ——— password reset ———

/** POST /api/auth/forgot-password. origURL is accepted for the old clients but never used for links. */
export const forgotPasswordBody = z.object({
  email: emailField('Musíte zadat stávající email'),
  origURL: z.string().optional(),
});

/** POST /api/auth/reset-password */
export const resetPasswordBody = z.object({
  email: emailField(),
  id: z.coerce.number({ error: 'Neplatný odkaz' }).int('Neplatný odkaz').positive('Neplatný odkaz'),
  token: z.string({ error: 'Neplatný odkaz' }).min(1, 'Neplatný odkaz').max(200, 'Neplatný odkaz'),
  password: newPassword,
});
/** The /reset-password form. */
export const resetPasswordForm = withRepeatedPassword(z.object({ password: newPassword }), messages.resetPasswordsDiffer);

// ——— contact form ———

/**
 * Two hidden fields of the contact form that a person never changes: `website` stays empty and
 * `confirmEmail` keeps its preset text. Form-filling robots fill both; any other value, or a
 * missing field, means nothing is sent.
 */
export const CONTACT_HONEYPOT = { website: '', confirmEmail: 'nevyplnujte' } as const;

export const contactMessage = z.object({
  name: nameField,
  email: emailField(),
  emailMessage: z.string({ error: 'Napište prosím zprávu' }).trim().min(1, 'Napište prosím zprávu').max(5000, 'Zpráva může mít nejvýše 5000 znaků'),
});

/** The /contact form as the PWA holds it. */
export const contactForm = contactMessage.extend({
  gdpr: z.literal(true, { error: 'Potvrďte prosím souhlas se zpracováním osobních údajů' }),
  website: z.string(),
  confirmEmail: z.string(),
});

const honeypot = {
  website: z.literal(CONTACT_HONEYPOT.website, { error: messages.contactRefused }),
  confirmEmail: z.literal(CONTACT_HONEYPOT.confirmEmail, { error: messages.contactRefused }),
};

/**
 * POST /api/auth/contact: `{ contactForm: { name, email, emailMessage }, website, confirmEmail }` as
 * in the spec, or the same fields all at top level. The honeypot is checked first, so a robot is
 * told only that nothing was sent.
 */
export const contactBody = z.preprocess(
  (body) => (body && typeof body === 'object' && 'contactForm' in body ? { ...body, ...(body.contactForm as object) } : body),
  z.object(honeypot).extend(contactMessage.shape),
);

// ——— answers ———

/** The signed-in user as the PWA stores it (userInfo). */
export interface UserJson {
  _id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isAssistant: boolean;
  isSubscribed: boolean;
}

export interface UserInfoJson extends UserJson {
  token: string;
}

/** The answer to a registration, the same whether the address was free or already had an account. */
export interface RegisteredJson {
  name: string;
  email: string;
  message: string;
}

export interface ResetTokenCheckJson {
  name: string;
  userToken: string;
}

export interface MessageJson {
  message: string;
}

// ——— Google sign-in ———

/** GET /api/auth/google/config */
export interface GoogleConfigJson {
  enabled: boolean;
}

/**
 * Where the Google button sends the browser (a full page load, not fetch), with `?redirect=/path`.
 * The sign-in ends at /login?google={code}&redirect=/path, or at /login?googleError={kind}.
 */
export const GOOGLE_START_PATH = '/api/auth/google/start';

/** POST /api/auth/currentuser: the one-time code from /login?google={code}. */
export const currentUserBody = z.object({
  dataInfo: z.object(
    { code: z.string({ error: 'Chybí kód přihlášení' }).min(1, 'Chybí kód přihlášení').max(200, 'Neplatný kód přihlášení') },
    { error: 'Chybí kód přihlášení' },
  ),
});

/**
 * Why a Google sign-in ended at /login?googleError={kind}. The spec's kinds where they fit, plus
 * two it lacks: a callback that does not belong to this browser's sign-in, and an unverified address.
 */
export const GOOGLE_ERRORS = {
  'popup-closed-by-user': 'Přihlášení přes Google bylo zrušeno.',
  'network-request-failed': 'Google se nepodařilo kontaktovat. Zkuste to prosím znovu.',
  'internal-error': 'Přihlášení přes Google se nezdařilo. Zkuste to prosím znovu.',
  'invalid-api-key': 'Přihlášení přes Google není správně nastavené. Kontaktujte nás prosím.',
  'unauthorized-domain': 'Přihlášení přes Google není pro tuto adresu povolené. Kontaktujte nás prosím.',
  'auth-domain-config-required': 'Přihlášení přes Google není zapnuté.',
  'invalid-state': 'Přihlášení přes Google vypršelo nebo nepatří k tomuto prohlížeči. Zkuste to prosím znovu.',
  'email-not-verified': 'Váš e-mail u Googlu není ověřený. Ověřte ho prosím, nebo se zaregistrujte e-mailem a heslem.',
} as const;

export type GoogleErrorKind = keyof typeof GOOGLE_ERRORS;

/**
 * A path of this site to return to after sign-in; anything else (another origin, `//host`,
 * `/\host`, control characters) becomes `/`, so a link can never send a user elsewhere.
 */
export function safeRedirectPath(path: string | null | undefined): string {
  if (!path || path.length > 500) return '/';
  return /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : '/';
}
