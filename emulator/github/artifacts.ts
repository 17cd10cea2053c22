/**
 * The Actions artifact backend as `@actions/artifact` v2+ sees it: the results service's Twirp JSON
 * API (`/twirp/github.actions.results.api.v1.ArtifactService/*`), an Azure-blob-like store behind
 * the signed URLs it hands out, and the public REST artifact endpoints.
 *
 * Field names follow the protobuf JSON mapping the client's generated code uses (proto field names,
 * int64 as strings, Timestamp as RFC 3339, wrapper types as bare values).
 */
import { blobRoutes, newBlob, signedBlobUrl, type Blob, type BlobSlot } from './blob-store.js';
import type { Context } from './context.js';
import { asRecord, isoSeconds, notFound, paginate } from './http.js';
import type { Incoming, Reply, Route } from './http.js';
import type { StoredArtifact } from './types.js';

/** Twirp service prefix. */
const SERVICE_PATH = '/twirp/github.actions.results.api.v1.ArtifactService/';
const ARTIFACT_DOCS = 'https://docs.github.com/rest/actions/artifacts';
const DAY_MS = 86_400_000;

/** HTTP status of each Twirp error code. */
const TWIRP_STATUS: Record<string, number> = {
  invalid_argument: 400,
  malformed: 400,
  unauthenticated: 401,
  permission_denied: 403,
  bad_route: 404,
  not_found: 404,
  already_exists: 409,
  failed_precondition: 412,
  internal: 500,
};

/** A Twirp error reply; the artifact client surfaces `msg`. */
export function twirpError(code: string, msg: string): Reply {
  return { status: TWIRP_STATUS[code] ?? 500, json: { code, msg, meta: {} } };
}

/** Build the results service, blob store and REST artifact routes. */
export function createArtifactRoutes(ctx: Context): Route[] {
  const { options, state } = ctx;
  const blobs = new Map<number, Blob>();

  const blobUrl = (artifact: StoredArtifact, blob: Blob, permissions: 'cw' | 'r'): string =>
    signedBlobUrl(ctx.baseUrl, 'results', artifact.id, blob, permissions);

  /** Check the Twirp bearer token and the run the request names. */
  const twirpGuard = (incoming: Incoming): Reply | undefined => {
    const auth = incoming.headers['authorization'] ?? '';
    if (auth !== `Bearer ${ctx.runtimeToken}`) {
      return twirpError('unauthenticated', 'invalid or missing runtime token');
    }
    const body = asRecord(incoming.json);
    if (
      body['workflow_run_backend_id'] !== ctx.workflowRunBackendId ||
      body['workflow_job_run_backend_id'] !== ctx.workflowJobRunBackendId
    ) {
      return twirpError(
        'permission_denied',
        'workflow run backend ids do not match the runtime token',
      );
    }
    return undefined;
  };

  const finalizedByName = (name: unknown): StoredArtifact | undefined =>
    state.artifacts.find((a) => a.finalized && a.name === name);

  /** Blob metadata for an artifact, creating it for artifacts a test seeded by hand. */
  const blobOf = (artifact: StoredArtifact): Blob => {
    let blob = blobs.get(artifact.id);
    if (!blob) {
      const contentType = artifact.contentType ?? 'application/zip';
      blob = newBlob(
        blobName(artifact.name, contentType),
        contentType,
        artifact.finalized,
        artifact.bytes,
        artifact.createdAt,
      );
      blobs.set(artifact.id, blob);
    }
    return blob;
  };

  const twirp: Record<string, (body: Record<string, unknown>) => Reply> = {
    CreateArtifact(body) {
      const name = body['name'];
      if (typeof name !== 'string' || name === '')
        return twirpError('invalid_argument', 'name is required');
      if (finalizedByName(name)) {
        // What the real service answers; upload-artifact surfaces it as "(409) Conflict: ...".
        return twirpError(
          'already_exists',
          'an artifact with this name already exists on the workflow run',
        );
      }
      // An unfinished upload of the same name (a retried step) is simply replaced.
      for (const stale of state.artifacts.filter((a) => !a.finalized && a.name === name)) {
        blobs.delete(stale.id);
        state.artifacts.splice(state.artifacts.indexOf(stale), 1);
      }
      const mimeType =
        typeof body['mime_type'] === 'string' ? body['mime_type'] : 'application/zip';
      const expiresAt =
        typeof body['expires_at'] === 'string' ? Date.parse(body['expires_at']) : Number.NaN;
      const artifact: StoredArtifact = {
        id: ctx.nextId('artifact'),
        name,
        size: 0,
        bytes: Buffer.alloc(0),
        finalized: false,
        createdAt: new Date(),
        contentType: mimeType,
      };
      if (!Number.isNaN(expiresAt)) {
        artifact.retentionDays = Math.max(1, Math.round((expiresAt - Date.now()) / DAY_MS));
      }
      state.artifacts.push(artifact);
      const blob = blobOf(artifact);
      blob.committed = false;
      return { status: 200, json: { ok: true, signed_upload_url: blobUrl(artifact, blob, 'cw') } };
    },
    FinalizeArtifact(body) {
      const artifact = [...state.artifacts]
        .reverse()
        .find((a) => !a.finalized && a.name === body['name']);
      if (!artifact) return twirpError('not_found', 'artifact not found');
      const blob = blobOf(artifact);
      if (!blob.committed)
        return twirpError('failed_precondition', 'artifact content was not uploaded');
      const size = Number(body['size'] ?? 0);
      if (size !== artifact.bytes.length) {
        return twirpError(
          'invalid_argument',
          `artifact size ${size} does not match uploaded content of ${artifact.bytes.length} bytes`,
        );
      }
      if (typeof body['hash'] === 'string') artifact.digest = body['hash'];
      artifact.size = artifact.bytes.length;
      artifact.finalized = true;
      return { status: 200, json: { ok: true, artifact_id: String(artifact.id) } };
    },
    ListArtifacts(body) {
      const nameFilter = body['name_filter'];
      const idFilter = body['id_filter'];
      const artifacts = state.artifacts
        .filter((a) => a.finalized)
        .filter((a) => typeof nameFilter !== 'string' || a.name === nameFilter)
        .filter((a) => idFilter === undefined || String(a.id) === String(idFilter))
        .map((a) => ({
          workflow_run_backend_id: ctx.workflowRunBackendId,
          workflow_job_run_backend_id: ctx.workflowJobRunBackendId,
          database_id: String(a.id),
          name: a.name,
          size: String(a.size),
          created_at: a.createdAt.toISOString(),
          ...(a.digest ? { digest: a.digest } : {}),
        }));
      return { status: 200, json: { artifacts } };
    },
    GetSignedArtifactURL(body) {
      const artifact = finalizedByName(body['name']);
      if (!artifact) return twirpError('not_found', 'artifact not found');
      return { status: 200, json: { signed_url: blobUrl(artifact, blobOf(artifact), 'r') } };
    },
    DeleteArtifact(body) {
      const artifact = finalizedByName(body['name']);
      if (!artifact) return twirpError('not_found', 'artifact not found');
      state.artifacts.splice(state.artifacts.indexOf(artifact), 1);
      blobs.delete(artifact.id);
      return { status: 200, json: { ok: true, artifact_id: String(artifact.id) } };
    },
  };

  /** The artifact blob a blob URL names, its bytes kept on the artifact. */
  const slotOf = (id: string | undefined): BlobSlot | undefined => {
    const artifact = state.artifacts.find((a) => String(a.id) === id);
    if (!artifact) return undefined;
    return {
      blob: blobOf(artifact),
      read: () => artifact.bytes,
      write: (bytes) => {
        artifact.bytes = bytes;
        artifact.size = bytes.length;
      },
    };
  };

  const serializeArtifact = (a: StoredArtifact): Record<string, unknown> => {
    const url = `${ctx.baseUrl}/repos/${options.owner}/${options.repo}/actions/artifacts/${a.id}`;
    const expires = new Date(a.createdAt.getTime() + (a.retentionDays ?? 90) * DAY_MS);
    return {
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.size,
      url,
      archive_download_url: `${url}/zip`,
      expired: false,
      digest: a.digest ?? null,
      created_at: isoSeconds(a.createdAt),
      updated_at: isoSeconds(a.createdAt),
      expires_at: isoSeconds(expires),
      workflow_run: { id: 1, repository_id: 123456789, head_branch: 'main' },
    };
  };

  const findFinalized = (id: string | undefined): StoredArtifact | undefined =>
    state.artifacts.find((a) => a.finalized && String(a.id) === id);

  return [
    {
      method: 'POST',
      pattern: /^\/twirp\/github\.actions\.results\.api\.v1\.ArtifactService\/([^/]+)$/,
      auth: 'none',
      handle: (incoming, [method]) => {
        const denied = twirpGuard(incoming);
        if (denied) return denied;
        const handler =
          method !== undefined && Object.hasOwn(twirp, method) ? twirp[method] : undefined;
        if (!handler) {
          return twirpError('bad_route', `no handler for path "${SERVICE_PATH}${method ?? ''}"`);
        }
        if (incoming.json === undefined)
          return twirpError('malformed', 'the request body is not JSON');
        return handler(asRecord(incoming.json));
      },
    },
    ...blobRoutes('results', slotOf),
    // --- Public REST artifact endpoints ------------------------------------------------------
    {
      method: 'GET',
      // The repository's artifacts, or those of a run: the emulator models a single run.
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/actions\/(?:runs\/\d+\/)?artifacts$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming) => {
        const name = incoming.url.searchParams.get('name');
        const list = [...state.artifacts]
          .filter((a) => a.finalized && (name === null || a.name === name))
          .reverse();
        const page = paginate(list, incoming, ctx.baseUrl);
        return {
          ...page,
          json: {
            total_count: list.length,
            artifacts: (page.json as StoredArtifact[]).map(serializeArtifact),
          },
        };
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [id]) => {
        const artifact = findFinalized(id);
        return artifact
          ? { status: 200, json: serializeArtifact(artifact) }
          : notFound(`${ARTIFACT_DOCS}#get-an-artifact`);
      },
    },
    {
      // GitHub answers with a redirect to a short-lived blob URL.
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [id]) => {
        const artifact = findFinalized(id);
        if (!artifact) return notFound(`${ARTIFACT_DOCS}#download-an-artifact`);
        return { status: 302, headers: { location: blobUrl(artifact, blobOf(artifact), 'r') } };
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${ARTIFACT_DOCS}#delete-an-artifact`, permission: 'actions=write' },
      handle: (_incoming, [id]) => {
        const artifact = findFinalized(id);
        if (!artifact) return notFound(`${ARTIFACT_DOCS}#delete-an-artifact`);
        state.artifacts.splice(state.artifacts.indexOf(artifact), 1);
        blobs.delete(artifact.id);
        return { status: 204 };
      },
    },
  ];
}

/** The blob name the results service uses: archives get a .zip suffix. */
function blobName(name: string, contentType: string): string {
  return contentType === 'application/zip' && !name.toLowerCase().endsWith('.zip')
    ? `${name}.zip`
    : name;
}
