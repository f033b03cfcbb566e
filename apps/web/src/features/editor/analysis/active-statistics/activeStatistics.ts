// The statistics a person chose to list per category (spec part 2 §3 "Statistics": each statistic has
// an active flag), kept in localStorage so every file opens with the same table. A stored value that
// does not parse is ignored: the defaults apply.
import type { StatisticCategory } from '@asperity/core';
import { z } from 'zod';

export type ActiveStatistics = Readonly<Partial<Record<StatisticCategory, readonly string[]>>>;

const STORAGE_KEY = 'asperity.editor.arealActiveStatistics';
const storedSchema = z.record(z.string().max(64), z.array(z.string().min(1).max(32)).max(200));

export function readActiveStatistics(): ActiveStatistics {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (text === null) return {};
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeActiveStatistics(active: ActiveStatistics): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(active));
  } catch {
    // Storage full or forbidden (private mode): the choice holds for this visit.
  }
}
