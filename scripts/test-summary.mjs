// Prints one closing line for the whole `npm test` run, from the Vitest and Playwright JSON reports.
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../.test-reports/${file}`, import.meta.url), 'utf8'));

const unit = read('vitest.json');
const e2e = read('playwright.json').stats;

const passed = unit.numPassedTests + e2e.expected + e2e.flaky;
const failed = unit.numFailedTests + e2e.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.skipped;

console.log(
  `\nunit and component: ${unit.numPassedTests} passed; end-to-end: ${e2e.expected + e2e.flaky} passed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
