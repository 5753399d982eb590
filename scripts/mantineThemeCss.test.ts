import { describe, expect, it } from 'vitest';
import { mantineThemeCss } from './mantineThemeCss';

describe('the theme stylesheet', () => {
  const css = mantineThemeCss();

  it('carries the shop’s colours, its primary colour and its fonts as Mantine’s variables', () => {
    expect(css).toContain('--mantine-color-navy-7: #1f3a5f');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-navy-filled)');
    expect(css).toContain('--mantine-font-family-headings: Georgia');
    // The darker gray 6 that keeps dimmed text readable.
    expect(css).toContain('--mantine-color-gray-6: #697077');
  });

  it('carries the light scheme the shop is shown in, and the classes of hiddenFrom and visibleFrom', () => {
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-anchor: var\(--mantine-color-navy-7\)/);
    for (const breakpoint of ['xs', 'sm', 'md', 'lg', 'xl']) {
      expect(css).toContain(`.mantine-hidden-from-${breakpoint}`);
      expect(css).toContain(`.mantine-visible-from-${breakpoint}`);
    }
  });
});
