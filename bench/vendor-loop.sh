#!/usr/bin/env bash
# The vendor's documented static-export flow, as users would script it without the action:
# start a job, poll its status every 10 s until it is completed (or failed), generate the bundle,
# and download it with `curl -s -o`. Used by `npm run bench` as the baseline of the polling figure.
#
# Environment:
#   API_URL       API base without /v1 (the bench points it at the platform emulator)
#   ADMIN_KEY     admin API key (sent from a header file, never on the command line or in output)
#   DOMAIN        hostname to export
#   POLL_SECONDS  fixed wait between status polls; default 10
#   MAX_POLLS     upper bound of status polls; default 360 (an hour at 10 s)
#   OUT           where to download the bundle; empty skips the download
#
# Prints `job <id>`, one `poll <n> <status>` line per status request, then `bundle <bytes>`.
# No jq: CI images do not all have it, and the three fields needed are flat JSON strings.
set -euo pipefail

: "${API_URL:?API_URL is required}"
: "${ADMIN_KEY:?ADMIN_KEY is required}"
: "${DOMAIN:?DOMAIN is required}"
POLL_SECONDS="${POLL_SECONDS:-10}"
MAX_POLLS="${MAX_POLLS:-360}"
OUT="${OUT:-}"

headers="$(mktemp)"
trap 'rm -f "$headers"' EXIT
chmod 600 "$headers"
printf 'Authorization: Bearer %s\nContent-Type: application/json\n' "$ADMIN_KEY" >"$headers"

# The value of a top-level "name":"value" string field of a JSON object (first match).
field() {
  sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p" <<<"$2" | head -n 1
}

job=$(curl -sS --fail -X POST -H @"$headers" --data "{\"domain\":\"$DOMAIN\"}" \
  "$API_URL/v1/static-export/jobs")
job_id=$(field jobId "$job")
if [ -z "$job_id" ]; then
  echo "no jobId in the start response" >&2
  exit 1
fi
echo "job $job_id"

status=""
for ((n = 1; n <= MAX_POLLS; n++)); do
  body=$(curl -sS --fail -H @"$headers" "$API_URL/v1/static-export/jobs/$job_id")
  status=$(field status "$body")
  echo "poll $n $status"
  if [ "$status" = "completed" ] || [ "$status" = "failed" ]; then
    break
  fi
  sleep "$POLL_SECONDS"
done
if [ "$status" != "completed" ]; then
  echo "the export job did not complete (last status: ${status:-none})" >&2
  exit 1
fi

bundle=$(curl -sS --fail -X POST -H @"$headers" "$API_URL/v1/static-export/jobs/$job_id/bundle")
url=$(field bundleUrl "$bundle")
if [ -z "$url" ]; then
  echo "no bundleUrl in the bundle response" >&2
  exit 1
fi
if [ -n "$OUT" ]; then
  # The presigned link carries its own credentials: no Authorization header here.
  curl -s --fail -o "$OUT" "$url"
  echo "bundle $(wc -c <"$OUT" | tr -d ' ')"
fi
