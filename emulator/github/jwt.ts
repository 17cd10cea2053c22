/**
 * Unsigned JWTs for the runtime token and OIDC tokens. Clients only decode the payload (the
 * artifact client reads `scp`), so the signature is a fixed placeholder nobody verifies.
 */
import { randomUUID } from 'node:crypto';

/** Base64url of a JSON value. */
function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT with the given payload and a placeholder signature. */
export function makeJwt(payload: Record<string, unknown>): string {
  const header = { typ: 'JWT', alg: 'RS256', kid: 'github-emulator' };
  const signature = Buffer.from('github-emulator-unsigned').toString('base64url');
  return `${encodeSegment(header)}.${encodeSegment(payload)}.${signature}`;
}

/** The payload of a JWT, or undefined when the token is not a well-formed JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The ACTIONS_RUNTIME_TOKEN a runner hands to actions. Its `scp` claim carries
 * `Actions.Results:<run backend id>:<job backend id>`, which the artifact client parses.
 */
export function makeRuntimeToken(
  workflowRunBackendId: string,
  workflowJobRunBackendId: string,
): string {
  const now = Math.floor(Date.now() / 1000);
  return makeJwt({
    nameid: 'dddddddd-dddd-dddd-dddd-dddddddddddd',
    scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${workflowRunBackendId}:${workflowJobRunBackendId}`,
    iss: 'vstoken.actions.githubusercontent.com',
    aud: 'vstoken.actions.githubusercontent.com',
    nbf: now - 60,
    iat: now,
    exp: now + 6 * 3600,
  });
}

/** Claims of an Actions OIDC token for this repository. */
export function makeIdToken(owner: string, repo: string, audience: string | null): string {
  const now = Math.floor(Date.now() / 1000);
  return makeJwt({
    jti: randomUUID(),
    sub: `repo:${owner}/${repo}:ref:refs/heads/main`,
    aud: audience ?? `https://github.com/${owner}`,
    ref: 'refs/heads/main',
    repository: `${owner}/${repo}`,
    repository_owner: owner,
    run_id: '1',
    run_attempt: '1',
    event_name: 'push',
    iss: 'https://token.actions.githubusercontent.com',
    nbf: now - 5,
    iat: now,
    exp: now + 300,
  });
}
