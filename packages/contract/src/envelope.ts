import { z } from 'zod';

/** Success envelope of every call: `{ message?, docs }` (the documented calls read `docs`). */
export function docsEnvelope<T extends z.ZodType>(docs: T) {
  return z.object({ message: z.string().optional(), docs });
}

/** Page info of list calls (docs/product.md §3 "Page info of lists"). */
export const pageInfoSchema = z.object({
  limit: z.number().int(),
  nextPage: z.boolean(),
  nextPageNumber: z.number().int().nullable(),
  previousPage: z.boolean(),
  previousPageNumber: z.number().int().nullable(),
  showingFrom: z.number().int(),
  showingTo: z.number().int(),
  totalDocs: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A list answer: the rows in `docs` plus page info beside them. */
export function pagedEnvelope<T extends z.ZodType>(row: T) {
  return z.object({ message: z.string().optional(), docs: z.array(row) }).extend(pageInfoSchema.shape);
}

/**
 * The highest page a list call takes. Far past any list we hold, and low enough that the rows
 * it skips (at most 200 a page) and the page info stay small integers: an unbounded page made
 * showingTo too big to send (a 500).
 */
export const MAX_PAGE = 1_000_000;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE, `page must be ${MAX_PAGE} or less`).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const messageOnlySchema = z.object({ message: z.string() });

/** Amounts in the API are rupees with at most two decimals; inside they are integer paise. */
export const rupeesSchema = z
  .number()
  .finite()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');

export const idSchema = z.string().min(1).max(64);
