/**
 * A record as staff see it: made by 'create', it is a draft (shown as 'Koncept', to staff only)
 * until it is first saved valid.
 */
export type StaffRecord<Json> = Json & { isDraft: boolean };
