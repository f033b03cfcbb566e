// Toast list with its timers, outside React so the rules of spec part 1 §4 are plain and testable:
// a toast with the same tag and title restarts its time-out and flashes an accent instead of being
// duplicated; a negative ttl never auto-removes.
import type { Toast, ToastOptions } from './Toast.ts';

export interface ToastTimings {
  /** Default time-out (spec part 1 §9: 5000 ms). */
  readonly ttl: number;
  /** Accent flash of a repeated toast (spec part 1 §9: 400 ms). */
  readonly accent: number;
}

type Listener = () => void;

export class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly accentTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  constructor(private readonly timings: ToastTimings) {}

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly Toast[] => this.toasts;

  /** Shows a toast, or refreshes the equal one already shown; returns its id. */
  readonly add = (titleId: string, options: ToastOptions = {}): string => {
    const ttl = options.ttl ?? this.timings.ttl;
    const existing = this.toasts.find((t) => t.titleId === titleId && t.options.tag === options.tag);
    if (existing) {
      this.update(existing.id, { ...existing.options, ...options, ttl, accent: true });
      this.restartAccent(existing.id);
      this.restartRemoval(existing.id, ttl);
      return existing.id;
    }
    const id = `toast-${this.nextId++}`;
    this.set([...this.toasts, { id, titleId, options: { ...options, ttl, accent: false } }]);
    this.restartRemoval(id, ttl);
    return id;
  };

  readonly remove = (id: string): void => {
    this.clearTimer(this.removalTimers, id);
    this.clearTimer(this.accentTimers, id);
    if (this.toasts.some((t) => t.id === id)) this.set(this.toasts.filter((t) => t.id !== id));
  };

  readonly clear = (): void => {
    for (const toast of this.toasts) this.remove(toast.id);
  };

  private restartRemoval(id: string, ttl: number): void {
    this.clearTimer(this.removalTimers, id);
    if (ttl < 0) return;
    this.removalTimers.set(
      id,
      setTimeout(() => this.remove(id), ttl),
    );
  }

  private restartAccent(id: string): void {
    this.clearTimer(this.accentTimers, id);
    this.accentTimers.set(
      id,
      setTimeout(() => {
        this.accentTimers.delete(id);
        const toast = this.toasts.find((t) => t.id === id);
        if (toast) this.update(id, { ...toast.options, accent: false });
      }, this.timings.accent),
    );
  }

  private update(id: string, options: Toast['options']): void {
    this.set(this.toasts.map((t) => (t.id === id ? { ...t, options } : t)));
  }

  private clearTimer(timers: Map<string, ReturnType<typeof setTimeout>>, id: string): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  private set(toasts: readonly Toast[]): void {
    this.toasts = toasts;
    for (const listener of this.listeners) listener();
  }
}
