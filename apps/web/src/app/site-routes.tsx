import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSession } from './require-session';

// Every signed-in page is fetched when first visited; this table itself is fetched on the first
// visit to any page but the sign-in page, so the first load carries none of it (docs/performance.md).
const ChangePasswordPage = lazy(() => import('../features/auth/pages/change-password-page'));
const DashboardPage = lazy(() => import('./compositions/dashboard-route'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const SettingsPage = lazy(() => import('./compositions/settings-route'));
const ProviderPage = lazy(() => import('../features/provider/pages/provider-page'));
const ClientListPage = lazy(() => import('../features/clients/pages/client-list-page'));
const AttendanceLogPage = lazy(() => import('./compositions/attendance-log-route'));
const DailySchedulePage = lazy(() => import('../features/attendance/pages/daily-schedule-page'));
const DailyPayrollPage = lazy(() => import('../features/attendance/pages/daily-payroll-page'));
const NewRecordPage = lazy(() => import('../features/attendance/pages/new-record-page'));
const NotesPage = lazy(() => import('../features/notes/pages/notes-page'));
const UnsignedPage = lazy(() => import('../features/notes/pages/unsigned-page'));
const TimesheetPage = lazy(() => import('../features/timesheet/pages/timesheet-page'));
const AdminMonitorPage = lazy(() => import('./compositions/admin-monitor-route'));
const MembersPage = lazy(() => import('../features/members/pages/members-page'));
const TimecardPage = lazy(() => import('../features/timecards/pages/timecard-page'));
const ApprovalsPage = lazy(() => import('../features/timecards/pages/approvals-page'));
const MyCorrectionsPage = lazy(() => import('../features/corrections/pages/my-corrections-page'));
const RequestCorrectionPage = lazy(() => import('../features/corrections/pages/request-correction-page'));
const CorrectionsInboxPage = lazy(() => import('../features/corrections/pages/corrections-inbox-page'));
const BillingExportPage = lazy(() => import('../features/billing/pages/billing-export-page'));
const LocationExceptionsPage = lazy(() => import('../features/location-trust/pages/location-exceptions-page'));
const EvvVisitsPage = lazy(() => import('../features/location-trust/pages/evv-visits-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The signed-in pages of docs/product-rules.md §2, and not-found for any other path. */
export default function SiteRoutes() {
  return (
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/home" element={<DashboardPage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/Change-Password" element={<ChangePasswordPage />} />
        <Route path="/!admin-monitor!-page!" element={<AdminMonitorPage />} />
        <Route path="/provider" element={<ProviderPage />} />
        <Route path="/client" element={<ClientListPage />} />
        <Route path="/attendance-log" element={<AttendanceLogPage />} />
        <Route path="/attendance-log/daily-schedule" element={<DailySchedulePage />} />
        <Route path="/attendance-log/daily-payroll" element={<DailyPayrollPage />} />
        <Route path="/new-record" element={<NewRecordPage />} />
        <Route path="/notes/:id" element={<NotesPage />} />
        <Route path="/unsigned" element={<UnsignedPage />} />
        <Route path="/timesheet" element={<TimesheetPage />} />
        <Route path="/members" element={<MembersPage />} />
        <Route path="/timecard" element={<TimecardPage />} />
        <Route path="/timecard/:userId/:periodStart" element={<TimecardPage />} />
        <Route path="/approvals" element={<ApprovalsPage />} />
        <Route path="/corrections" element={<MyCorrectionsPage />} />
        <Route path="/corrections/new" element={<RequestCorrectionPage />} />
        <Route path="/corrections/inbox" element={<CorrectionsInboxPage />} />
        <Route path="/billing" element={<BillingExportPage />} />
        <Route path="/location-exceptions" element={<LocationExceptionsPage />} />
        <Route path="/evv-visits" element={<EvvVisitsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
