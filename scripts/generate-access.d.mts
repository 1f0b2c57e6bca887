// Types of generate-access.mjs, for the test that checks the generated file is current.
import type { AccessRule } from '../apps/server/src/lib/access.ts';

export declare const MATRIX_FILE: string;
export declare function readAccessRules(): Promise<[string, AccessRule][]>;
export declare function renderAuthorizationMatrix(rules: [string, AccessRule][]): Promise<string>;
