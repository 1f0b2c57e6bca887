// Types of welcome-line-script.mjs.
export declare const WELCOME_LINE_SCRIPT: string;
