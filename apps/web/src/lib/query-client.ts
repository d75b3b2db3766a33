import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { profileQueryKey } from './auth.ts';

const logFailure = (error: unknown) => console.warn('API call failed:', error instanceof Error ? error.message : error);

/** A client error (4xx) will not change by asking again; network and server errors get two more tries. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 2;

export function createQueryClient(): QueryClient {
  /** A 401 while logged in means the session ended elsewhere: reload it, and the guards send the user to login. */
  const onError = (error: unknown, key?: readonly unknown[]) => {
    logFailure(error);
    const loggedIn = !!client.getQueryData(profileQueryKey);
    if (error instanceof ApiError && error.status === 401 && loggedIn && key?.[0] !== profileQueryKey[0]) {
      void client.invalidateQueries({ queryKey: profileQueryKey });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
