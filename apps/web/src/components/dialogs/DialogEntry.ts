// One open (or closing) dialog, spec part 1 §2: a type, a closed flag and parameters.

export interface DialogEntry {
  readonly id: string;
  readonly type: string;
  /** Set on close; the entry stays for the close animation and is removed after it. */
  readonly closed: boolean;
  readonly parameters: unknown;
}
