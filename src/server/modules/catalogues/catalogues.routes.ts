import * as z from 'zod/mini';
import { publicConfigSchema } from '../../../shared/account.js';
import { pageTypeSchema, qrTypeSchema } from '../../../shared/catalogues.js';
import { TRIAL_DAYS } from '../../../shared/constants.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { getPageTypes, getQrTypes } from './catalogues.service.js';

const TAG = 'Catalogues';

export function catalogueRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/config',
      access: 'public',
      operationId: 'getPublicConfig',
      summary: 'What the web app needs before sign-in',
      description:
        'The default language, whether Google sign-in is on, the trial length, the short-link base, the map tiles ' +
        'the admin configured (null without) and whether the server sends e-mail.',
      tag: TAG,
      response: { status: 200, description: 'The public configuration.', schema: publicConfigSchema },
      example: {
        response: {
          defaultLocale: 'en',
          googleSignIn: false,
          trialDays: 15,
          shortUrlBase: 'https://scn.example/r',
          mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
          mail: true,
        },
      },
      handler: async () => ({
        defaultLocale: ctx.config.defaultLocale,
        googleSignIn: ctx.config.google !== null,
        trialDays: TRIAL_DAYS,
        shortUrlBase: ctx.config.shortUrlBase,
        mapTiles: ctx.config.mapTiles && { url: ctx.config.mapTiles.url, attribution: ctx.config.mapTiles.attribution },
        mail: ctx.mail.configured,
      }),
    }),
    route({
      method: 'GET',
      url: '/api/qr-types',
      permission: 'view',
      operationId: 'listQrTypes',
      summary: 'The QR-type catalogue, in display order',
      tag: TAG,
      response: { status: 200, description: 'Every QR type.', schema: z.array(qrTypeSchema) },
      example: { response: [{ id: 'link', name: 'qr_type.link', qrClass: 'dynamic', order: 1 }] },
      handler: () => getQrTypes(ctx.database.db),
    }),
    route({
      method: 'GET',
      url: '/api/page-types',
      permission: 'view',
      operationId: 'listPageTypes',
      summary: 'The landing-page-type catalogue, in display order',
      description: 'Inactive types are listed too, so a picker can show them disabled.',
      tag: TAG,
      response: { status: 200, description: 'Every page type.', schema: z.array(pageTypeSchema) },
      example: {
        response: [{ id: 'business-page', name: 'page_type.business-page', icon: 'building', active: true, order: 1 }],
      },
      handler: () => getPageTypes(ctx.database.db),
    }),
  ];
}
