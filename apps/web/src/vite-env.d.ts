/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the live socket (/sockets) when it is not the page's origin (http(s) or ws(s) address). */
  readonly VITE_SOCKET_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
