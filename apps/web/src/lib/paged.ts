import type { PageInfo } from '@backlay/contract';

/** One page of a paged list, as the API answers it. */
export type Paged<T> = PageInfo & { docs: T[] };

/**
 * The page a list screen shows. "Lists on failure become empty with one total page"
 * (docs/product.md §8, "the list is emptied and the loader stops"): a
 * failed load shows no rows and one page rather than an error, and the query keeps retrying
 * on its own schedule.
 */
export function shownPage<T>(data: Paged<T> | undefined, isError: boolean, limit: number): Paged<T> | undefined {
  return isError ? emptyPage(limit) : data;
}

export function emptyPage<T>(limit: number): Paged<T> {
  return {
    docs: [],
    limit,
    nextPage: false,
    nextPageNumber: null,
    previousPage: false,
    previousPageNumber: null,
    showingFrom: 0,
    showingTo: 0,
    totalDocs: 0,
    totalPages: 1,
  };
}
