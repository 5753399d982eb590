/** What a reader sees of a page: its text without scripts (the page's data travels in one), non-breaking spaces as spaces. */
export const shownText = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\u00a0|&nbsp;/g, ' ');
