import { z } from 'zod';
import { PROBLEM_CODES } from '../problems.js';

/**
 * One problem of a rejected import file's line or of a request's field, as a code and its parameters
 * (`PROBLEM_TEXTS` holds their tr/en texts): what a screen translates, beside `error.details`' text.
 */
export const problemSchema = z.object({
  line: z
    .number()
    .int()
    .nullable()
    .describe("The file's physical line (1 = header); null for a request field"),
  column: z
    .string()
    .nullable()
    .describe("The file's column or the request's field; null: the line or file as a whole"),
  code: z.enum(PROBLEM_CODES).describe('What is wrong'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe('The values the text names (the cell as written, limits, an earlier line…)'),
});
