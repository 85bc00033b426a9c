import type { Problem, ProblemCode, ProblemParams } from '@bulten/core';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** What the zod provider keeps of an issue: its code (`keyword`), path and the issue's other fields. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const PARTS: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const bound = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;

// The problem of one zod issue (zod 4's codes), given the value the request had there.
function problemOf(issue: ValidationIssue, value: unknown): { code: ProblemCode; params: ProblemParams } {
  const p = issue.params;
  const text = p.origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return { code: value === undefined || value === null ? 'REQUIRED' : 'INVALID_VALUE', params: {} };
    case 'too_big':
      return text
        ? { code: 'TOO_LONG', params: { max: bound(p.maximum) } }
        : { code: 'ABOVE_MAX', params: { max: bound(p.maximum) } };
    case 'too_small':
      if (text && bound(p.minimum) <= 1) return { code: 'REQUIRED', params: {} };
      return p.inclusive === false
        ? { code: 'NOT_ABOVE_MIN', params: { min: bound(p.minimum) } }
        : { code: 'BELOW_MIN', params: { min: bound(p.minimum) } };
    case 'invalid_value': {
      const allowed = Array.isArray(p.values) ? p.values.map(String).join(', ') : '';
      return { code: 'NOT_ONE_OF', params: { value: String(value ?? ''), allowed } };
    }
    default:
      return { code: 'INVALID_VALUE', params: {} };
  }
}

/**
 * The problems of a request the contract's schemas refused, one per zod issue, by field (its path, dotted)
 * as codes and parameters a screen translates; [] for any other validation error.
 */
export function validationProblems(error: FastifyError, request: FastifyRequest): Problem[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'body';
  const root = PARTS[context]?.(request);
  return (error.validation as unknown as ValidationIssue[]).map((issue) => {
    const path = issue.instancePath.split('/').filter((part) => part !== '');
    const { code, params } = problemOf(issue, valueAt(root, path));
    return { line: null, column: path.join('.') || context, code, params };
  });
}
