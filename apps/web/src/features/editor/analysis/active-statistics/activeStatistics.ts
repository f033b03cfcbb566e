// The statistics a person chose to list per group of a results panel (spec part 2 §3: each statistic
// of the areal and the profile parameters has an active flag), kept in localStorage so every file
// opens with the same tables. A stored value that does not parse is ignored: the defaults apply.
import { z } from 'zod';
import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** Group id (a statistic category) → the ids chosen; a group not named lists its default. */
export type ActiveStatistics = Readonly<Partial<Record<string, readonly string[]>>>;

export interface ActiveStatisticsState {
  readonly active: ActiveStatistics;
  /** Sets a group's active statistics (null: back to its default), for this and later visits. */
  readonly setActive: (group: string, ids: readonly string[] | null) => void;
}

const storedSchema = z.record(z.string().max(64), z.array(z.string().min(1).max(32)).max(200));

function read(storageKey: string): ActiveStatistics {
  try {
    const text = window.localStorage.getItem(storageKey);
    if (text === null) return {};
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function write(storageKey: string, active: ActiveStatistics): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(active));
  } catch {
    // Storage full or forbidden (private mode): the choice holds for this visit.
  }
}

/** One store per panel; the choice is the person's, not the file's, so no reset clears it. */
export function createActiveStatisticsStore(
  storageKey: string,
): UseBoundStore<StoreApi<ActiveStatisticsState>> {
  return create<ActiveStatisticsState>()((set, get) => ({
    active: read(storageKey),
    setActive: (group, ids) => {
      const active: Partial<Record<string, readonly string[]>> = { ...get().active };
      if (ids === null) delete active[group];
      else active[group] = [...ids];
      write(storageKey, active);
      set({ active });
    },
  }));
}

/** Re-reads the stored choice (tests and a second tab's change). */
export function reloadActiveStatistics(
  store: UseBoundStore<StoreApi<ActiveStatisticsState>>,
  storageKey: string,
): void {
  store.setState({ active: read(storageKey) });
}
