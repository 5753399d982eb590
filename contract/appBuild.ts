// What the server and the app build agree on about the built app's files.

/** Where the app build writes its manifest (Vite's build.manifest), relative to the built app's folder. */
export const MANIFEST_FILE = '.vite/manifest.json';
