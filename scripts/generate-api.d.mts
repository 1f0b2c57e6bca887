// Types of generate-api.mjs, for the test that checks the generated file is current.
export declare const ROOT: string;
export declare const API_TYPES_FILE: string;
export declare function buildOpenApiDocument(): Promise<Record<string, unknown>>;
export declare function withBuiltApp<T>(use: (app: import('fastify').FastifyInstance) => T | Promise<T>): Promise<T>;
export declare function formatTypeScript(text: string, relativePath: string): string;
export declare function renderApiTypes(document: Record<string, unknown>): Promise<string>;
