// A throw-away PostgreSQL database for one bench run, created and dropped with the psql client so
// the bench needs no driver of its own. BENCH_POSTGRES_URL names the server (default the one the
// integration tests use); the database is bench_<random> on it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export const postgresServerUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function psql(sql: string): void {
  execFileSync('psql', [postgresServerUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 30_000,
  });
}

export interface TempDatabase {
  readonly url: string;
  drop(): void;
}

/** A fresh database, or the reason there is none (no psql, server unreachable, …). */
export function createTempDatabase(): TempDatabase | { unavailable: string } {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  try {
    psql(`create database ${name}`);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return {
      unavailable: `cannot create a database on ${redact(postgresServerUrl)}: ${stderr || String(error)}`,
    };
  }
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => psql(`drop database if exists ${name} with (force)`),
  };
}

const redact = (value: string): string => value.replace(/\/\/([^/@]*)@/, '//***@');
