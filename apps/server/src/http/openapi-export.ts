// `npm run openapi -w apps/server`: rewrites apps/server/openapi.json from the route schemas.
// Commit the result; openapi.test.ts fails while the committed file is out of date.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateOpenApiJson, openApiFile } from './openapi-document.ts';

const json = await generateOpenApiJson();
await writeFile(openApiFile, json);
process.stdout.write(`wrote ${fileURLToPath(openApiFile)}\n`);
