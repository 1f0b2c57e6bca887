import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import LoginPage from '../features/auth/pages/login-page';
import { AppLayout } from './layout/app-layout';
import { RequireSession } from './require-session';

// The sign-in page ships with the first load; every other page is fetched when first visited.
const SignupPage = lazy(() => import('../features/auth/pages/signup-page'));
const ChangePasswordPage = lazy(() => import('../features/auth/pages/change-password-page'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page'));
const PrivacyPage = lazy(() => import('../features/legal/pages/privacy-page'));
const TermsPage = lazy(() => import('../features/legal/pages/terms-page'));
const ProviderPage = lazy(() => import('../features/provider/pages/provider-page'));
const ClientListPage = lazy(() => import('../features/clients/pages/client-list-page'));
const AttendanceLogPage = lazy(() => import('../features/attendance/pages/attendance-log-page'));
const DailySchedulePage = lazy(() => import('../features/attendance/pages/daily-schedule-page'));
const DailyPayrollPage = lazy(() => import('../features/attendance/pages/daily-payroll-page'));
const NewRecordPage = lazy(() => import('../features/attendance/pages/new-record-page'));
const NotesPage = lazy(() => import('../features/notes/pages/notes-page'));
const TimesheetPage = lazy(() => import('../features/timesheet/pages/timesheet-page'));
const AdminMonitorPage = lazy(() => import('../features/admin-monitor/pages/admin-monitor-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * The routes of spec §2 built so far; unknown paths (and the pages of later issues) are not
 * found. Declarative routes keep React Router's data-router code out of the first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/admin-Create-User/signup" element={<SignupPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
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
          <Route path="/timesheet" element={<TimesheetPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
