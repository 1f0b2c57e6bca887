import AccessTime from '@mui/icons-material/AccessTime';
import Apartment from '@mui/icons-material/Apartment';
import Flag from '@mui/icons-material/Flag';
import History from '@mui/icons-material/History';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Place from '@mui/icons-material/Place';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { useMemo, useState } from 'react';
import { Admin, Resource } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { type SaveLanguage, saveOnDevice, useConsoleStore } from './components/console-language';
import { ConsoleLayout } from './components/console-layout';
import { themeFor } from './components/console-theme';
import { adminAuthProvider } from './data/auth-provider';
import { createAdminDataProvider } from './data/data-provider';
import { adminCatalogues, adminLanguage, createAdminI18nProvider, toAdminLanguage } from './i18n';
import { AuditLogList, AuditLogShow } from './resources/audit-log';
import { ClientCreate, ClientEdit, ClientList } from './resources/clients';
import { DepartmentCreate, DepartmentEdit, DepartmentList } from './resources/departments';
import { GoalCreate, GoalEdit, GoalList } from './resources/goals';
import { LocationCreate, LocationEdit, LocationList } from './resources/locations';
import { MemberCreate, MemberEdit, MemberList } from './resources/members';
import { OrganisationEdit } from './resources/organisation';
import {
  ServiceAuthorizationCreate,
  ServiceAuthorizationEdit,
  ServiceAuthorizationList,
} from './resources/service-authorizations';
import { ServiceCodeCreate, ServiceCodeEdit, ServiceCodeList } from './resources/service-codes';
import { UserCreate, UserEdit, UserList } from './resources/users';
import { WorkDayList, WorkDayShow } from './resources/work-days';

/**
 * The react-admin application of /admin (docs/ARCHITECTURE.md#stack): every entity's list, create, edit and delete
 * over /api/admin. This module is the only one that imports react-admin, and it is loaded lazily
 * by admin-console-page once the signed-in user is known to be an admin.
 */
export default function AdminConsole({ saveLanguage = saveOnDevice }: { saveLanguage?: SaveLanguage }) {
  const dataProvider = useMemo(createAdminDataProvider, []);
  // the console speaks the language the rest of the app shows (docs/decisions/0020-spanish.md),
  // and follows it when it changes: react-admin's locale is bound to it in the console's store,
  // and a language picked in the console's menu is saved as the user's (console-language.ts)
  const { i18n } = useTranslation();
  const language = toAdminLanguage(i18n.language);
  const store = useConsoleStore(saveLanguage);
  // one provider for the console's life: react-admin changes its locale through the store
  const [i18nProvider] = useState(() => createAdminI18nProvider(adminLanguage()));
  const theme = useMemo(() => themeFor(language), [language]);
  return (
    <Admin
      basename="/admin"
      title={adminCatalogues[language].daybook.title}
      store={store}
      theme={theme}
      layout={ConsoleLayout}
      dataProvider={dataProvider}
      authProvider={adminAuthProvider}
      i18nProvider={i18nProvider}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource
        name="users"
        list={UserList}
        create={UserCreate}
        edit={UserEdit}
        icon={People}
        recordRepresentation="name"
      />
      <Resource name="clients" list={ClientList} create={ClientCreate} edit={ClientEdit} icon={Person} />
      <Resource
        name="goals"
        list={GoalList}
        create={GoalCreate}
        edit={GoalEdit}
        icon={Flag}
        recordRepresentation="description"
      />
      <Resource
        name="members"
        list={MemberList}
        create={MemberCreate}
        edit={MemberEdit}
        icon={SupervisorAccount}
        recordRepresentation="name"
      />
      <Resource name="work-days" list={WorkDayList} show={WorkDayShow} icon={AccessTime} />
      <Resource
        name="departments"
        list={DepartmentList}
        create={DepartmentCreate}
        edit={DepartmentEdit}
        icon={Apartment}
        recordRepresentation="name"
      />
      <Resource
        name="locations"
        list={LocationList}
        create={LocationCreate}
        edit={LocationEdit}
        icon={Place}
        recordRepresentation="name"
      />
      <Resource
        name="service-codes"
        list={ServiceCodeList}
        create={ServiceCodeCreate}
        edit={ServiceCodeEdit}
        icon={ReceiptLong}
        recordRepresentation="code"
      />
      <Resource
        name="service-authorizations"
        list={ServiceAuthorizationList}
        create={ServiceAuthorizationCreate}
        edit={ServiceAuthorizationEdit}
        icon={ReceiptLong}
        recordRepresentation="authorization_number"
      />
      <Resource name="organisation" list={OrganisationEdit} icon={Settings} />
      <Resource name="audit-log" list={AuditLogList} show={AuditLogShow} icon={History} />
    </Admin>
  );
}
