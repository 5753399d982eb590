/** Where the Google sign-in talks to; the endpoints are settings so tests can use a stand-in provider. */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** Accepted `iss` values of the ID token (Google uses two spellings). */
  issuer: string | string[];
}

export const GOOGLE_ENDPOINTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuer: ['https://accounts.google.com', 'accounts.google.com'],
} as const;

/** Settings of the API that are not dependencies with behaviour of their own. */
export interface AppConfig {
  /** The shop's address as visitors see it, without a trailing slash: the base of every link in mails and redirects. */
  publicUrl: string;
  /** Receives the contact-form messages. */
  shopEmail: string;
  /** Present only when Google sign-in is configured. */
  google?: GoogleConfig;
}
