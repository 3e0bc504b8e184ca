import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::qa-entry.qa-entry');
