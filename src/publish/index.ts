/**
 * The publishers of the export mode, one per target: what the verified bundle becomes.
 */
import type { Target } from '../constants.js';
import { artifactPublisher } from './artifact.js';
import { pagesPublisher } from './pages.js';
import { releasePublisher } from './release.js';
import type { Publisher } from './types.js';

export type {
  Published,
  Publisher,
  PublishContext,
  PrepareContext,
  VerifiedBundle,
} from './types.js';

/** `target: none`: downloaded and verified only. */
const nonePublisher: Publisher = {
  publish({ bundle }) {
    return Promise.resolve({
      outputs: {},
      destination: {
        title: 'kept on the runner only (target: none)',
        note: `Path: ${bundle.path} (the bundle-path output)`,
      },
    });
  },
};

/** The publisher of each target. */
export const PUBLISHERS: Readonly<Record<Target, Publisher>> = {
  artifact: artifactPublisher,
  release: releasePublisher,
  none: nonePublisher,
  pages: pagesPublisher,
};
