/** The action's entry point: only starts {@link run}. */
import { run } from './main.js';

void run();
