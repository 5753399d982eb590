/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's version, shown in the footer (vite.config.ts). */
  readonly VITE_APP_VERSION: string;
}
