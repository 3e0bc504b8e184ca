import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::prompt-configuration.prompt-configuration');
