import { startStandIn } from './server';

/** Serves the stand-in until stopped: Playwright starts it before the end-to-end server. */
const { origin } = await startStandIn();
console.log(`stand-in for the rates API and Vectara on ${origin}`);
