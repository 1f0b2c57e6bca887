import 'i18next';
import type { en as firstScreenEn } from '../../app/first-screen/i18n/en';
import type { en as layoutEn } from '../../app/layout/i18n/en';
import type { en as dataTableEn } from '../../components/data-table/i18n/en';
import type { en as signedRecordEn } from '../../components/signed-record/i18n/en';
import type { en as adminMonitorEn } from '../../features/admin-monitor/i18n/en';
import type { en as attendanceEn } from '../../features/attendance/i18n/en';
import type { en as authEn } from '../../features/auth/i18n/en';
import type { en as billingEn } from '../../features/billing/i18n/en';
import type { en as clientsEn } from '../../features/clients/i18n/en';
import type { en as correctionsEn } from '../../features/corrections/i18n/en';
import type { en as dashboardEn } from '../../features/dashboard/i18n/en';
import type { en as kioskEn } from '../../features/kiosk/i18n/en';
import type { en as legalEn } from '../../features/legal/i18n/en';
import type { en as locationTrustEn } from '../../features/location-trust/i18n/en';
import type { en as membersEn } from '../../features/members/i18n/en';
import type { en as notesEn } from '../../features/notes/i18n/en';
import type { en as profileEn } from '../../features/profile/i18n/en';
import type { en as providerEn } from '../../features/provider/i18n/en';
import type { en as settingsEn } from '../../features/settings/i18n/en';
import type { en as timecardsEn } from '../../features/timecards/i18n/en';
import type { en as timesheetEn } from '../../features/timesheet/i18n/en';
import type { en as offlineEn } from '../offline/i18n/en';
import type { en as shiftSpanEn } from '../shift-span/i18n/en';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof authEn &
        typeof dashboardEn &
        typeof adminMonitorEn &
        typeof profileEn &
        typeof settingsEn &
        typeof legalEn &
        typeof providerEn &
        typeof clientsEn &
        typeof attendanceEn &
        typeof notesEn &
        typeof offlineEn &
        typeof shiftSpanEn &
        typeof timesheetEn &
        typeof billingEn &
        typeof timecardsEn &
        typeof correctionsEn &
        typeof membersEn &
        typeof locationTrustEn &
        typeof kioskEn &
        typeof dataTableEn &
        typeof signedRecordEn &
        typeof layoutEn &
        typeof firstScreenEn;
    };
  }
}
