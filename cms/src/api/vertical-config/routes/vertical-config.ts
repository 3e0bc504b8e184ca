import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::vertical-config.vertical-config');
