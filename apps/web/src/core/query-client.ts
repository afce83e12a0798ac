import { isApiError } from "@memorial/api-client";
import { QueryClient } from "@tanstack/react-query";

const MAX_RETRIES = 2;

/** Retries transient failures only: never a 4xx (not found, no access, rate limit). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return false;
}

/** The app's one QueryClient. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
