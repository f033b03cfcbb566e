// docs/formats.md, generated from the registry: every format with its extensions, read/write support,
// the specification its reader follows, and the real files it is verified against — files of
// ../shared/surfaces that readSurfaceFile reads as that format without error AND that a test in
// packages/core/test/formats/ names (by path, by original file name, or via realFiles('<folder>')).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { formats, isSurfaceError, readSurfaceFile, type SurfaceFormat } from '@asperity/core';

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const formatsDocPath = join(repoRoot, 'docs/formats.md');
export const formatsDocCommand = 'npx asperity formats --markdown --output docs/formats.md';
const formatTestsDir = join(repoRoot, 'packages/core/test/formats');

export const surfacesDir = resolve(process.env.ASPERITY_SURFACES_DIR ?? join(repoRoot, '../shared/surfaces'));
export const haveRealFiles = (): boolean => existsSync(join(surfacesDir, 'MANIFEST.md'));

function realFiles(): string[] {
  if (!haveRealFiles()) return [];
  return readdirSync(surfacesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((folder) =>
      readdirSync(join(surfacesDir, folder))
        .sort()
        .map((name) => `${folder}/${name}`),
    );
}

function formatTestSources(): string {
  if (!existsSync(formatTestsDir)) return '';
  return readdirSync(formatTestsDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => readFileSync(join(formatTestsDir, name), 'utf8'))
    .join('\n');
}

/** Whether a format test names this real file. */
function isTested(path: string, sources: string): boolean {
  const folder = path.split('/')[0] ?? '';
  const original = basename(path).split('__').pop() ?? '';
  return (
    sources.includes(path) ||
    (original !== '' && sources.includes(original)) ||
    sources.includes(`realFiles('${folder}')`) ||
    sources.includes(`realFiles("${folder}")`)
  );
}

/** Real files per format id: read as that format without error, and named by a format test. */
export function verifiedFiles(): Map<string, string[]> {
  const sources = formatTestSources();
  const verified = new Map<string, string[]>();
  for (const path of realFiles()) {
    const buffer = readFileSync(join(surfacesDir, path));
    let format: string;
    try {
      format = readSurfaceFile(
        new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
        basename(path),
      ).format;
    } catch (error) {
      if (isSurfaceError(error)) continue;
      throw error;
    }
    if (!isTested(path, sources)) continue;
    verified.set(format, [...(verified.get(format) ?? []), path]);
  }
  return verified;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function formatsMarkdown(list: readonly SurfaceFormat[] = formats): string {
  const verified = verifiedFiles();
  const rows = list.map((f) => {
    const files = verified.get(f.id) ?? [];
    return `| \`${f.id}\` | ${cell(f.name)} | ${f.extensions.map((e) => `.${e}`).join(' ')} | ${f.read ? 'yes' : '–'} | ${
      f.write ? 'yes' : '–'
    } | ${cell(f.specification)} | ${files.length ? files.map((p) => `\`${p}\``).join('<br>') : '–'} |`;
  });
  const variants = list.flatMap((f) =>
    (f.syntheticVariants ?? []).map((v) => {
      // A listed test that does not exist would make the page claim a check nobody runs.
      if (!existsSync(join(formatTestsDir, v.test))) {
        throw new Error(`${f.id}: synthetic variant test ${v.test} does not exist in ${formatTestsDir}`);
      }
      return `| \`${f.id}\` | ${cell(v.variant)} | \`packages/core/test/formats/${v.test}\` |`;
    }),
  );
  const readers = list.filter((f) => f.read !== undefined).length;
  const writers = list.filter((f) => f.write !== undefined).length;
  return [
    '# Supported formats',
    '',
    `Generated from the format registry (\`packages/core/src/io/registry.ts\`) by \`${formatsDocCommand}\`;`,
    'do not edit by hand — a unit test fails when this page is stale.',
    '',
    `${list.length} formats in detection order (${readers} read, ${writers} write). "Verified against" lists the real`,
    'instrument files of `../shared/surfaces` (MANIFEST.md) that read as that format without error and that a test',
    'in `packages/core/test/formats/` checks.',
    '',
    '| id | name | extensions | read | write | specification | verified against |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Variants verified on synthetic fixtures',
    '',
    'File variants no real file of `../shared/surfaces` shows (held-out vendor exports, damaged files), each',
    'built by the named test itself (no binary fixtures) and checked there: read, or refused with its reason.',
    '',
    '| id | variant | test |',
    '|---|---|---|',
    ...variants,
    '',
    '## Formats without a public description',
    '',
    '- **fibps / fibpc**: the spec names .fibps and .fibpc as upload extensions and fibps as a batch output format',
    '  (part 3 §1, §3, §9). No public description of either format was found (searched on 2026-11-27 in public',
    '  web pages and public source repositories: no specification and no open-source reader or writer), so there',
    '  is no reader and no writer here: uploads of these extensions are recognised and refused with the reason',
    '  (`known-unsupported`), and batch analysis offers SUR for the processed surfaces and TXT, CSV and XLSX for',
    '  the parameter table instead of fibps.',
    '',
  ].join('\n');
}
