// The CLI reports its own package version; read at run time so a version bump needs no code change.
import { readFileSync } from 'node:fs';

export function readCliVersion(): string {
  const parsed: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'version' in parsed &&
    typeof parsed.version === 'string'
  ) {
    return parsed.version;
  }
  throw new Error('apps/cli/package.json has no version');
}
