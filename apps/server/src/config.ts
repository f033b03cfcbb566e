// Server configuration, read once from the environment at start. Every variable is documented in
// docs/configuration.md; keep that table in step with this file.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_TRIAL_DAYS,
  featureFlagsEnvSchema,
  parseLanguageHosts,
  type LanguageHosts,
  passwordSchema,
  type FeatureFlags,
} from '@asperity/contract';
import { z } from 'zod';

export type DatabaseConfig =
  | { readonly dialect: 'sqlite'; readonly filename: string }
  | { readonly dialect: 'postgres'; readonly url: string; readonly schema: string };

export interface Config {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly host: string;
  /** 0 asks the OS for a free port (tests, e2e); the bound URL is logged at start. */
  readonly port: number;
  readonly publicUrl: string | undefined;
  readonly logLevel: LogLevel;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly blobDir: string;
  readonly redisUrl: string | undefined;
  /** S3-compatible object storage for blobs (S3_*); undefined: the local directory blobDir. */
  readonly objectStorage: ObjectStorageConfig | undefined;
  readonly smtpUrl: string | undefined;
  /** Create a demo account with sample surfaces on an empty database (DEMO_CONTENT). */
  readonly demoContent: boolean;
  /** Password of that account; generated and logged once when unset. */
  readonly demoPassword: string | undefined;
  /** Sender of account mail. */
  readonly mailFrom: string;
  /**
   * Key that signs access tokens; undefined: one is generated on first start and kept in the
   * database, so sessions survive restarts and are shared by instances on one database.
   */
  readonly sessionSecret: string | undefined;
  readonly webDistDir: string;
  readonly computeThreads: number;
  readonly computeMaxQueue: number;
  /** Largest instrument file accepted by an upload or inspect call, bytes. */
  readonly uploadMaxBytes: number;
  readonly shutdownTimeoutMs: number;
  readonly trustProxy: boolean;
  /**
   * Lower-case name of the request header a trusted proxy or CDN sets to the client's ISO 3166-1
   * alpha-2 country (COUNTRY_HEADER, e.g. cf-ipcountry; needs TRUST_PROXY); undefined: not read.
   */
  readonly countryHeader: string | undefined;
  /** Request limits per window (http/rate-limits.ts); 0 switches a policy off. */
  readonly rateLimits: {
    readonly authPerMinute: number;
    readonly mailPerHour: number;
    readonly uploadsPerMinute: number;
    readonly anonymousPerMinute: number;
  };
  /** POST /api/file/inspect: largest file without sign-in (0: sign-in required) and bytes waiting at most. */
  readonly inspect: { readonly anonymousMaxBytes: number; readonly queueMaxBytes: number };
  /** A request body that sends nothing for this long is cut off (408) and its temp file removed, ms. */
  readonly bodyIdleTimeoutMs: number;
  /** Temp files and unreferenced blobs older than this are removed by the sweeper, ms. */
  readonly orphanGraceMs: number;
  /** How often the sweeper runs, ms (0: only at start). */
  readonly orphanSweepIntervalMs: number;
  /** Rendered previews kept in storage, bytes: in total and per account (least recently used go first). */
  readonly previewCache: { readonly totalBytes: number; readonly perUserBytes: number };
  readonly features: {
    readonly subscriptions: boolean;
    /**
     * The installation's feature flags (FEATURE_FLAGS over the spec defaults), sent to the web app
     * and applied by the server's gates; `subscriptions` is on when FEATURE_SUBSCRIPTIONS or
     * FEATURE_FLAGS says so.
     */
    readonly flags: FeatureFlags;
  };
  /** Length of the Advanced trial of a new account, days from its creation (TRIAL_DAYS; 0: none). */
  readonly trialDays: number;
  /** ADMIN_EMAILS: these accounts (lower-case addresses) become admins when they sign in. */
  readonly adminEmails: readonly string[];
  /**
   * Background jobs (docs/deployment.md "Workers"): whether this server also runs queued jobs
   * (JOBS_IN_SERVER; the embedded queue always does) and how long a BullMQ worker's lock on a job lasts
   * before another worker takes over a job whose worker died (JOB_LOCK_DURATION_MS); the BullMQ queue's
   * name (JOB_QUEUE_NAME: servers and workers of one installation share it, other installations on the
   * same Redis take another).
   */
  readonly jobs: { readonly inServer: boolean; readonly lockDurationMs: number; readonly queueName: string };
  /** Which site hosts show which interface language (LANGUAGE_HOSTS; published to the web app). */
  readonly languageHosts: LanguageHosts;
  /** Reports and support requests: the support address (SUPPORT_EMAIL) and their limit per hour. */
  readonly support: { readonly email: string; readonly perHour: number };
  /** The external forum with DiscourseConnect single sign-on (FORUM_URL + FORUM_SSO_SECRET); undefined: none. */
  readonly forum: { readonly url: string; readonly ssoSecret: string } | undefined;
}

export interface ObjectStorageConfig {
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  readonly forcePathStyle: boolean;
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Thrown when the environment cannot be turned into a Config; lists every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The built web app. src/config.ts and the bundled dist/main.js both sit one directory below
 * apps/server, so the same relative URL finds apps/web/dist from source and from the bundle.
 */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Environment values are strings; an empty string means "not set" so `FOO= npm start` behaves like no FOO.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const boolean = (fallback: boolean) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const lower = v.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
    if (['0', 'false', 'no', 'off'].includes(lower)) return false;
    ctx.addIssue({ code: 'custom', message: `expected true/false (or 1/0, yes/no, on/off), got "${v}"` });
    return z.NEVER;
  });

const integer = (fallback: number, min: number, max: number) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = /^-?\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `expected an integer from ${min} to ${max}, got "${v}"` });
      return z.NEVER;
    }
    return n;
  });

const url = (protocols: readonly string[]) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: `expected a URL, got "${redact(v)}"` });
      return z.NEVER;
    }
    if (!protocols.includes(parsed.protocol)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a ${protocols.join(' or ')} URL, got "${redact(v)}"`,
      });
      return z.NEVER;
    }
    return v;
  });

const sqlIdentifier = /^[a-z_][a-z0-9_]{0,62}$/;

const envSchema = z.object({
  NODE_ENV: optionalString.pipe(z.enum(['development', 'production', 'test']).default('production')),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  PORT: integer(8080, 0, 65535),
  PUBLIC_URL: url(['http:', 'https:']).transform((v) => v?.replace(/\/+$/, '')),
  LOG_LEVEL: optionalString.pipe(z.enum(logLevels).default('info')),
  DATA_DIR: optionalString.transform((v) => v ?? './data'),
  DATABASE_URL: optionalString.transform((v, ctx) => {
    if (v === undefined || /^postgres(ql)?:\/\//.test(v) || /^sqlite:.+/.test(v)) return v;
    ctx.addIssue({
      code: 'custom',
      message: `expected postgres://…, postgresql://… or sqlite:<file>, got "${redact(v)}"`,
    });
    return z.NEVER;
  }),
  DATABASE_SCHEMA: optionalString.pipe(
    z
      .string()
      .regex(sqlIdentifier, 'expected a lower-case SQL identifier (letters, digits, underscore)')
      .optional(),
  ),
  BLOB_DIR: optionalString,
  REDIS_URL: url(['redis:', 'rediss:']),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name (3–63 of a-z, 0-9, dot, hyphen)')
      .optional(),
  ),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: boolean(false),
  SMTP_URL: url(['smtp:', 'smtps:']),
  DEMO_CONTENT: boolean(true),
  DEMO_PASSWORD: optionalString.pipe(passwordSchema.optional()),
  MAIL_FROM: optionalString.transform((v) => v ?? 'Asperity <no-reply@asperity.local>'),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  WEB_DIST_DIR: optionalString,
  INIT_CWD: optionalString,
  COMPUTE_THREADS: integer(Math.max(1, availableParallelism() - 1), 1, 256),
  COMPUTE_MAX_QUEUE: integer(64, 0, 100_000),
  UPLOAD_MAX_BYTES: integer(200_000_000, 1, 4_000_000_000),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 600_000),
  TRUST_PROXY: boolean(false),
  COUNTRY_HEADER: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'expected a header name (letters, digits and -), e.g. CF-IPCountry')
      .transform((name) => name.toLowerCase())
      .optional(),
  ),
  RATE_LIMIT_AUTH_PER_MINUTE: integer(30, 0, 1_000_000),
  RATE_LIMIT_MAIL_PER_HOUR: integer(5, 0, 1_000_000),
  RATE_LIMIT_UPLOADS_PER_MINUTE: integer(60, 0, 1_000_000),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: integer(600, 0, 1_000_000),
  INSPECT_ANONYMOUS_MAX_BYTES: integer(10_000_000, 0, 4_000_000_000),
  INSPECT_QUEUE_MAX_BYTES: integer(400_000_000, 1, 64_000_000_000),
  BODY_IDLE_TIMEOUT_MS: integer(30_000, 1_000, 3_600_000),
  ORPHAN_GRACE_MS: integer(6 * 3_600_000, 60_000, 30 * 86_400_000),
  ORPHAN_SWEEP_INTERVAL_MS: integer(3_600_000, 0, 7 * 86_400_000),
  PREVIEW_CACHE_MAX_BYTES: integer(1_000_000_000, 10_000, 1_000_000_000_000),
  PREVIEW_CACHE_USER_MAX_BYTES: integer(50_000_000, 10_000, 1_000_000_000_000),
  FEATURE_SUBSCRIPTIONS: boolean(false),
  FEATURE_FLAGS: featureFlagsEnvSchema,
  LANGUAGE_HOSTS: z
    .string()
    .optional()
    .transform((text, ctx): LanguageHosts => {
      try {
        return parseLanguageHosts(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message, input: text });
        return z.NEVER;
      }
    }),
  TRIAL_DAYS: integer(DEFAULT_TRIAL_DAYS, 0, 3650),
  JOBS_IN_SERVER: boolean(true),
  JOB_LOCK_DURATION_MS: integer(30_000, 1_000, 600_000),
  JOB_QUEUE_NAME: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected 1–64 letters, digits, _ or -')
      .default('jobs'),
  ),
  SUPPORT_EMAIL: optionalString.pipe(
    z.email({ message: 'SUPPORT_EMAIL must be an e-mail address' }).default('support@asperity.local'),
  ),
  RATE_LIMIT_SUPPORT_PER_HOUR: integer(10, 0, 1_000_000),
  FORUM_URL: url(['http:', 'https:']).transform((v) => v?.replace(/\/+$/, '')),
  FORUM_SSO_SECRET: optionalString.pipe(
    z.string().min(10, 'must be at least 10 characters (the forum requires it)').optional(),
  ),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((a) => a.trim().toLowerCase())
        .filter((a) => a !== ''),
    )
    .pipe(z.array(z.email({ message: 'ADMIN_EMAILS must be comma-separated e-mail addresses' }))),
});

/** Never echo credentials of a connection string back into logs. */
function redact(value: string): string {
  return value.replace(/\/\/([^/@]*)@/, '//***@');
}

/**
 * Reads the configuration from an environment (process.env by default). Relative paths are
 * resolved against the directory the command was run from (INIT_CWD under npm). Throws ConfigError naming every invalid variable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const objectStorage = objectStorageOf(e);
  // Relative paths are taken from where the user ran the command: `npm start` at the repository
  // root runs the server inside apps/server, and npm passes the original directory as INIT_CWD.
  const fromInvocationDir = (path: string): string => resolve(e.INIT_CWD ?? process.cwd(), path);
  const dataDir = fromInvocationDir(e.DATA_DIR);
  const database: DatabaseConfig =
    e.DATABASE_URL !== undefined && e.DATABASE_URL.startsWith('postgres')
      ? { dialect: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA ?? 'public' }
      : { dialect: 'sqlite', filename: sqliteFile(e.DATABASE_URL, dataDir, fromInvocationDir) };
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    dataDir,
    database,
    blobDir: e.BLOB_DIR === undefined ? resolve(dataDir, 'blobs') : fromInvocationDir(e.BLOB_DIR),
    redisUrl: e.REDIS_URL,
    objectStorage,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoContent: e.DEMO_CONTENT,
    demoPassword: e.DEMO_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    webDistDir: e.WEB_DIST_DIR === undefined ? defaultWebDistDir : fromInvocationDir(e.WEB_DIST_DIR),
    computeThreads: e.COMPUTE_THREADS,
    computeMaxQueue: e.COMPUTE_MAX_QUEUE,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    countryHeader: countryHeaderOf(e),
    rateLimits: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      mailPerHour: e.RATE_LIMIT_MAIL_PER_HOUR,
      uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
      anonymousPerMinute: e.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
    },
    inspect: {
      anonymousMaxBytes: e.INSPECT_ANONYMOUS_MAX_BYTES,
      queueMaxBytes: e.INSPECT_QUEUE_MAX_BYTES,
    },
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
    orphanGraceMs: e.ORPHAN_GRACE_MS,
    orphanSweepIntervalMs: e.ORPHAN_SWEEP_INTERVAL_MS,
    previewCache: {
      totalBytes: e.PREVIEW_CACHE_MAX_BYTES,
      perUserBytes: e.PREVIEW_CACHE_USER_MAX_BYTES,
    },
    features: {
      subscriptions: e.FEATURE_SUBSCRIPTIONS || e.FEATURE_FLAGS.subscriptions,
      flags: { ...e.FEATURE_FLAGS, subscriptions: e.FEATURE_SUBSCRIPTIONS || e.FEATURE_FLAGS.subscriptions },
    },
    trialDays: e.TRIAL_DAYS,
    languageHosts: e.LANGUAGE_HOSTS,
    adminEmails: e.ADMIN_EMAILS,
    jobs: {
      inServer: e.JOBS_IN_SERVER,
      lockDurationMs: e.JOB_LOCK_DURATION_MS,
      queueName: e.JOB_QUEUE_NAME,
    },
    support: { email: e.SUPPORT_EMAIL, perHour: e.RATE_LIMIT_SUPPORT_PER_HOUR },
    forum: forumOf(e),
  };
}

/** A country header is only believed from a proxy the server trusts: anyone can send one directly. */
function countryHeaderOf(e: z.infer<typeof envSchema>): string | undefined {
  if (e.COUNTRY_HEADER !== undefined && !e.TRUST_PROXY)
    throw new ConfigError([
      'COUNTRY_HEADER: needs TRUST_PROXY=true (clients that reach the server directly could forge the header)',
    ]);
  return e.COUNTRY_HEADER;
}

/** FORUM_URL and FORUM_SSO_SECRET come together: a forum without the shared secret cannot sign anyone in. */
function forumOf(e: z.infer<typeof envSchema>): Config['forum'] {
  if (e.FORUM_URL === undefined && e.FORUM_SSO_SECRET === undefined) return undefined;
  if (e.FORUM_URL === undefined || e.FORUM_SSO_SECRET === undefined)
    throw new ConfigError([
      `${e.FORUM_URL === undefined ? 'FORUM_URL' : 'FORUM_SSO_SECRET'}: set both FORUM_URL and FORUM_SSO_SECRET, or neither`,
    ]);
  return { url: e.FORUM_URL, ssoSecret: e.FORUM_SSO_SECRET };
}

/** S3_BUCKET switches blobs to object storage; the other S3_* variables mean nothing without it. */
function objectStorageOf(e: z.infer<typeof envSchema>): ObjectStorageConfig | undefined {
  const problems: string[] = [];
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name] !== undefined,
  );
  if (e.S3_BUCKET === undefined && others.length > 0)
    problems.push(`S3_BUCKET: required when ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set`);
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    problems.push(
      `${e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credential chain)`,
    );
  if (problems.length > 0) throw new ConfigError(problems);
  if (e.S3_BUCKET === undefined) return undefined;
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function sqliteFile(
  databaseUrl: string | undefined,
  dataDir: string,
  fromInvocationDir: (path: string) => string,
): string {
  if (databaseUrl === undefined) return resolve(dataDir, 'asperity.sqlite');
  const path = databaseUrl.slice('sqlite:'.length);
  if (path === ':memory:') return path;
  return fromInvocationDir(path);
}
