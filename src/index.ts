/** The action's entry point: only starts {@link run}. */
import { run } from './main.js';

// Once the outcome is written, the process ends by the deadline even if a socket holds on.
void run({ exitByDeadline: true });
