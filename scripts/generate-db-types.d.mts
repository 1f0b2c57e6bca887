// Types of generate-db-types.mjs, for the test that checks the generated file is current.
export declare const DB_TYPES_FILE: string;
export declare function renderDbTypes(): Promise<string>;
