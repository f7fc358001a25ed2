import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { errorBodyOf } from './error.filter';

/** Deeper than any body the API takes (settings, answers, blueprint elements). */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first thing in a parsed input (body, query or path) that no handler should ever see: a NUL
 * character (PostgreSQL refuses it in text), a lone surrogate (not text at all), or nesting
 * deeper than MAX_INPUT_DEPTH. Walks iteratively, so a hostile depth cannot overflow the stack.
 */
export function inputProblem(input: unknown): { path: string; message: string } | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path, message: problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, message: `is nested more than ${MAX_INPUT_DEPTH} levels deep` };
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      const childPath = path ? `${path}.${key}` : key;
      if (keyProblem) return { path: childPath, message: `has a name that ${keyProblem}` };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (!text.isWellFormed()) return 'contains a broken character (a lone surrogate)';
  return null;
}

/**
 * One place at the edge: every route's body, query and path parameters are checked before any
 * guard, pipe or handler runs, so bad input is a 400 in the catalogue's error body, never a 500
 * from deep inside (and a sign-in attempt with it costs nothing against the limits).
 */
export function guardInputs(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (req, reply) => {
    for (const [part, value] of [['body', req.body], ['query', req.query], ['params', req.params]] as const) {
      const problem = inputProblem(value);
      if (!problem) continue;
      const where = problem.path ? `${part}.${problem.path}` : part;
      const error = new AppError('validation_failed', `The request's ${where} ${problem.message}`, [{ path: where, message: problem.message }]);
      return reply.status(400).send({ ...errorBodyOf(error), requestId: String(req.id) });
    }
    return undefined;
  });
}
