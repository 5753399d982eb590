import { expect } from 'vitest';
import type { Db } from '../src/db/open';
import { createSession } from '../src/accounts/sessions';
import { insertUser } from './tempDb';

export interface Customer {
  id: number;
  name: string;
  email: string;
  token: string;
}

/**
 * A confirmed account with a live session, made directly in the database (signing up through the
 * API is tested in accounts.api.test.ts); answers its id and bearer token.
 */
export async function signedInCustomer(db: Db, name: string, email: string, options: { isAdmin?: boolean; now?: Date } = {}): Promise<Customer> {
  const id = await insertUser(db, { name, email, is_registered: 1, is_admin: options.isAdmin ? 1 : 0 });
  return { id, name, email, token: await createSession(db, id, options.now ?? new Date()) };
}

/** A customer's account as the API answers it (GET /api/users/profile): no staff role, no newsletter. */
export const customerJson = (name: string, email: string) => ({
  _id: expect.any(Number),
  name,
  email,
  isAdmin: false,
  isAssistant: false,
  isSubscribed: false,
});

/** The same with a new bearer token, as a sign-in answers it. */
export const signedInCustomerJson = (name: string, email: string) => ({ ...customerJson(name, email), token: expect.stringMatching(/^[a-z2-7]{52}$/) });
