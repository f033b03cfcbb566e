// The total-focus adjustments calls (docs/api.md; contract total-focus.ts) and the address of the
// image channel's preview drawn with given values (the dialog's live preview).
import { TOTAL_FOCUS_PATHS, previewPath, type TotalFocusAdjustmentsAnswer } from '@asperity/contract';
import type { HttpClient } from '../../../app/http.ts';

export interface TotalFocusValues {
  readonly brightness: number;
  readonly contrast: number;
}

export const totalFocusApi = {
  read: (http: HttpClient, fileGuid: string) =>
    http.get<TotalFocusAdjustmentsAnswer>(TOTAL_FOCUS_PATHS.adjustments, { query: { fileGuid } }),
  save: (http: HttpClient, fileGuid: string, values: TotalFocusValues) =>
    http.put<TotalFocusAdjustmentsAnswer>(TOTAL_FOCUS_PATHS.adjustments, { fileGuid, ...values }),
};

/** The preview of the file's image channel with these values instead of the stored ones. */
export function adjustedPictureUrl(fileGuid: string, channel: number, values: TotalFocusValues): string {
  const query = new URLSearchParams({
    channel: String(channel),
    brightness: String(values.brightness),
    contrast: String(values.contrast),
    width: '480',
    height: '320',
    format: 'webp',
  });
  return `${previewPath(fileGuid)}?${query.toString()}`;
}
