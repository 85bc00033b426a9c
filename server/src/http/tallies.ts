/**
 * Counts kept by the modules that do the work and read by `/metrics` (`metrics.ts`), here so the metrics
 * depend on no module.
 */

/** Live streams open in this process (`modules/event-stream`). */
export const liveStreams = { open: 0 };

/** Text messages this process handed to its provider, and the ones it could not (`modules/auth`). */
export const smsTally = { sent: 0, failed: 0 };
