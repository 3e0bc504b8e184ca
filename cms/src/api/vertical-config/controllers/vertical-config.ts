import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::vertical-config.vertical-config');
