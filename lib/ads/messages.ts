/** The quote flow's texts (site-and-lead-routing.md section 8), one place for all of them. */
export const ADS_TEXTS = {
  tryLater: 'Please try again later.',
  emptyDecision: 'Empty kevel decision',
  fetchFailed: 'Error trying to fetch Kevel Data',
  noFallback: 'Unable to retrieve data from Kevel',
  unknownVertical: 'Unable to retrieve data from Kevel nor fallback provider',
  unknownHandler: (id: string) => `Unknown Kevel handler for: ${id}`,
  noOptionFor: (advertiser: string) => `No option found for ${advertiser}`,
  invalidProvider: 'Invalid Provider ID',
  noProvider: 'No Provider Received',
  scriptsFailed: 'Error loading scripts',
  modalTitle: 'Insurance Quote',
} as const;
