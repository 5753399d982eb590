// The publisher's mark (an open book under a cross, as in the header's logo), drawn by the icon and
// podcast artwork scripts.
export const NAVY = '#1f3a5f';

/** The mark in a 32×32 box, coloured for the navy background; its centre is at (16, 14.25), about 28 units across. */
export const MARK = `
  <rect x="14.9" y="1" width="2.2" height="9" rx="0.6" fill="#d9a93a"/>
  <rect x="12" y="3.4" width="8" height="2.2" rx="0.6" fill="#d9a93a"/>
  <path d="M3 12.5c4.5-1.8 9-1.2 13 1.4 4-2.6 8.5-3.2 13-1.4v14c-4.5-1.6-9-1-13 1.6-4-2.6-8.5-3.2-13-1.6z" fill="#fbf6ea"/>
  <path d="M16 14v13.5" stroke="${NAVY}" stroke-width="1.2"/>
  <path d="M6 15.6c2.8-.8 5.6-.5 8 .8M6 19c2.8-.8 5.6-.5 8 .8M18 16.4c2.4-1.3 5.2-1.6 8-.8M18 19.8c2.4-1.3 5.2-1.6 8-.8" stroke="#7f9fc4" stroke-width="0.9" fill="none"/>`;
export const MARK_CENTRE = { x: 16, y: 14.25 };
export const MARK_EXTENT = 28;
