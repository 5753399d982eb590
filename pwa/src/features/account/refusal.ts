// A screen that turns a signed-in user away says why on the page they land on: the navigation
// state carries the reason through /login to the profile.

export interface RefusalState {
  refusal: string;
}

/** The reason a page was refused, from the navigation state, or null. */
export function refusalOf(state: unknown): string | null {
  const refusal = (state as Partial<RefusalState> | null)?.refusal;
  return typeof refusal === 'string' ? refusal : null;
}
