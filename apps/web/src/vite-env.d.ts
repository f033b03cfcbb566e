/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the external forum (single sign-on); without it the menu has no forum entry. */
  readonly VITE_FORUM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
