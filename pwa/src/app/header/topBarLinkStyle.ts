import type { CSSProperties } from 'react';

/** White links on the dark top bar, tall enough to be easy to tap. */
export const topBarLinkStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 6px',
  color: 'white',
  textDecoration: 'none',
  fontSize: 14,
  whiteSpace: 'nowrap',
};
