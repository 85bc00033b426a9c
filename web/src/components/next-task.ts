/** Resolves in a later task, so that the browser paints and answers input between two pieces of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
