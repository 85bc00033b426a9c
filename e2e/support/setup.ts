import { afterAll, afterEach } from 'vitest';
import { closeSharedBrowser } from './browser';
import { finishTrackedPages } from './failure-artifacts';

// Runs in every test file (vitest `setupFiles`): the pages a test opened are closed after it, with
// failure artifacts kept, and the file's browser is closed after the file.
afterEach(async ({ task }) => {
  await finishTrackedPages(task);
});

afterAll(async () => {
  await closeSharedBrowser();
});
