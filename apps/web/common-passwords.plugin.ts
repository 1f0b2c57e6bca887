import type { Plugin } from 'vite';
import { COMMON_PASSWORD_COUNT } from '../../packages/domain/src/constants.ts';

/** The module the web app imports, lazily, for the common-password list. */
export const COMMON_PASSWORDS_MODULE = 'virtual:daybook/common-passwords';
const RESOLVED = `\0${COMMON_PASSWORDS_MODULE}`;

/**
 * The common passwords the server refuses, as one module the change-password page loads when it
 * opens (docs/security.md "Accounts and passwords"): the same first `COMMON_PASSWORD_COUNT` entries
 * of zxcvbn's list the server reads (apps/server/src/modules/auth/passwords.ts), lower-cased and
 * joined by new lines, about 38 KB gzip, rather than the package's five dictionaries (about 450 KB
 * before compression). Built from the installed package, so the two lists cannot drift apart.
 */
export function commonPasswords(): Plugin {
  return {
    name: 'daybook:common-passwords',
    resolveId(source) {
      return source === COMMON_PASSWORDS_MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const { dictionary } = await import('@zxcvbn-ts/language-common');
      const list = (dictionary['passwords-common'] as string[])
        .slice(0, COMMON_PASSWORD_COUNT)
        .map((password) => password.toLowerCase());
      return `export default ${JSON.stringify(list.join('\n'))};\n`;
    },
  };
}
