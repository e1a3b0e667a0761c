/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server (e.g. `https://api.example.com`); default: same origin. */
  readonly VITE_API_URL?: string;
  readonly VITE_DEMO_APPS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
