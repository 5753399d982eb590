/** Before the page's own scripts: keeps every audio element the page creates with `new Audio` (window.createdAudio). */
export function noteCreatedAudio() {
  const created: HTMLAudioElement[] = [];
  const NativeAudio = window.Audio;
  window.Audio = function Audio(src?: string) {
    const audio = new NativeAudio(src);
    created.push(audio);
    return audio;
  } as unknown as typeof window.Audio;
  Object.assign(window, { createdAudio: created });
}

/** The audio elements noteCreatedAudio kept, in the page. */
export type CreatedAudio = { createdAudio: HTMLAudioElement[] };
