import type { Client } from '@daybook/domain';

/** A client as `GET /api/clients/` answers it, for the clients feature's tests: Ana's Mateo Alvarez. */
export const testClient: Client = {
  id: 1,
  clientId: 'GC-1001',
  firstName: 'Mateo',
  lastName: 'Alvarez',
  dob: '04/12/2010',
  dob_iso: '2010-04-12',
  location: 'CAMELBACK',
  location_name: 'Camelback',
  billType: 'monthly',
  phone: '6025550123',
  guardian: 'Lucia Alvarez',
  status: 'active',
  user: 3,
  user_name: 'Ana Reyes',
};
