// The server version reported by /api/health and the OpenAPI document: the package version,
// inlined by esbuild in the bundle.
import packageJson from '../package.json' with { type: 'json' };

export const serverVersion: string = packageJson.version;
