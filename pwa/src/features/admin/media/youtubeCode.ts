/**
 * The 11-character code of a YouTube address (watch?v=…, youtu.be/…, /embed/…, /shorts/…), so staff
 * may paste the whole address; any other text is answered as it is, for the server to judge.
 */
export function youtubeCode(input: string): string {
  const text = input.trim();
  const match =
    /[?&]v=([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(text) ??
    /youtu\.be\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(text) ??
    /youtube(?:-nocookie)?\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(text);
  return match?.[1] ?? input;
}
