/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when the SPA is served from elsewhere (a CDN); empty means same origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
