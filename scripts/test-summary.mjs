// Prints one closing line for the whole `npm test` run, from the Vitest and Playwright JSON reports.
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../.test-reports/${file}`, import.meta.url), 'utf8'));

const unit = read('vitest.json');
const cms = read('vitest-cms.json');
const processes = read('vitest-processes.json');
const e2e = read('playwright.json').stats;

const passed = unit.numPassedTests + cms.numPassedTests + processes.numPassedTests + e2e.expected + e2e.flaky;
const failed = unit.numFailedTests + cms.numFailedTests + processes.numFailedTests + e2e.unexpected;
const skipped =
  unit.numPendingTests + unit.numTodoTests + cms.numPendingTests + processes.numPendingTests + e2e.skipped;

console.log(
  `\nunit and component: ${unit.numPassedTests} passed; against the real Strapi: ${cms.numPassedTests} passed; end-to-end: ${e2e.expected + e2e.flaky} passed; several instances: ${processes.numPassedTests} passed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
