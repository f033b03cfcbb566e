// The print report's address (docs/api.md "Print report"; contract report.ts): the file, the fork
// the editor shows, the chosen sections and parameters.
import { REPORT_PATHS, REPORT_SECTIONS, type ReportSection } from '@asperity/contract';

export interface ReportChoice {
  readonly sections: readonly ReportSection[];
  /** Areal parameter ids as typed (comma or space separated); empty: all. */
  readonly parameters: string;
}

/** "Sq, Sa  Sz" → ["Sq", "Sa", "Sz"]: ids without repeats, in the order typed. */
export function parameterIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((id) => id !== ''))];
}

export function reportUrl(
  file: { readonly fileGuid: string; readonly channel: number; readonly forkHash: string },
  choice: ReportChoice,
): string {
  const query = new URLSearchParams({ channel: String(file.channel), forkHash: file.forkHash });
  // In print order; every section chosen is the default and needs no parameter.
  const sections = REPORT_SECTIONS.filter((s) => choice.sections.includes(s));
  if (sections.length !== REPORT_SECTIONS.length) query.set('sections', sections.join(','));
  const ids = parameterIds(choice.parameters);
  if (ids.length > 0) query.set('parameters', ids.join(','));
  return `${REPORT_PATHS.report.replace(':fileGuid', encodeURIComponent(file.fileGuid))}?${query.toString()}`;
}
