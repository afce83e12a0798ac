/**
 * What a paged list of the register shows of its infinite query (the visitors' list, the
 * moderation list): loading, the error with a retry, and "load more".
 */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

export function pagedListProps(query: PagedQuery, errorText: string) {
  return {
    loading: query.isPending,
    error: query.isError ? errorText : undefined,
    onRetry: () => {
      void query.refetch();
    },
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => {
      void query.fetchNextPage();
    },
  };
}
