// React's DOM renderer, as an ES module the page's script can import (main.tsx) to run React's chunk
// a task before the app's: importing the CommonJS react-dom itself, the page's own chunk took in
// the bundler's interop code, one more file fetched before the first paint.
export { createRoot, hydrateRoot } from 'react-dom/client';
