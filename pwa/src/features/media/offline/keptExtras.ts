// A kept recording's chapters and transcript, stored beside its mp3 in the same cache under the
// addresses the player asks for (GET /api/audio/{id}, its transcript.vtt and chapters.json), so
// the service worker answers them offline (pwa/src/sw.ts).
import type { AudioDetailJson } from '@contract/catalogue';
import { API_BASE, client } from '../../../lib/client';
import { audioIdOf } from '../useEpisodeExtras';

/** The full address of a path of the client (which leaves out the API's base). */
const addressOf = (path: string) => new URL(API_BASE + path, location.href).href;

/**
 * Where the episode's detail, transcript and chapters are asked for, by the client's paths: the
 * contract's chaptersPath would bring its chapter schemas (zod) into the recordings page's first load.
 */
const addressesOf = (audioId: number) => {
  const param = { id: String(audioId) };
  const episode = client.audio[':id'];
  return {
    detail: addressOf(episode.$path({ param })),
    transcript: addressOf(episode['transcript.vtt'].$path({ param })),
    chapters: addressOf(episode['chapters.json'].$path({ param })),
  };
};

const copyOf = async (response: { blob(): Promise<Blob>; headers: Headers }) =>
  new Response(await response.blob(), { headers: { 'Content-Type': response.headers.get('Content-Type') ?? '' } });

/** The copies to keep of the episode's detail, transcript and chapters, by address; none for a track that is no recording of the shop. */
export async function episodeExtrasToKeep(trackId: string): Promise<[string, Response][]> {
  const audioId = audioIdOf(trackId);
  if (audioId === null) return [];
  const param = { id: String(audioId) };
  const addresses = addressesOf(audioId);
  const detail = await client.audio[':id'].$get({ param });
  const audio = (await detail.clone().json()) as AudioDetailJson;
  const kept: [string, Response][] = [[addresses.detail, await copyOf(detail)]];
  if (audio.transcriptUrl) kept.push([addresses.transcript, await copyOf(await client.audio[':id']['transcript.vtt'].$get({ param }))]);
  if (audio.chapters.length) kept.push([addresses.chapters, await copyOf(await client.audio[':id']['chapters.json'].$get({ param }))]);
  return kept;
}

/** The addresses of the episode's kept extras, to remove with the recording. */
export function episodeExtraAddresses(trackId: string): string[] {
  const audioId = audioIdOf(trackId);
  return audioId === null ? [] : Object.values(addressesOf(audioId));
}
