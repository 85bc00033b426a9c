import { buildProgram, runWithDatabase } from './program.js';

await buildProgram(runWithDatabase).parseAsync(process.argv);
