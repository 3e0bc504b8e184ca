import type { Core } from '@strapi/strapi';
import { required } from '../src/required-setting';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: required(env, 'APP_KEYS').split(',') },
});
