// Types of generate-db-types.mjs, for the test that checks the generated file is current.
export declare const DB_TYPES_FILE: string;
export declare const POSTGRES_ADMIN_URL: string;
/** The generated file's text, from a throwaway database made on the PostgreSQL server at `adminUrl`. */
export declare function renderDbTypes(adminUrl?: string): Promise<string>;
