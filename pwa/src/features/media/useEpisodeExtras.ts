import { useEffect, useState } from 'react';
import type { ChapterJson } from '@contract/listening';
import { parseTranscript, type TranscriptCue } from '@contract/transcripts';
import { answer, client } from '../../lib/client';

export type EpisodeExtras = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; chapters: ChapterJson[]; cues: TranscriptCue[] };

/** The audio id of a recording's track (`audio-12`), or null for another track. */
export const audioIdOf = (trackId: string) => {
  const match = /^audio-(\d+)$/.exec(trackId);
  return match ? Number(match[1]) : null;
};

/** GET /api/audio/{id} and its transcript; offline the service worker answers them for a kept recording. */
export async function loadEpisodeExtras(audioId: number): Promise<{ chapters: ChapterJson[]; cues: TranscriptCue[] }> {
  const param = { id: String(audioId) };
  const audio = await answer(client.audio[':id'].$get({ param }));
  const vtt = audio.transcriptUrl ? await (await client.audio[':id']['transcript.vtt'].$get({ param })).text() : '';
  const parsed = vtt ? parseTranscript(vtt) : null;
  return { chapters: audio.chapters, cues: parsed && 'cues' in parsed ? parsed.cues : [] };
}

/** An episode's chapters and transcript cues, loaded while `audioId` is set. */
export function useEpisodeExtras(audioId: number | null): EpisodeExtras {
  const [extras, setExtras] = useState<EpisodeExtras & { audioId?: number }>({ status: 'loading' });
  useEffect(() => {
    if (audioId === null) return;
    let current = true;
    loadEpisodeExtras(audioId).then(
      (loaded) => current && setExtras({ status: 'ready', audioId, ...loaded }),
      () => current && setExtras({ status: 'failed', audioId }),
    );
    return () => {
      current = false;
    };
  }, [audioId]);
  return extras.audioId === audioId ? extras : { status: 'loading' };
}
