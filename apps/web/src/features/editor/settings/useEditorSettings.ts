// The editor's settings store (spec part 2 §3 "Settings"): one zustand store read by the views (gradient,
// range, lighting, scales, box, grid, camera), by every panel (units through useFormatLength) and by the
// setting panels that change it. Every change goes through the §5 validation of editorSettings.ts.
//   const gradient = useEditorSettings((s) => s.colorScale.gradient);
//   const update = useEditorSettings((s) => s.update);  update('general', { heightScale: 2 });
import { create } from 'zustand';
import {
  DEFAULT_EDITOR_SETTINGS,
  applySectionPatch,
  nextCustomGradientKey,
  validCustomGradient,
  validSettings,
  type CustomGradient,
  type EditorSettings,
  type EditorSettingsSection,
  type SectionPatch,
} from './editorSettings.ts';

export interface EditorSettingsActions {
  /** Changes some fields of one section; out-of-range numbers are clamped, meaningless values refused. */
  update: <S extends EditorSettingsSection>(section: S, patch: SectionPatch<S>) => void;
  /** Replaces everything (settings loaded from the server), validated section by section. */
  replace: (settings: EditorSettings) => void;
  /** Back to the defaults of part 2 §9 (the editor-reset action of part 2 §3). */
  reset: () => void;
  /** Adds a custom gradient with key = highest key + 1 (part 2 §4); returns the key, or undefined if invalid. */
  addCustomGradient: (gradient: Omit<CustomGradient, 'key'>) => number | undefined;
  /** Replaces the name and stops of the custom gradient at `index` (its key stays); false if refused. */
  updateCustomGradient: (index: number, gradient: Omit<CustomGradient, 'key'>) => boolean;
  /** Removes the custom gradient at `index`. */
  removeCustomGradient: (index: number) => void;
}

export type EditorSettingsState = EditorSettings & EditorSettingsActions;

export const useEditorSettings = create<EditorSettingsState>()((set, get) => ({
  ...DEFAULT_EDITOR_SETTINGS,
  update: (section, patch) => {
    set((state) => ({ ...state, [section]: applySectionPatch(section, state[section], patch) }));
  },
  replace: (settings) => {
    set(validSettings(settings));
  },
  reset: () => {
    set(DEFAULT_EDITOR_SETTINGS);
  },
  addCustomGradient: (gradient) => {
    const valid = validCustomGradient(gradient);
    if (!valid) return undefined;
    const list = get().customGradients;
    const key = nextCustomGradientKey(list);
    set({ customGradients: [...list, { key, ...valid }] });
    return key;
  },
  updateCustomGradient: (index, gradient) => {
    const list = get().customGradients;
    const current = list[index];
    const valid = validCustomGradient(gradient);
    if (!current || !valid) return false;
    set({ customGradients: list.map((g, k) => (k === index ? { key: current.key, ...valid } : g)) });
    return true;
  },
  removeCustomGradient: (index) => {
    const list = get().customGradients;
    if (index < 0 || index >= list.length) return;
    set({ customGradients: list.filter((_, k) => k !== index) });
  },
}));

/** The settings part of the store (without the actions), e.g. to save it. */
export function currentEditorSettings(
  state: EditorSettingsState = useEditorSettings.getState(),
): EditorSettings {
  const { colorScale, general, lighting, units, chart, customGradients } = state;
  return { colorScale, general, lighting, units, chart, customGradients };
}
