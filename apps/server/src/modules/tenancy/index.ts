import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppSettingsService } from './app-settings.service.js';
import { TenancyService } from './tenancy.service.js';
import { tenancyRoutes } from './tenancy.routes.js';

/** Sites, themes, contacts, referral settings, the administrator's switches and our images. */
export const tenancyModule = fp(
  async (app: FastifyInstance) => {
    // `app.sites` comes from the request-context plugin, registered before the modules.
    tenancyRoutes(app, new TenancyService(app.ctx, app.sites), new AppSettingsService(app.ctx, app.sites));
  },
  { name: 'tenancy' },
);

export { TenancyService } from './tenancy.service.js';
export { AppSettingsService } from './app-settings.service.js';
export { defaultFooter, defaultTheme } from './default-theme.js';
export { sniffImage, sniffFile, resolveUpload, UPLOADS_PREFIX } from './image-file.js';
export { sendImage, type ImageFile } from './image-reply.js';
export { brandFolder, depositProofFolder, uploadFolderOf } from './upload-folders.js';
export type { SiteCache } from './site-cache.js';
export { TTL_MS as SITE_CACHE_TTL_MS } from './site-cache.js';
