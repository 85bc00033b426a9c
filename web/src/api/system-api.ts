import type { Health } from '@bulten/core';
import type { HttpClient } from './http';

/** `GET /api/health`: whether the server is up, and its clock. */
export function getHealth(http: HttpClient): Promise<Health> {
  return http.call('system.Health');
}
