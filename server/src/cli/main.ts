import { buildProgram, runWithDatabase } from './program.js';

// `bulten user list | head`: a reader that stops early is not an error of the command.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

await buildProgram(runWithDatabase).parseAsync(process.argv);
