/** The common passwords, lower-cased, one a line (apps/web/common-passwords.plugin.ts). */
declare module 'virtual:daybook/common-passwords' {
  const list: string;
  export default list;
}
