import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { timedBuild } from './scratch';

/** The commit that added the server-drawn charts: the baseline is the tree just before it. */
export const CHARTS_COMMIT = '0468f77';

/** The pages the charts landed on: two server-drawn, two drawn by a calculator in the browser. */
export const CHART_PAGES = [
  '/insurance/auto/ohio/',
  '/insurance/auto/best-cheap-car-insurance-denver-co',
  '/calculators/mortgage-calculator/',
  '/calculators/cost-of-living-calculator/',
];

/** The tree as it stood before the charts, built in a scratch directory with this node_modules. */
export function buildBeforeCharts(): string {
  const dir = path.join(tmpdir(), 'charlie-bench-before-charts');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('bash', [
    '-c',
    `git archive "${CHARTS_COMMIT}^" | tar -x -C "${dir}" && cp -al node_modules "${dir}/"`,
  ]);
  timedBuild(dir);
  return dir;
}
