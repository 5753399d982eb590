import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import * as domainErrors from '../domainErrors';
import { errorAnswer } from './errors';

/** What the shop answers when a handler throws `error`. */
async function answerTo(error: Error) {
  const app = new Hono()
    .get('/', () => {
      throw error;
    })
    .onError(errorAnswer);
  const response = await app.request('/');
  return { status: response.status, body: await response.json(), connection: response.headers.get('Connection') };
}

const STATUS_BY_NAME = {
  InvalidInput: 400,
  Unauthenticated: 401,
  NotPaidYet: 402,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooLarge: 413,
  ProviderFailed: 502,
  Unavailable: 503,
} as const;

describe('errorAnswer', () => {
  it('knows a status for every domain error there is', () => {
    const errorClasses = Object.keys(domainErrors).filter((name) => name !== 'DomainError');
    expect(errorClasses.sort()).toEqual(Object.keys(STATUS_BY_NAME).sort());
  });

  it.each(Object.entries(STATUS_BY_NAME))('answers %s with %i and its message as JSON', async (name, status) => {
    const ErrorClass = domainErrors[name as keyof typeof STATUS_BY_NAME];
    expect(await answerTo(new ErrorClass('Něco se nepovedlo.'))).toEqual({
      status,
      body: { message: 'Něco se nepovedlo.' },
      connection: status === 413 ? 'close' : null,
    });
  });

  it('answers the details of a domain error next to its message, which they cannot replace', async () => {
    const error = new domainErrors.Conflict('Ceny se změnily.', { changes: [{ product: 1, price: 199 }], message: 'jiná' });
    expect(await answerTo(error)).toMatchObject({ status: 409, body: { message: 'Ceny se změnily.', changes: [{ product: 1, price: 199 }] } });
  });

  it("answers Hono's own refusal of a body that is not JSON in Czech", async () => {
    const answer = await answerTo(new HTTPException(400, { message: 'Malformed JSON in request body' }));
    expect(answer).toMatchObject({ status: 400, body: { message: 'Tělo požadavku není platný JSON.' } });
  });

  it('answers an unexpected error 500 without its details', async () => {
    expect(await answerTo(new Error('SQLITE_BUSY: database is locked'))).toMatchObject({
      status: 500,
      body: { message: 'Na serveru nastala chyba. Zkuste to prosím znovu.' },
    });
  });
});
