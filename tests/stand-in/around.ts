import { spawn } from 'node:child_process';
import { startStandIn } from './server';

/**
 * `around.ts COMMAND ARGS...`: runs the command with the stand-in up, then stops it. `npm test`
 * builds this way, because the build reads content and rates through the configured adapters.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: around.ts COMMAND [ARGS...]');

const standIn = await startStandIn();
const child = spawn(command, args, { stdio: 'inherit' });
const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await standIn.close();
process.exit(code);
