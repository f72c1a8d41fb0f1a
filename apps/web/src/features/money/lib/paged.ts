import type { PageInfo } from '@backlay/contract';

export type Paged<T> = PageInfo & { docs: T[] };

/**
 * A failed list load shows an empty list with one page and stops the loader
 * (money-and-content §8: "the list is emptied and the loader stops").
 */
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
