import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../../shared/account.js';
import { TRIAL_DAYS } from '../../../shared/constants.js';
import type { AppContext } from '../../app-context.js';
import { sessionGuard } from '../../http/session-guard.js';
import { getPageTypes, getQrTypes } from './catalogues.service.js';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = sessionGuard(ctx);

  // GET /api/config — what the web app needs before sign-in: default language, Google sign-in, short-link base
  app.get('/api/config', async (): Promise<PublicConfig> => ({
    defaultLocale: ctx.config.defaultLocale,
    googleSignIn: ctx.config.google !== null,
    trialDays: TRIAL_DAYS,
    shortUrlBase: ctx.config.shortUrlBase,
  }));

  // GET /api/qr-types — the QR-type catalogue
  app.get('/api/qr-types', { preHandler: guard }, async () => getQrTypes(ctx.database.db));

  // GET /api/page-types — the page-type catalogue
  app.get('/api/page-types', { preHandler: guard }, async () => getPageTypes(ctx.database.db));
}
