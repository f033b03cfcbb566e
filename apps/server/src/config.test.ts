import { resolve } from 'node:path';
import { featureFlagDefaults } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultWebDistDir, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('fills documented defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnv).toBe('production');
    expect(config.logLevel).toBe('info');
    expect(config.dataDir).toBe(resolve('data'));
    expect(config.database).toEqual({ dialect: 'sqlite', filename: resolve('data', 'asperity.sqlite') });
    expect(config.blobDir).toBe(resolve('data', 'blobs'));
    expect(config.webDistDir).toBe(defaultWebDistDir);
    expect(config.features.subscriptions).toBe(false);
    expect(config.trialDays).toBe(30);
    expect(config.computeThreads).toBeGreaterThanOrEqual(1);
    expect(config.computeMaxQueue).toBe(64);
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
  });

  it('finds the web build at apps/web/dist from the server package', () => {
    expect(defaultWebDistDir).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('takes relative paths from the directory npm was started in (INIT_CWD)', () => {
    const config = loadConfig({ INIT_CWD: '/srv/asperity', DATA_DIR: 'store', WEB_DIST_DIR: 'web' });
    expect(config.dataDir).toBe('/srv/asperity/store');
    expect(config.database).toEqual({ dialect: 'sqlite', filename: '/srv/asperity/store/asperity.sqlite' });
    expect(config.blobDir).toBe('/srv/asperity/store/blobs');
    expect(config.webDistDir).toBe('/srv/asperity/web');
    expect(loadConfig({ INIT_CWD: '/srv/asperity', DATA_DIR: '/abs/data' }).dataDir).toBe('/abs/data');
  });

  it('switches to PostgreSQL on a postgres URL, in the public schema unless told otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/asperity' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@db:5432/asperity',
      schema: 'public',
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://u@db/a', DATABASE_SCHEMA: 'tenant_1' }).database,
    ).toMatchObject({ dialect: 'postgres', schema: 'tenant_1' });
  });

  it('places SQLite where DATA_DIR or a sqlite: URL says', () => {
    expect(loadConfig({ DATA_DIR: '/srv/asperity' }).database).toEqual({
      dialect: 'sqlite',
      filename: '/srv/asperity/asperity.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).database).toEqual({
      dialect: 'sqlite',
      filename: '/tmp/x.db',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database).toEqual({
      dialect: 'sqlite',
      filename: ':memory:',
    });
  });

  it('parses numbers, booleans and URLs', () => {
    const config = loadConfig({
      PORT: '0',
      COMPUTE_THREADS: '3',
      COMPUTE_MAX_QUEUE: '0',
      FEATURE_SUBSCRIPTIONS: 'on',
      TRIAL_DAYS: '14',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://asperity.example/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://mail:25',
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 0,
      computeThreads: 3,
      computeMaxQueue: 0,
      trustProxy: true,
      publicUrl: 'https://asperity.example',
      redisUrl: 'redis://127.0.0.1:6379',
      smtpUrl: 'smtp://mail:25',
      nodeEnv: 'development',
      logLevel: 'debug',
      features: { subscriptions: true },
      trialDays: 14,
    });
    expect(loadConfig({ TRIAL_DAYS: '0' }).trialDays).toBe(0);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', FEATURE_SUBSCRIPTIONS: '' })).toMatchObject({
      port: 8080,
      database: { dialect: 'sqlite' },
      features: { subscriptions: false },
    });
  });

  it('reads FEATURE_FLAGS over the spec defaults; subscriptions is on when either setting says so', () => {
    expect(loadConfig({}).features.flags).toEqual(featureFlagDefaults);
    const flags = loadConfig({ FEATURE_FLAGS: 'subtract=on, stitching=off' }).features.flags;
    expect(flags).toEqual({ ...featureFlagDefaults, subtract: true, stitching: false });
    expect(loadConfig({ FEATURE_FLAGS: 'subscriptions=on' }).features).toMatchObject({
      subscriptions: true,
      flags: { subscriptions: true },
    });
    expect(loadConfig({ FEATURE_SUBSCRIPTIONS: 'true' }).features.flags.subscriptions).toBe(true);
    const problems = problemsOf({ FEATURE_FLAGS: 'subtract=maybe,warp=on' });
    expect(problems).toHaveLength(2);
    expect(problems.every((p) => p.startsWith('FEATURE_FLAGS: '))).toBe(true);
    expect(problems[1]).toContain('unknown feature flag "warp"');
  });

  it('uses S3-compatible object storage when S3_BUCKET is set, the local directory otherwise', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'asperity-blobs',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).objectStorage,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'asperity-blobs',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'on-aws' }).objectStorage).toEqual({
      endpoint: undefined,
      bucket: 'on-aws',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET: required when S3_ENDPOINT is set',
    ]);
    expect(problemsOf({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credential chain)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'Not_A_Bucket', S3_ENDPOINT: 'ftp://x' })).toHaveLength(2);
  });

  it('lists every invalid variable in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      COMPUTE_THREADS: '0',
      FEATURE_SUBSCRIPTIONS: 'maybe',
      DATABASE_URL: 'mysql://root:secret@db/x',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'not a url',
      NODE_ENV: 'staging',
      DATABASE_SCHEMA: 'Robert"); drop table users;--',
      TRIAL_DAYS: '-1',
    });
    const variables = problems.map((p) => p.split(':')[0]);
    expect(variables.sort()).toEqual(
      [
        'COMPUTE_THREADS',
        'DATABASE_SCHEMA',
        'DATABASE_URL',
        'FEATURE_SUBSCRIPTIONS',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'TRIAL_DAYS',
      ].sort(),
    );
    expect(problems.find((p) => p.startsWith('PORT'))).toContain('"eighty"');
    // A password in a bad connection string is not echoed.
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('reads COUNTRY_HEADER (lower case) only together with TRUST_PROXY', () => {
    expect(loadConfig({}).countryHeader).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true', COUNTRY_HEADER: 'CF-IPCountry' }).countryHeader).toBe(
      'cf-ipcountry',
    );
    expect(problemsOf({ COUNTRY_HEADER: 'CF-IPCountry' })).toEqual([
      'COUNTRY_HEADER: needs TRUST_PROXY=true (clients that reach the server directly could forge the header)',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true', COUNTRY_HEADER: 'CF IPCountry' })[0]).toMatch(
      /^COUNTRY_HEADER: expected a header name/,
    );
  });

  it('formats the error message with one line per variable', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      /Invalid configuration:\n {2}- PORT: expected an integer from 0 to 65535/,
    );
  });

  it('reads the request limits, inspection, body timeout, sweeper and preview cache settings', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimits: { authPerMinute: 30, mailPerHour: 5, uploadsPerMinute: 60, anonymousPerMinute: 600 },
      inspect: { anonymousMaxBytes: 10_000_000, queueMaxBytes: 400_000_000 },
      bodyIdleTimeoutMs: 30_000,
      orphanGraceMs: 21_600_000,
      orphanSweepIntervalMs: 3_600_000,
      previewCache: { totalBytes: 1_000_000_000, perUserBytes: 50_000_000 },
    });
    const set = loadConfig({
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
      RATE_LIMIT_MAIL_PER_HOUR: '2',
      INSPECT_ANONYMOUS_MAX_BYTES: '0',
      BODY_IDLE_TIMEOUT_MS: '5000',
      ORPHAN_SWEEP_INTERVAL_MS: '0',
      PREVIEW_CACHE_USER_MAX_BYTES: '20000',
    });
    expect(set.rateLimits).toMatchObject({ authPerMinute: 0, mailPerHour: 2 });
    expect(set.inspect.anonymousMaxBytes).toBe(0);
    expect(set.bodyIdleTimeoutMs).toBe(5000);
    expect(set.orphanSweepIntervalMs).toBe(0);
    expect(set.previewCache.perUserBytes).toBe(20_000);
    expect(() => loadConfig({ BODY_IDLE_TIMEOUT_MS: '10', ORPHAN_GRACE_MS: '5' })).toThrow(
      /BODY_IDLE_TIMEOUT_MS: expected an integer from 1000[\s\S]*ORPHAN_GRACE_MS: expected an integer from 60000/,
    );
  });
});
