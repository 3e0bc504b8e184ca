import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/** A setting Strapi cannot run without: `npm run cms` writes each one to cms/.env on first run. */
export function required(env: Env, name: string): string {
  const value = env(name);
  if (!value)
    throw new Error(
      `${name} is not set: run \`npm run cms\` from the repository root, or see cms/.env.example`,
    );
  return value;
}
