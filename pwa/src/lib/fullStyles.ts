/**
 * Marks the app's whole stylesheet on a page the server rendered: the page carries the styles of its
 * own elements inline and links the whole stylesheet as print-only, so it does not hold up the first
 * paint (api/src/http/criticalStyles.ts).
 */
export const FULL_STYLES_ATTRIBUTE = 'data-full-styles';

/** Applies the whole stylesheet to the screen, for what the app shows besides the rendered page. */
export function applyFullStyles() {
  document.querySelector(`link[${FULL_STYLES_ATTRIBUTE}]`)?.removeAttribute('media');
}
