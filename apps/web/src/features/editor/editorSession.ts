// The editor session (issue 7): what every part of the editor reads about the file it shows — the
// file, the channel, the fork shown now and its data, the history answer, and the plan gate. The
// editor page provides it; panels read it with useEditorSession().
import { createContext } from 'react';
import type { FeatureId, HistoryState } from '@asperity/contract';

/** The current fork's dimensions and heights, metres (contract ForkData). */
export interface EditorSurfaceInfo {
  cols: number;
  rows: number;
  pixelSize: number;
  pixelSizeY: number;
  /** Where the image's top-left corner lies in the surface's frame (metres; volume and dimension
   *  points are sent in that frame). */
  x0: number;
  y0: number;
  zMin: number | null;
  zMax: number | null;
  zMean: number | null;
}

export interface EditorSession {
  readonly fileGuid: string;
  readonly channel: number;
  readonly fileName: string;
  /** The fork the editor shows now (HistoryState.forkHash); analyses send it as `forkHash`. */
  readonly forkHash: string;
  readonly data: EditorSurfaceInfo;
  /** HistoryState as last answered by the server (contract history.ts). */
  readonly history: HistoryState;
  /** Replace the history state after an apply/go-back/trim/save answer (the views reload the fork). */
  readonly setHistory: (state: HistoryState) => void;
  /** true when the user's plan allows the feature (always true with subscriptions off). */
  readonly canUse: (feature: FeatureId) => boolean;
  /** Opens the premium-feature prompt "Upgrade to {plan} to use this feature". */
  readonly promptUpgrade: (feature: FeatureId) => void;
  /**
   * Shared views (issue 14): how calls that bypass the HTTP client (the heights) name the file in
   * place of fileGuid — `shareHash`, or `fileGuid` with a folder `token`. Absent for the owner.
   */
  readonly accessQuery?: Readonly<Record<string, string>>;
}

export const EditorSessionContext = createContext<EditorSession | null>(null);
