/** The zip texts visitors and callers see (site-and-lead-routing.md sections 5 and 8). */
export const ZIP_TEXTS = {
  invalidZip: 'You must provide a valid zip code',
  lookupFailed: 'Invalid ZipCode Provided',
} as const;
