/**
 * `mode: check`'s table: its action's inputs and outputs, and what each of its paths needs, kept
 * as data in table.json beside this file (src/inputs/table.ts says how the table is used).
 */
import { modeTable, type ModeTable } from '../../inputs/table.js';
import TABLE from './table.json' with { type: 'json' };

/** `mode: check`. */
export const CHECK_TABLE: ModeTable = modeTable('check', TABLE);
