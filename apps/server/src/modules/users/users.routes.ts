import { languagePreference, languageUpdateBody, profile, profileUpdateBody, userSettings } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, errorResponses } from '../../plugins/openapi.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { getLanguage } from './get-language.js';
import { getProfile } from './get-profile.js';
import { getUserSettings } from './get-user-settings.js';
import { updateLanguage } from './update-language.js';
import { updateProfile } from './update-profile.js';
import { usersPolicy } from './users.policy.js';

/** The signed-in user's own profile and settings (docs/product-rules.md §2 Profile, Settings; §7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/',
    {
      // mustChangePassword is how a client learns where to send the user (issue 10 item 10)
      config: { access: usersPolicy.readProfile },
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: 'The signed-in user’s profile',
        response: { 200: profile, ...errorResponses(401) },
      },
    },
    async (request) => getProfile(app.ctx, request.actor),
  );

  app.put(
    '/api/profile/',
    {
      // an email change checks the password: limited like a password change
      config: { rateLimit: LIMITS.changePassword, access: usersPolicy.updateProfile },
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary:
          'Update the signed-in user’s profile (location as a code or its label; changing the email needs current_password)',
        body: profileUpdateBody,
        response: { 200: profile, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => updateProfile(app.ctx, { actor: request.actor, body: request.body, requestId: request.id }),
  );

  app.get(
    '/api/profile/language/',
    {
      // the sign-in applies it before anything else is shown, a forced password change included
      config: { access: usersPolicy.readLanguage },
      schema: {
        tags: ['profile'],
        operationId: 'getLanguage',
        summary: 'The language the signed-in user chose (null: the browser’s language applies)',
        response: { 200: languagePreference, ...errorResponses(401) },
      },
    },
    async (request) => getLanguage(app.ctx, request.actor),
  );

  app.patch(
    '/api/profile/language/',
    {
      config: { access: usersPolicy.updateLanguage },
      schema: {
        tags: ['profile'],
        operationId: 'updateLanguage',
        summary: 'Remember the signed-in user’s language (en or es; null forgets the choice)',
        body: languageUpdateBody,
        response: { 200: languagePreference, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateLanguage(app.ctx, { actor: request.actor, body: request.body, requestId: request.id }),
  );

  app.get(
    '/api/user/settings/',
    {
      config: { access: usersPolicy.readSettings },
      schema: {
        tags: ['profile'],
        operationId: 'getUserSettings',
        summary: 'The signed-in user’s address and personal settings (404 when none are recorded)',
        response: { 200: userSettings, 404: detailSchema, ...errorResponses(401) },
      },
    },
    async (request) => getUserSettings(app.ctx, request.actor),
  );
};
