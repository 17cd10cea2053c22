// The `automation` action (automation/action.yml): the one bundle, with the mode fixed.
process.env.MINTLIFY_DOCS_ACTION_MODE = 'automation';
await import('../index.js');
