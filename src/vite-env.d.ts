/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server (e.g. `https://api.example.com`); default: same origin. */
  readonly VITE_API_URL?: string;
  readonly VITE_DEMO_APPS?: string;
  /** Request timeout in ms (default 30000); a page can override it, see src/api/client.ts. */
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
