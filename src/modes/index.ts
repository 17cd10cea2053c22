import type { Mode } from '../constants.js';
import type { ModeRunner } from './types.js';

/**
 * Loads a mode's orchestrator on demand: each mode's heavy dependencies (the artifact client,
 * tar, Octokit) load only when that mode runs, which keeps a failing step's cold start short.
 */
export const modeLoaders: Readonly<Record<Mode, () => Promise<ModeRunner>>> = {
  status: async () => (await import('./status.js')).runStatus as ModeRunner,
  export: async () => (await import('./export.js')).runExport as ModeRunner,
  feedback: async () => (await import('./feedback.js')).runFeedback as ModeRunner,
  preview: async () => (await import('./preview.js')).runPreview as ModeRunner,
  automation: async () => (await import('./automation.js')).runAutomation as ModeRunner,
};
