import type { PageInfo } from '@backlay/contract';

/**
 * Page info of lists (docs/product.md §3). An empty list has one (empty) page, as the client
 * assumes. A page past the last shows nothing (showingFrom and showingTo 0, not the rows it
 * would have held) and its previous page is the last one, where the rows are.
 */
export function pageInfo(page: number, limit: number, totalDocs: number, shown: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  const offset = (page - 1) * limit;
  const showingFrom = shown === 0 ? 0 : offset + 1;
  const showingTo = shown === 0 ? 0 : offset + shown;
  return {
    limit,
    nextPage: page < totalPages,
    nextPageNumber: page < totalPages ? page + 1 : null,
    previousPage: page > 1,
    previousPageNumber: page > 1 ? Math.min(page - 1, totalPages) : null,
    showingFrom,
    showingTo,
    totalDocs,
    totalPages,
  };
}
