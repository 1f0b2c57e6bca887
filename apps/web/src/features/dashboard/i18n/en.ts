import { MSG } from '@daybook/domain';

/** The dashboard's texts (spec §2 Dashboard, §8). */
export const en = {
  dashboard: {
    title: 'Dashboard',
    heading: 'Welcome, {{name}}',
    loading: 'Loading your dashboard...',
    reminder: 'Keep your profile up to date!',
    confirmNow: 'Confirm Now',
    employeeProfile: 'Employee Profile',
    address: 'Address',
    street: 'Street',
    address2: 'Address 2',
    cityStateZip: 'City, State ZIP',
    personalDetails: 'Personal Details',
    fullName: 'Full Name',
    phone: 'Phone',
    email: 'Email',
    employmentDetails: 'Employment Details',
    manager: 'Manager',
    payPeriod: 'Pay Period',
    payPeriodRange: '{{start}} to {{end}}',
    status: 'Status',
    active: 'Active',
    loadEmployeeFailedToast: 'Failed to load employee data',
    loadEmployeeFailed: MSG.loadEmployeeFailed,
    loadPayPeriodFailed: 'Failed to load pay period range',
    loadSettingsFailed: 'Failed to load settings',
  },
} as const;
