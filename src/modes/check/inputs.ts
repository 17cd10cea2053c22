/** Reads and checks the inputs of `mode: check` (the shared ones come from src/inputs/). */
import { Input } from '../../constants.js';
import type { CommonInputs } from '../../inputs/common.js';
import { parseDocsRoot, parseEnumOr, type Getter } from '../../inputs/parse.js';

/** What fails the step. */
export const FAIL_ON = ['error', 'warning', 'never'] as const;
/** One of {@link FAIL_ON}. */
export type FailOn = (typeof FAIL_ON)[number];

/**
 * `site-authentication`: whether the site is behind authentication (./auth.ts). Here, not there:
 * the inputs are read in the action's entry chunk, which must not load the rule's code.
 */
export const SITE_AUTHENTICATION = ['auto', 'true', 'false'] as const;
/** One of {@link SITE_AUTHENTICATION}. */
export type SiteAuthentication = (typeof SITE_AUTHENTICATION)[number];

/** Inputs of `mode: check`. */
export interface CheckInputs extends CommonInputs {
  readonly mode: 'check';
  /** The docs folder (`docs-root`), or undefined to find it from docs.json. */
  readonly docsRoot: string | undefined;
  /** `fail-on`: the least severe finding that fails the step. */
  readonly failOn: FailOn;
  /** `site-authentication`: whether the site is behind authentication (`auto`: from the checkout). */
  readonly siteAuthentication: SiteAuthentication;
}

/** Reads `mode: check`'s own inputs onto the shared ones, pushing every problem found. */
export function readCheckInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): CheckInputs {
  const failOn = parseEnumOr(get(Input.FailOn), FAIL_ON, Input.FailOn, problems, 'error');
  const raw = get(Input.DocsRoot);
  const docsRoot = raw.trim() ? parseDocsRoot(raw, problems) : undefined;
  const siteAuthentication = parseEnumOr(
    get(Input.SiteAuthentication),
    SITE_AUTHENTICATION,
    Input.SiteAuthentication,
    problems,
    'auto',
  );
  return { ...common, mode: 'check', docsRoot, failOn, siteAuthentication };
}
