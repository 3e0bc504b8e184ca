/** The preview secret the end-to-end server runs with: a test value, not a real secret. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0001';
