// The measured agreement behind docs/parameters.md, read from that page itself: it is generated
// from the parameter registries and the committed Gwyddion 2.62 reference values by
// `npx asperity parameters --markdown` (apps/cli), and a unit test there fails while it is stale, so
// the validation page shows exactly what the code measures without a second copy of the data.

export interface ValidationRow {
  readonly id: string;
  readonly name: string;
  readonly standard: string;
  readonly unit: string;
  readonly definition: string;
  /** Where tools differ, what this implementation chose ('' for none). */
  readonly choice: string;
  /** The measured agreement as the page states it. */
  readonly agreement: string;
  readonly agreementKind: 'identical' | 'measured' | 'not-compared';
}

export interface ValidationSection {
  readonly key: 'areal' | 'profile';
  /** How the agreement was measured (the section's "Gwyddion" paragraph). */
  readonly method: string;
  readonly rows: readonly ValidationRow[];
}

export interface ToolChoice {
  readonly title: string;
  readonly text: string;
}

export interface ValidationData {
  readonly sections: readonly ValidationSection[];
  /** The definitional choices of the analysis tools (bearing ratio, volume, step height, …). */
  readonly tools: readonly ToolChoice[];
}

const HEADINGS: Readonly<Record<ValidationSection['key'], string>> = {
  areal: '## Areal parameters',
  profile: '## Profile parameters',
};

/** The text of a section: from its heading to the next heading of the same or a higher level. */
function sectionText(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return undefined;
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Table cells, split on unescaped pipes, with `\|` unescaped and a dash meaning "none". */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const stripCode = (text: string): string => text.replace(/`/g, '');
const none = (text: string): string => (text === '–' ? '' : text);

function kindOf(agreement: string): ValidationRow['agreementKind'] {
  if (agreement.startsWith('identical')) return 'identical';
  if (agreement.startsWith('–')) return 'not-compared';
  return 'measured';
}

function parseSection(key: ValidationSection['key'], text: string): ValidationSection {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim());
  const method = paragraphs.find((p) => p.startsWith('"Gwyddion"')) ?? '';
  const rows: ValidationRow[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const [id, name, standard, unit, , definition, choice, agreement] = cells(line);
    if (id === undefined || agreement === undefined) continue;
    rows.push({
      id: stripCode(id),
      name: name ?? '',
      standard: standard ?? '',
      unit: unit ?? '',
      definition: definition ?? '',
      choice: none(choice ?? ''),
      agreement,
      agreementKind: kindOf(agreement),
    });
  }
  return { key, method, rows };
}

function parseTools(markdown: string): ToolChoice[] {
  const text = sectionText(markdown, '### Definitional choices of the tools') ?? '';
  const tools: ToolChoice[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const match = /^\*\*(.+?)\*\*\s*(.*)$/s.exec(paragraph.trim());
    if (match) tools.push({ title: match[1] ?? '', text: (match[2] ?? '').trim() });
  }
  return tools;
}

export function parseParametersDoc(markdown: string): ValidationData {
  const sections: ValidationSection[] = [];
  for (const key of ['areal', 'profile'] as const) {
    const text = sectionText(markdown, HEADINGS[key]);
    if (text !== undefined) sections.push(parseSection(key, text));
  }
  return { sections, tools: parseTools(markdown) };
}
