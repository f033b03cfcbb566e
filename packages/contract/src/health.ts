import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
    blobStore: z.object({ kind: z.enum(['local', 's3']), ok: z.boolean() }),
    compute: z.object({ threads: z.number().int().nonnegative(), queued: z.number().int().nonnegative() }),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
