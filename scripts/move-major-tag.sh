#!/usr/bin/env bash
# Points the major tag (`v1`) at the commit of a published release `vX.Y.Z`, so that
# `uses: OWNER/mintlify-docs-action@v1` runs the newest v1 release. Run by
# .github/workflows/release.yml; rehearsed on tags in a temporary repository by
# __tests__/move-major-tag.test.ts, so the test runs this very code.
#
# Usage: scripts/move-major-tag.sh <tag> [remote]
#   PRERELEASE=true   the release is a pre-release: the major tag is left alone.
#
# Left alone too: a tag that is not vX.Y.Z, and a release older than the newest of its major
# version (a fix published for v1.2 after v1.3.0 must not take `v1` back).
set -euo pipefail

tag="${1:-}"
remote="${2:-origin}"

if [ "${PRERELEASE:-false}" = "true" ]; then
  echo "::notice::A pre-release: the major tag is left alone."
  exit 0
fi
if ! printf '%s' "$tag" | grep -Eq '^v[0-9]+\.[0-9]+\.[0-9]+$'; then
  # Not echoed: a tag name is the publisher's text, and this line is a workflow command.
  echo "::notice::The release tag is not vX.Y.Z: the major tag is left alone."
  exit 0
fi
major="${tag%%.*}"
if ! git rev-parse --quiet --verify "refs/tags/$tag" >/dev/null; then
  echo "::error::Tag $tag is not in this clone: check out with fetch-depth: 0." >&2
  exit 1
fi

# The newest vX.Y.Z of this major version, by version order (v1.10.0 after v1.9.0).
newest="$(git tag --list "$major.*" --sort=-v:refname | grep -E "^$major\.[0-9]+\.[0-9]+$" | head -n 1)"
if [ "$newest" != "$tag" ]; then
  echo "::notice::$newest is newer than $tag: $major is left where it is."
  exit 0
fi

commit="$(git rev-parse "$tag^{commit}")"
# ^{commit}: the tag points at the release's commit, not at its tag object (no nested tag).
git tag --force --annotate "$major" --message "Update $major to $tag" "$commit"
git push --force "$remote" "refs/tags/$major"
echo "$major now points at $tag ($commit)."
