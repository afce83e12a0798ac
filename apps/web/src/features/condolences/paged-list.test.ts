import { describe, expect, it, vi } from "vitest";
import { pagedListProps, type PagedQuery } from "./paged-list";

function query(overrides: Partial<PagedQuery> = {}): PagedQuery {
  return {
    isPending: false,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    refetch: vi.fn(() => Promise.resolve()),
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe("a paged list's props from its query", () => {
  it("shows the error text only on an error, and retries by reading again", () => {
    const failed = query({ isError: true });
    const props = pagedListProps(failed, "Laden mislukt");
    expect(props.error).toBe("Laden mislukt");
    props.onRetry();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(pagedListProps(query(), "Laden mislukt").error).toBeUndefined();
  });

  it("loads the next page on 'more' and says when it is loading", () => {
    const paged = query({ isPending: true, hasNextPage: true, isFetchingNextPage: true });
    const props = pagedListProps(paged, "x");
    expect(props).toMatchObject({ loading: true, hasMore: true, loadingMore: true });
    props.onLoadMore();
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(paged.refetch).not.toHaveBeenCalled();
  });
});
