import { describe, expect, it } from 'vitest';
import { personName, personNameMessages } from './personName';

const name = personName({ missing: 'Zadejte prosím jméno', tooLong: 'Jméno může mít nejvýše 100 znaků' });
const refusal = (text: string) => name.safeParse(text).error?.issues[0]?.message;

describe('personName', () => {
  it.each(['Jana Nováková', 'Ing. Jan Novák, Ph.D.', 'J.Novák', 'Marie-Anna O’Brien', 'Novák s.r.o.', '  Petr  '])('takes the name %j', (text) => {
    expect(name.safeParse(text).success).toBe(true);
  });

  it.each(['https://evil.example/výhra', 'Navštivte evil.example/výhra', 'www.evil.cz', 'Výhra na evil.cz', 'mailto:jana@evil.cz', 'ftp://x'])(
    'refuses a link in %j',
    (text) => expect(refusal(text)).toBe(personNameMessages.link),
  );

  it.each(['Jana\nVyhráli jste', 'Jana\tNová', 'Jana\u0000', 'Jana \u202Ezc.live\u202C'])('refuses control characters in %j', (text) => {
    expect(refusal(text)).toBe(personNameMessages.control);
  });
});
