import type { Core, UID } from '@strapi/strapi';
import { sitePathOf } from '../src/preview-paths';
import { required } from '../src/required-setting';

/**
 * The admin, and Strapi's Preview panel: for an entry with a page on the site, the panel frames
 * the site's preview route, which turns on draft mode and opens that page. `SITE_URL` is where the
 * site runs and `PREVIEW_SECRET` the secret it shares with the site; without both, no preview.
 */
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  const siteUrl = env('SITE_URL', 'http://localhost:3000');
  const previewSecret = env('PREVIEW_SECRET', '');
  return {
    auth: { secret: required(env, 'ADMIN_JWT_SECRET') },
    apiToken: { salt: required(env, 'API_TOKEN_SALT') },
    transfer: { token: { salt: required(env, 'TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: required(env, 'ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    // The test suite runs Strapi for its API alone, without building the admin panel.
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    preview: {
      enabled: Boolean(previewSecret),
      config: {
        allowedOrigins: [siteUrl],
        async handler(uid: string, { documentId, locale, status }) {
          const document = await strapi.documents(uid as UID.ContentType).findOne({
            documentId,
            locale,
            status: status === 'published' ? 'published' : 'draft',
          });
          const path = sitePathOf(uid, document);
          if (!path) return null;
          // The panel's Draft and Published tabs: the site shows the draft, or what visitors see.
          const query = new URLSearchParams({ secret: previewSecret, path, status: status ?? 'draft' });
          return `${siteUrl}/api/preview/?${query}`;
        },
      },
    },
  };
};
