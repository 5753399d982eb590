/** 75.4 seconds → "1:15"; minutes are not wrapped into hours ("75:00"). */
export function formatPlaybackTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
