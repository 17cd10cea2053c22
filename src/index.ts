/** The action's entry point: only starts {@link run}. */
import { run } from './main.js';

// Past its deadline the process ends once the outcome is written, even if a socket holds on.
void run({ exitAfterAbort: true });
