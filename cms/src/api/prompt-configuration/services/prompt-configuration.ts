import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::prompt-configuration.prompt-configuration');
