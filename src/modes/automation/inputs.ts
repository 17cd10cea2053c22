/** Reads and checks the inputs of `mode: automation` (the shared ones come from src/inputs/). */
import { Input } from '../../constants.js';
import { readProjectId, type CommonInputs, type ProjectInput } from '../../inputs/common.js';
import { clip, isSafeId, requireProjectId, type Getter } from '../../inputs/parse.js';

/** Inputs of `mode: automation`. */
export interface AutomationInputs extends CommonInputs, ProjectInput {
  readonly mode: 'automation';
  /** The automation to run now; safe as one path segment (checked here). */
  readonly automationId: string;
}

/** Reads `mode: automation`'s own inputs onto the shared ones, pushing every problem found. */
export function readAutomationInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): AutomationInputs {
  const projectId = readProjectId(get, problems);
  requireProjectId(projectId, 'automation', problems);
  const automationId = get(Input.AutomationId);
  if (!automationId) {
    problems.push(
      `\`mode: automation\` needs \`${Input.AutomationId}\`: copy the ID from the automation's settings panel on the dashboard's Automations page.`,
    );
  } else {
    const bad = automationIdProblem(automationId);
    if (bad) {
      problems.push(
        `\`${Input.AutomationId}\` "${clip(automationId)}" is not an automation ID: ${bad}. Copy the ID from the automation's settings panel on the dashboard's Automations page.`,
      );
    }
  }
  return { ...common, mode: 'automation', projectId, automationId };
}

/**
 * Why `id` cannot be an automation id, or undefined when it can. The id is one segment of the
 * request path: anything that could move the request elsewhere (`/`, `?`, `#`, `%`, white space,
 * `..`) is named, and the rest must be letters, digits, `-` and `_` like every other id.
 */
export function automationIdProblem(id: string): string | undefined {
  const char = /[/?#%\\]/.exec(id)?.[0];
  if (char) return `it contains \`${char}\`, which would change the request's path`;
  if (/[\p{Cc}\s]/u.test(id)) return 'it contains white space or a control character';
  if (id.includes('..')) return "it contains `..`, which would change the request's path";
  if (!isSafeId(id)) return 'use letters, digits, `-` and `_` only (at most 200)';
  return undefined;
}
