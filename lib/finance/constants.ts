/**
 * The money side's constants. Imported by browser code (the credit cards hub's matches box), so
 * nothing here pulls in more than a string.
 */

/** The credit cards hub's prequalification box: the credit SDK on the card product widget's placement. */
export const CREDIT_MATCHES_VERTICAL = 'credit_cards';
export const CREDIT_MATCHES_PLACEMENT = `CCPC-${CREDIT_MATCHES_VERTICAL}`;
