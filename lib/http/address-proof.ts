/**
 * How the server's front (lib/server/front.ts) tells the route handlers the visitor's address.
 * A request carries whatever headers its sender likes, so the address header counts only with
 * the proof beside it: a random value of this process that no visitor can know. It lives on
 * globalThis because the front and the route handlers' bundle load separate copies of modules.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
export const CLIENT_ADDRESS_PROOF_HEADER = 'x-client-address-proof';

const PROOF = Symbol.for('coverscout.client-address-proof');
type ProofHolder = { [PROOF]?: string };

/** Made by the front when it starts; the route handlers only read it. */
export function makeAddressProof(): string {
  const holder = globalThis as ProofHolder;
  holder[PROOF] ??= crypto.randomUUID();
  return holder[PROOF];
}

export const addressProof = (): string | null => (globalThis as ProofHolder)[PROOF] ?? null;
