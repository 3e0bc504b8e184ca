import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::prompt-configuration.prompt-configuration');
