/**
 * Runs once when a server starts: builds Charlie's knowledge index in the background, so the
 * first visitor to ask a question does not wait for it.
 */
export async function register() {
  // Next replaces NEXT_RUNTIME in each bundle: the edge bundle drops this branch and its imports.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { warmSiteIndex } = await import('./lib/knowledge/site-index');
  warmSiteIndex();
}
