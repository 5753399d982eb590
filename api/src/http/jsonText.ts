import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { JsonText } from '../catalogue/catalogueCache';

/** Answers JSON text made earlier (a cached answer), typed for the client as c.json(the value) would be. */
export function jsonTextAnswer<T>(c: Context, text: JsonText<T>) {
  const answer: Response = c.body(text, 200, { 'Content-Type': 'application/json' });
  return answer as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
