// The `--op ID[:key=value,...]` syntax of `asperity apply`: an operator id and flat parameters, values
// read as numbers, booleans or text; the contract's schema then validates them and fills defaults.
// Parameters that name other files (`…FileGuid`, `…FileGuids` in the API) take file paths here, several
// separated by `;` (the comma already separates parameters): `stitch:otherFileGuids=b.x3p;c.x3p`.
import { operatorStepSchema, type ValidOperatorStep } from '@asperity/contract';
import { CliError } from '../cli-error.ts';

function parseValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}

/** `form.polynomial:degree=3,ignoreOutliers=true` → a validated step with defaults filled. */
export function parseOperatorSpec(spec: string): ValidOperatorStep {
  const colon = spec.indexOf(':');
  const op = colon < 0 ? spec : spec.slice(0, colon);
  const params: Record<string, unknown> = {};
  if (colon >= 0 && colon < spec.length - 1) {
    for (const pair of spec.slice(colon + 1).split(',')) {
      const equals = pair.indexOf('=');
      if (equals <= 0) throw new CliError(`--op ${spec}: expected key=value, got "${pair}"`);
      const key = pair.slice(0, equals).trim();
      const text = pair.slice(equals + 1).trim();
      params[key] = key.endsWith('FileGuids')
        ? text.split(';').map((path) => path.trim())
        : key.endsWith('FileGuid')
          ? text
          : parseValue(text);
    }
  }
  const parsed = operatorStepSchema.safeParse({ op, params });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'op'}: ${i.message}`).join('; ');
    throw new CliError(`--op ${spec}: ${problems} (asperity ops lists the operators and their parameters)`);
  }
  return parsed.data;
}
