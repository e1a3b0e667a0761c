import { keepPreviousData, QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/**
 * A client error (4xx: refused, missing, invalid) will not change on a retry, so it shows at
 * once; a network failure or a 5xx is tried twice more before the error state shows.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
};

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: { queries: { retry: shouldRetry } },
};

/**
 * The console's query client, made before <Refine> so that a screen's first read can start at
 * boot (src/routes/firstRead.ts). Refine adds these two defaults only to a client it makes itself.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        placeholderData: keepPreviousData,
        ...queryClientConfig.defaultOptions?.queries,
      },
    },
  });
