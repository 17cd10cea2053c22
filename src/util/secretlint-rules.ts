/**
 * secretlint's recommended preset (`@secretlint/secretlint-rule-preset-recommend`, pinned in
 * package.json) run over reader text: AWS, GitHub, GitLab, npm, Slack, Stripe, SendGrid, OpenAI,
 * Anthropic, private keys, basic auth and database URLs, and the rest of its ~25 rules. Bottom
 * layer.
 *
 * The rules are driven here through their own interface (a rule's `create(context)` returns a
 * `file(source)` handler that reports ranges), not through `@secretlint/core`: the core's
 * `lintSource` is asynchronous, sets every rule up again for each text, and its profiler (on
 * unless switched off through one more package) keeps every performance mark it makes, about
 * 12 KB a text, never freed. That suits a few files, not thousands of short texts. Called this
 * way the rules are synchronous, built once, and run once over all of a report's texts.
 * BENCHMARKS.md and CHANGELOG.md have the figures.
 */
import { rules } from '@secretlint/secretlint-rule-preset-recommend';
import type { Finding } from './credential-rules.js';

/** What a rule reports: its message (id and data) and the range of the text it found. */
interface RuleReport {
  readonly message: { readonly messageId: string; readonly data?: Record<string, unknown> };
  readonly range: readonly [number, number];
}

/** The part of secretlint's rule context (`SecretLintRuleContext`) the preset's rules use. */
interface RuleContext {
  readonly sharedOptions: Record<string, unknown>;
  createTranslator(messages: unknown): (
    messageId: string,
    data?: Record<string, unknown>,
  ) => {
    messageId: string;
    data?: Record<string, unknown>;
  };
  report(report: RuleReport): void;
  ignore(descriptor: unknown): void;
}

/** The text a rule reads (`SecretLintSourceCode`). */
interface RuleSource {
  readonly content: string;
  readonly ext: string;
  readonly contentType: 'text';
}

/** A rule of the preset (`SecretLintRuleCreator`). */
interface RuleCreator {
  readonly meta: { readonly id: string };
  create(context: RuleContext, options: object): { file?(source: RuleSource): unknown };
}

const PREFIX = '@secretlint/secretlint-rule-';

/**
 * Left out: `filter-comments` honours `secretlint-disable` comments, and a reader must not be able
 * to switch the scrubbing off by typing one.
 */
const SKIPPED = new Set([`${PREFIX}filter-comments`]);

/** Options of a rule: AWS key ids are looked for too (the preset looks only for secret keys). */
const OPTIONS: Readonly<Record<string, object>> = { [`${PREFIX}aws`]: { enableIDScanRule: true } };

/** The placeholder's words for each rule (by id without the prefix) or message id. */
const LABELS: Readonly<Record<string, string>> = {
  AWSAccessKeyID: 'AWS access key ID',
  AWSAccountID: 'AWS account ID',
  aws: 'AWS secret key',
  gcp: 'Google Cloud key',
  privatekey: 'private key',
  npm: 'npm token',
  basicauth: 'URL password',
  IncomingWebhook: 'Slack webhook',
  slack: 'Slack token',
  sendgrid: 'SendGrid key',
  shopify: 'Shopify token',
  stripe: 'Stripe key',
  github: 'GitHub token',
  gitlab: 'GitLab token',
  grafana: 'Grafana token',
  openai: 'OpenAI key',
  anthropic: 'Anthropic key',
  groq: 'Groq key',
  huggingface: 'Hugging Face token',
  linear: 'Linear key',
  notion: 'Notion token',
  '1password': '1Password token',
  'database-connection-string': 'database connection string',
  'hashicorp-vault': 'Vault token',
  vercel: 'Vercel token',
  databricks: 'Databricks token',
  docker: 'Docker token',
  figma: 'Figma token',
  cloudflare: 'Cloudflare token',
  tailscale: 'Tailscale key',
};

/** The placeholder's words for a report of rule `ruleId`. */
function labelOf(ruleId: string, messageId: string): string {
  return LABELS[messageId] ?? LABELS[ruleId.replace(PREFIX, '')] ?? 'credential';
}

/**
 * The span to remove for a report: its range, widened to cover the secret it names in its data.
 * Some rules report the start of the whole match with the length of the secret alone (the AWS
 * secret key after `aws_secret_access_key=`); the secret itself is where the data says.
 */
function spanOf(text: string, report: RuleReport): { start: number; end: number } {
  let [start, end] = report.range;
  for (const value of Object.values(report.message.data ?? {})) {
    if (typeof value !== 'string' || value.length < 8) continue;
    const at = text.indexOf(value, Math.max(0, start - value.length));
    if (at >= 0 && at <= end) {
      start = Math.min(start, at);
      end = Math.max(end, at + value.length);
    }
  }
  return { start: Math.max(0, start), end: Math.min(text.length, end) };
}

/** The reports of the text being scanned, with the rule that made each. */
let reports: { ruleId: string; report: RuleReport }[] = [];
/** Each rule's file handler, built on first use. */
let handlers: { ruleId: string; file: (source: RuleSource) => unknown }[] | undefined;

/** The preset's rules, each created once with a context that collects its reports. */
function ruleHandlers(): NonNullable<typeof handlers> {
  if (handlers) return handlers;
  handlers = [];
  for (const rule of rules as unknown as readonly RuleCreator[]) {
    const ruleId = rule.meta.id;
    if (SKIPPED.has(ruleId)) continue;
    const context: RuleContext = {
      sharedOptions: {},
      createTranslator: () => (messageId, data) => ({ messageId, ...(data ? { data } : {}) }),
      report: (report) => reports.push({ ruleId, report }),
      ignore: () => undefined,
    };
    const { file } = rule.create(context, OPTIONS[ruleId] ?? {});
    if (file) handlers.push({ ruleId, file });
  }
  return handlers;
}

/** Every credential secretlint's recommended rules find in `text`, in no particular order. */
function findWithSecretlint(text: string): Finding[] {
  const source: RuleSource = { content: text, ext: '', contentType: 'text' };
  reports = [];
  for (const { ruleId, file } of ruleHandlers()) {
    const result = file(source);
    // Every text rule of the preset is synchronous; one that is not would be skipped in silence.
    if (result instanceof Promise) {
      result.catch(() => undefined);
      throw new Error(
        `The secretlint rule ${ruleId} is asynchronous; reader text is scanned synchronously.`,
      );
    }
  }
  const found = reports.map(({ ruleId, report }) => ({
    ...spanOf(text, report),
    label: labelOf(ruleId, report.message.messageId),
  }));
  reports = [];
  return found;
}

/**
 * What stands between two texts scanned together: no rule's pattern runs across a line break, a
 * NUL and a line break (their runs stop at blanks, line breaks or the NUL).
 */
const SEPARATOR = '\n\u0000\n';

/**
 * {@link findWithSecretlint} for many texts at once (the findings of each, with its offsets): the
 * texts are scanned as one, so each rule runs once rather than once a text. A finding that would
 * run across two texts is cut to each.
 */
export function findWithSecretlintEach(texts: readonly string[]): Finding[][] {
  const found: Finding[][] = texts.map(() => []);
  if (texts.length === 0) return found;
  const starts: number[] = [];
  let at = 0;
  for (const text of texts) {
    starts.push(at);
    at += text.length + SEPARATOR.length;
  }
  for (const f of findWithSecretlint(texts.join(SEPARATOR))) {
    texts.forEach((text, i) => {
      const start = Math.max(f.start, starts[i] as number) - (starts[i] as number);
      const end = Math.min(f.end - (starts[i] as number), text.length);
      if (end > start) found[i]?.push({ ...f, start, end });
    });
  }
  return found;
}
