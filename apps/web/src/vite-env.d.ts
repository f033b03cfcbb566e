/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the external forum (single sign-on); without it the menu has no forum entry. */
  readonly VITE_FORUM_URL?: string;
  /** Base of the live socket (/sockets) when it is not the page's origin (http(s) or ws(s) address). */
  readonly VITE_SOCKET_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
