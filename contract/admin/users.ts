// The staff's users and newsletter subscribers.
import { z } from 'zod';
import { emailField, nameField, type UserJson } from '../account';

/** PUT /api/users/{id}: the whole user object may be sent; only these fields are taken, each optional. */
export const userEditBody = z.object({
  name: nameField.optional(),
  email: emailField().optional(),
  isAdmin: z.boolean({ error: 'isAdmin musí být true nebo false' }).optional(),
  isAssistant: z.boolean({ error: 'isAssistant musí být true nebo false' }).optional(),
  isRegistered: z.boolean({ error: 'isRegistered musí být true nebo false' }).optional(),
  isSubscribed: z.boolean({ error: 'isSubscribed musí být true nebo false' }).optional(),
});

export type UserEdit = z.output<typeof userEditBody>;

export interface AdminUserJson extends UserJson {
  isRegistered: boolean;
  createdAt: string;
}

export interface SubscriberJson {
  _id: number;
  name: string;
  email: string;
}
