import type { ComponentType } from 'react';
import { Create, type CreateProps, Edit } from 'react-admin';

/**
 * A console resource's Create and Edit pages around its one form: a new record goes to `redirect`
 * (the list unless the resource says otherwise); an edit waits for the server's answer before it
 * leaves the form (pessimistic), so a refusal is shown on the form it came from.
 */
export function formPages(Form: ComponentType, redirect: CreateProps['redirect'] = 'list') {
  return {
    Create: () => (
      <Create redirect={redirect}>
        <Form />
      </Create>
    ),
    Edit: () => (
      <Edit mutationMode="pessimistic">
        <Form />
      </Edit>
    ),
  };
}
