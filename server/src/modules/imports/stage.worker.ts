/** Worker thread entry: checks and stages one registrations file (`StageJob` in), answers its `FileCheck`. */
import { parentPort, workerData } from 'node:worker_threads';
import { type StageJob, stageRegistrations } from './registration-stage.js';

const result = await stageRegistrations(workerData as StageJob);
parentPort?.postMessage(result);
