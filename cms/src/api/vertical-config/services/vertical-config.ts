import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::vertical-config.vertical-config');
