// The `feedback` action (feedback/action.yml): the one bundle, with the mode fixed.
process.env.MINTLIFY_DOCS_ACTION_MODE = 'feedback';
await import('../index.js');
