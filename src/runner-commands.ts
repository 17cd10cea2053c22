/**
 * The few workflow commands the entry chunk needs (main.ts, inputs.ts, secrets.ts), written
 * without `@actions/core`: importing @actions/core pulls in its OIDC client, @actions/http-client
 * and undici, about 1 MiB of JavaScript to compile before a single input is read. The modes still
 * use @actions/core (in their lazily loaded chunks). Output is the same as @actions/core 3 for
 * these calls: escaped `::command::` lines on stdout, and outputs appended to the GITHUB_OUTPUT
 * file with a random heredoc delimiter.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

/** Escapes a command's message as the runner expects. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function issue(command: string, message: string): void {
  process.stdout.write(`::${command}::${escapeData(message)}${EOL}`);
}

/** A log line. */
export function info(message: string): void {
  process.stdout.write(`${message}${EOL}`);
}

/** A warning annotation. */
export function warning(message: string): void {
  issue('warning', message);
}

/** An error annotation. */
export function error(message: string): void {
  issue('error', message);
}

/** Masks `secret` in the rest of the job's logs. */
export function setSecret(secret: string): void {
  issue('add-mask', secret);
}

/** Fails the step: exit code 1 and an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** Sets a step output through the GITHUB_OUTPUT file (or the legacy command without it). */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (!file) {
    process.stdout.write(EOL);
    issue(`set-output name=${name}`, value);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: name or value contains the delimiter ${delimiter}`);
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}
