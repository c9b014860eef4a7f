/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in the offline (local runtime) build: enables /dev/inbox and /dev/throw. */
  readonly VITE_DEV_TOOLS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
