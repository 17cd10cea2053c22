/**
 * `mode: automation`'s table: its action's inputs and outputs, and what it needs
 * (src/inputs/table.ts says how the table is used).
 */
import { Input, Output } from '../../constants.js';
import {
  COMMON_INPUTS,
  outcomeOutput,
  type InputSpec,
  type ModeTable,
  type OutputSpec,
} from '../../inputs/table.js';

/** `automation-id`. */
const automationId: InputSpec = {
  name: Input.AutomationId,
  default: '',
  description:
    "`automation` mode: ID of the scheduled automation to run now (its settings panel on the dashboard's Automations page). Letters, digits, `-` and `_` only.",
};

/** The `instance-id` output. */
const instanceIdOutput: OutputSpec = {
  name: Output.InstanceId,
  description:
    "`automation` mode: ID of the queued automation run (listed in the run history of the dashboard's Automations page).",
};

/** The `job-id` output (the root action joins both modes' descriptions). */
const jobIdOutput: OutputSpec = {
  name: Output.JobId,
  description: '`automation` mode: ID of the background job processing the run.',
};

/** `mode: automation`. */
export const AUTOMATION_TABLE: ModeTable = {
  mode: 'automation',
  description:
    'Mintlify docs from CI: run one of your scheduled Mintlify automations now, from any workflow.',
  inputs: [...COMMON_INPUTS, automationId],
  outputs: [outcomeOutput, jobIdOutput, instanceIdOutput],
  paths: [
    {
      path: '`automation`',
      permissions: 'none (`{}`)',
      keyScope: '`write`',
      plan: 'Pro or Enterprise (automations); the automation must have a **Custom schedule** trigger',
      requests: 'trigger the automation (POST)',
      events: 'any',
    },
  ],
};
