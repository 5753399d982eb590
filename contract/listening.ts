// The listener's place in each episode (issue 32): what GET /api/listening answers, what
// PUT /api/listening/{audioId} takes, and an episode's chapters. Shared by the server and the PWA.
import { z } from 'zod';

/** The longest recording the shop expects: 24 h, in seconds. */
export const MAX_EPISODE_SECONDS = 24 * 60 * 60;

/** GET /api/listening: one episode the signed-in listener has started. */
export interface ListeningJson {
  audioId: number;
  /** Seconds from the start. */
  position: number;
  /** The recording's length in seconds. */
  duration: number;
  playbackRate: number;
  /** When the listener was there (ISO-8601), by the device's clock. */
  updatedAt: string;
  finished: boolean;
}

/** PUT /api/listening/{audioId}: a write older than the stored `updatedAt` leaves the stored place as it is. */
export const listeningUpdateSchema = z
  .object({
    position: z.number({ error: 'Pozice musí být číslo.' }).min(0, 'Pozice nesmí být záporná.').max(MAX_EPISODE_SECONDS, 'Pozice je příliš velká.'),
    duration: z.number({ error: 'Délka musí být číslo.' }).min(0, 'Délka nesmí být záporná.').max(MAX_EPISODE_SECONDS, 'Délka je příliš velká.'),
    playbackRate: z
      .number({ error: 'Rychlost přehrávání musí být číslo.' })
      .min(0.5, 'Rychlost přehrávání je příliš malá.')
      .max(3, 'Rychlost přehrávání je příliš velká.')
      .optional(),
    finished: z.boolean({ error: 'Údaj o dokončení musí být ano, nebo ne.' }).optional(),
    updatedAt: z.iso.datetime({ offset: true, error: 'Čas záznamu musí být datum a čas ve formátu ISO 8601.' }),
  })
  .strict()
  .refine((update) => update.position <= update.duration || update.duration === 0, {
    message: 'Pozice nesmí přesahovat délku nahrávky.',
    path: ['position'],
  });
export type ListeningUpdate = z.infer<typeof listeningUpdateSchema>;

/** One chapter of an episode: where it starts (seconds) and its title. */
export interface ChapterJson {
  start: number;
  title: string;
}
