import { useEffect, useState } from 'react';

/** The page's bottom bar (update prompt, mini-player, cookie and install offers), over the page. */
export const BOTTOM_BAR_Z_INDEX = 200;

export const BOTTOM_BAR_ID = 'bottom-bar';

/**
 * The bottom bar's height, as what it shows comes and goes, for a button floating above it. Kept in
 * the button's own state: a CSS variable on the page's root would restyle the whole page each time.
 */
export function useBottomBarHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const bar = document.getElementById(BOTTOM_BAR_ID);
    if (!bar) return;
    const observer = new ResizeObserver(([entry]) => setHeight(Math.ceil(entry!.borderBoxSize[0]!.blockSize)));
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return height;
}
