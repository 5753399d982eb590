// A kept recording's chapters and transcript, stored beside its mp3 in the same cache under the
// addresses the player asks for (GET /api/audio/{id}, its transcript.vtt and chapters.json), so
// the service worker answers them offline (pwa/src/sw.ts).
import type { AudioDetailJson } from '@contract/catalogue';
import { chaptersPath } from '@contract/chapters';
import { transcriptPath } from '@contract/transcripts';
import { client } from '../../../lib/client';
import { audioIdOf } from '../useEpisodeExtras';

const addressOf = (path: string) => new URL(path, location.href).href;

/** Where the episode's detail, transcript and chapters are asked for. */
const addressesOf = (audioId: number) => ({
  detail: addressOf(client.audio[':id'].$path({ param: { id: String(audioId) } })),
  transcript: addressOf(transcriptPath(audioId)),
  chapters: addressOf(chaptersPath(audioId)),
});

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
