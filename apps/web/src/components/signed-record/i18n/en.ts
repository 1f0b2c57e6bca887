/** Texts of a signed, locked record wherever it is shown (components/signed-record; docs/signatures.md). */
export const en = {
  signedRecord: {
    signed: 'Signed',
    addAddendum: 'Add addendum',
  },
};
