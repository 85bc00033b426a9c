import { z } from 'zod';

/** A page of `item`s of a paged staff list: the page's rows, how many there are in all, and the page asked for. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    TotalCount: z.number(),
    Page: z.number(),
    PageSize: z.number(),
  });
}
