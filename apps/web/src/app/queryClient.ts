import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './HttpError.ts';

/** Server state defaults: a client error (4xx) will not heal by asking again, so only retry others. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && !(isHttpError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
