import { webConfigSchema } from '../contract/auth.js';
import { healthSchema, readinessSchema } from '../contract/health.js';
import { API_PREFIX, endpoint, endpointArea, WEB_CONFIG_PATH } from './endpoint.js';

/** The web's runtime configuration, the health check and the live stream. */
export const systemEndpoints = endpointArea('system', {
  WebConfig: endpoint({
    method: 'GET',
    paths: [WEB_CONFIG_PATH],
    response: webConfigSchema,
    access: 'public',
  }),
  /** Liveness: the process is up and answers (whatever its database does). */
  Health: endpoint({ method: 'GET', paths: ['/api/health'], response: healthSchema, access: 'public' }),
  /** Readiness: the database answers and takes writes; else 503 `DATABASE_UNAVAILABLE` / `DATABASE_READ_ONLY`. */
  HealthReady: endpoint({
    method: 'GET',
    paths: ['/api/health/ready'],
    response: readinessSchema,
    access: 'public',
  }),
  /** Server-Sent Events (`text/event-stream`): one frame per live event. */
  LiveStream: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/Canli/Akis`],
    response: null,
    access: 'public',
  }),
});
