// A new installation shows something real at once (issue 5 §6): on an empty database the server
// creates a confirmed demo account holding the core's sample surfaces, uploaded through the same
// path as a user's files. The password is DEMO_PASSWORD or generated and printed once in the log —
// as a JSON record and as a plain line a person reads in the terminal of `npm start` (issue 15 §14).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { formatById, makeChannel, makeSurfaceFile, sampleSurfaces } from '@asperity/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsService } from '../accounts/service.ts';
import type { FilesService } from '../files/service.ts';

export const DEMO_EMAIL = 'demo@asperity.local';
export const DEMO_USERNAME = 'demo';

/** 16 random characters plus what the password rules ask for (a digit, both cases). */
const generatedPassword = (): string => `${randomBytes(12).toString('base64url')}Aa7`;

export interface SeedResult {
  readonly email: string;
  readonly files: number;
}

/** Seeds the demo account when there is no account at all; undefined when it did nothing. */
export async function seedDemoContent(
  accounts: AccountsService,
  files: FilesService,
  logger: FastifyBaseLogger,
  configuredPassword: string | undefined,
  /** Where the plain line goes: standard output, beside the JSON log. */
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<SeedResult | undefined> {
  if (await accounts.hasAccounts()) return undefined;
  const password = configuredPassword ?? generatedPassword();
  const user = await accounts.createConfirmedAccount({
    username: DEMO_USERNAME,
    email: DEMO_EMAIL,
    firstName: 'Demo',
    lastName: 'User',
    password,
  });
  const x3p = formatById('x3p');
  if (!x3p?.write) throw new Error('the x3p writer is missing from the format registry');
  let stored = 0;
  for (const sample of sampleSurfaces()) {
    const { surface } = sample;
    const file = makeSurfaceFile('x3p', [
      makeChannel(
        surface.meta.title ?? sample.name,
        'height',
        { nx: surface.nx, ny: surface.ny, dx: surface.dx, dy: surface.dy },
        surface.z.slice(),
        'm',
        surface.meta,
      ),
    ]);
    await files.upload(user, Readable.from([Buffer.from(x3p.write(file))]), sample.name, null);
    stored++;
  }
  const passwordText = configuredPassword ? 'from DEMO_PASSWORD' : password;
  logger.warn(
    { email: DEMO_EMAIL, password: configuredPassword ? '(DEMO_PASSWORD)' : password, files: stored },
    `Demo account created: sign in as ${DEMO_EMAIL} with password ${passwordText}`,
  );
  // A silenced log (LOG_LEVEL=silent, e.g. the OpenAPI export) stays silent.
  if (logger.level !== 'silent')
    print(`Demo account created: sign in as ${DEMO_EMAIL} with password ${passwordText}`);
  return { email: DEMO_EMAIL, files: stored };
}
