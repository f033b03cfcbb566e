import { z } from 'zod';

export const HEALTH_PATHS = {
  /** Readiness: every store the requests depend on answers (load balancers route only to a 200). */
  ready: '/api/health',
  /** Liveness: the process answers; restart it only when this fails. */
  live: '/api/health/live',
} as const;

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
    blobStore: z.object({ kind: z.enum(['local', 's3']), ok: z.boolean() }),
    /** Present when REDIS_URL is set. */
    redis: z.object({ ok: z.boolean() }).optional(),
    compute: z.object({ threads: z.number().int().nonnegative(), queued: z.number().int().nonnegative() }),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const liveResponseSchema = z
  .object({ status: z.literal('ok'), uptimeSeconds: z.number().nonnegative() })
  .meta({ id: 'LiveResponse' });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
