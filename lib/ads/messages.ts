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
  /** Who the visitor's details go to, and what they agree to, before they fill in a partner's form. */
  modalPartner: (partner: string) => `Your quote request goes to ${partner}, one of our quote partners.`,
  modalConsent: (partner: string) =>
    `By submitting the form below, you agree that ${partner} and the insurers and agents it works with may contact you about quotes by phone, text or email, including by automated means. Agreeing is not a condition of buying insurance. ${partner} handles your details under its own privacy policy.`,
} as const;

/** A hub banner's own words, where neither the ad server nor the widget settings give any. */
export const BANNER_TEXTS = {
  insurance: {
    title: (vertical: string) => `Compare ${vertical} insurance quotes`,
    subCopy: 'Free, and no effect on your credit score.',
    buttonText: 'See my quotes',
  },
  money: {
    title: (noun: string) => `Compare ${noun} offers`,
    subCopy: 'Seeing offers is free and does not affect your credit score.',
    buttonText: 'Check my rates',
  },
  label: 'Sponsored',
} as const;
