import { z } from 'zod';
import { LANGUAGES } from '../language.js';

/** GET and PATCH /api/profile/language/: null while the user has not chosen (the browser decides). */
export const languagePreference = z.object({ language: z.enum(LANGUAGES).nullable() });
export type LanguagePreference = z.infer<typeof languagePreference>;

/** PATCH /api/profile/language/ body: the chosen language (null forgets the choice). */
export const languageUpdateBody = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'Choose en or es.' }).nullable(),
});
export type LanguageUpdateBody = z.infer<typeof languageUpdateBody>;
