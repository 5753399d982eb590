// What `zod` means in the PWA's build (vite.config.ts aliases it here): zod, told first to
// validate without compiling code, as its probe for eval would break the page's
// Content-Security-Policy (and be reported as a violation). Here rather than in the app's start,
// so zod stays out of the first load and comes with the first screen that validates a form.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
