/** Runs `run` once the browser has painted its next frame (in a task after that frame); answers a cancel. */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (task = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
