// The `preview` action (preview/action.yml): the one bundle, with the mode fixed.
process.env.MINTLIFY_DOCS_ACTION_MODE = 'preview';
await import('../index.js');
