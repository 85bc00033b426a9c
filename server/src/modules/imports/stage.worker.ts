/**
 * Worker thread entry: checks and stages one registrations file (`StageWorkerData` in); with `announce`,
 * posts each chunk's mark as it is written (`StageMessage`), then answers its `FileCheck`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { stageRegistrations } from './registration-stage.js';
import type { StageMessage, StageWorkerData } from './stage-in-worker.js';

const { job, announce } = workerData as StageWorkerData;
const post = (message: StageMessage) => parentPort?.postMessage(message);
const check = await stageRegistrations(job, announce ? (mark) => post({ mark }) : undefined);
post({ check });
