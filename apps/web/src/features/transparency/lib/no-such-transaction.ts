import { ApiError } from '../../../shared/api/client.ts';

/**
 * The chain has no such transaction: unknown (404), or not a signature at all (400, the path's
 * format refused), which is the same answer to the person who followed or typed the link.
 */
export function isNoSuchTransaction(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
