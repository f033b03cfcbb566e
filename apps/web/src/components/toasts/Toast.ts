// An in-app notification (spec part 1 §3 "Toast notification").

export type ToastType = 'error' | 'success' | 'status';

export interface ToastOptions {
  /** Toasts with the same tag and title are one toast (spec part 1 §4 "Toasts"). */
  readonly tag?: string;
  /** Milliseconds until it disappears; negative: never by itself. */
  readonly ttl?: number;
  readonly data?: { readonly type: ToastType };
  /** True for the short flash that marks a repeated toast. */
  readonly accent?: boolean;
  /** Values for the title message, and an optional body message. */
  readonly values?: Readonly<Record<string, string | number>>;
  readonly bodyId?: string;
}

export interface Toast {
  readonly id: string;
  readonly titleId: string;
  readonly options: ToastOptions & { readonly ttl: number; readonly accent: boolean };
}
