/** Reads and checks the inputs of `mode: status` (the shared ones come from src/inputs/). */
import { Input } from '../../constants.js';
import type { CommonInputs } from '../../inputs/common.js';
import { clip, isSafeId, parseBool, type Getter } from '../../inputs/parse.js';

/** Inputs of `mode: status`. */
export interface StatusInputs extends CommonInputs {
  readonly mode: 'status';
  /** An update to track; empty when `trigger` is set. */
  readonly statusId: string;
  /** Trigger a new update of `projectId` first. */
  readonly trigger: boolean;
  /** Poll until the update ends. */
  readonly wait: boolean;
}

/** Reads `mode: status`'s own inputs onto the shared ones, pushing every problem found. */
export function readStatusInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): StatusInputs {
  const statusId = get(Input.StatusId);
  const trigger = parseBool(get(Input.Trigger), false, Input.Trigger, problems);
  const wait = parseBool(get(Input.Wait), true, Input.Wait, problems);
  if (statusId && !isSafeId(statusId)) {
    problems.push(
      `\`${Input.StatusId}\` "${clip(statusId)}" is not a status ID (letters, digits, \`-\` and \`_\` only).`,
    );
  }
  if (statusId && trigger) {
    problems.push(
      `Set either \`${Input.StatusId}\` (track an existing update) or \`${Input.Trigger}: true\` (start a new one), not both.`,
    );
  } else if (!statusId && !trigger) {
    problems.push(
      `\`mode: status\` needs \`${Input.StatusId}\` (the \`statusId\` returned when an update was triggered) or \`${Input.Trigger}: true\` with \`${Input.ProjectId}\`.`,
    );
  } else if (trigger && !common.projectId) {
    problems.push(
      `\`${Input.Trigger}: true\` needs \`${Input.ProjectId}\` (dashboard → Settings → API keys).`,
    );
  }
  return { ...common, mode: 'status', statusId, trigger, wait };
}
