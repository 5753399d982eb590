import { describe, expect, it } from 'vitest';
import { youtubeCode } from './youtubeCode';

describe('youtubeCode (the hint of admin spec 2.2: the 11 characters between = and &)', () => {
  it('takes the code from a pasted address', () => {
    expect(youtubeCode('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s')).toBe('dQw4w9WgXcQ');
    expect(youtubeCode('https://www.youtube.com/watch?list=PL1&v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeCode('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youtubeCode('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('leaves a code, or anything else, as typed', () => {
    expect(youtubeCode('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeCode('abc')).toBe('abc');
    expect(youtubeCode('https://www.youtube.com/watch?v=tooShort')).toBe('https://www.youtube.com/watch?v=tooShort');
  });
});
