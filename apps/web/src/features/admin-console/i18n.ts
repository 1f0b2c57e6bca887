import i18n from 'i18next';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { daybookMessagesEs } from './i18n-es';
import { raSpanishMessages } from './ra-language-es';

/**
 * The admin console's texts: react-admin's own messages (buttons, pagination, notices) and our
 * resource and field names, which react-admin's inputs, fields and menu read by convention
 * (`resources.<name>.fields.<field>`). English here, US Spanish in `i18n-es.ts` and
 * `ra-language-es.ts`; loaded with the console only. The console opens in the language the rest
 * of the app shows (docs/decisions/0020-spanish.md).
 */
export const daybookMessages = {
  daybook: {
    title: 'Daybook Admin',
    noAccessTitle: 'Admin console',
    noAccess: 'You do not have access to the admin console',
    noAccessHint: 'The admin console is for administrators. Ask an administrator if you need a change.',
    backToDashboard: 'Back to the dashboard',
    signIn: 'Go to the sign-in page',
    loading: 'Loading the admin console...',
    resetPassword: 'Reset password',
    resetPasswordConfirmTitle: 'Reset the password of %{name}?',
    resetPasswordConfirm:
      'A temporary password replaces the current one, the user is signed out everywhere and must choose a new password at the next sign-in.',
    temporaryPasswordTitle: 'Temporary password',
    temporaryPasswordIntro:
      'Give this password to %{name}. It is shown only once; they must change it at the next sign-in.',
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    hourlyRate: 'Hourly rate (USD)',
    rateHistory: 'Rate history',
    rateHistoryIntro:
      'Each rate applies from its effective date; the first rate also covers every earlier day. Timecards use the rate in effect on each day.',
    noRates: 'No rates recorded yet.',
    effectiveDate: 'Effective from',
    rateAddedOn: 'Added on',
    addRateTitle: 'Add a rate from a date',
    addRate: 'Add rate',
    rateAdded: 'Rate added',
    payrollSection: 'Payroll: overtime and rounding',
    locationTrust: {
      section: 'Location trust',
      accuracyLimit: 'Low-accuracy limit (metres)',
      accuracyLimitHelp:
        'A location reported with an accuracy worse than this is flagged for a manager (5 to 10,000; default 200).',
      accuracyRequired: 'Enter a number of metres from 5 to 10,000.',
      offlineMaxAge: 'Oldest offline action accepted (hours)',
      offlineMaxAgeHelp: 'Actions recorded offline and sent later than this are refused (1 to 168; default 72).',
      maxAgeRequired: 'Enter a number of hours from 1 to 168.',
      save: 'Save location-trust settings',
      settingsSaved: 'Location-trust settings saved',
      assignedTitle: 'Assigned locations',
      assignedHelp: 'Check-ins are judged against these locations. With none chosen, every active location applies.',
      memberAssignedHelp:
        'Visits are judged against the member’s home and these locations (for example a day-program centre).',
      assignedSave: 'Save assigned locations',
      assignedSaved: 'Assigned locations saved',
      inactiveLocation: '%{name} (inactive)',
    },
    signatures: {
      section: 'Electronic signatures',
      unsignedAfterDays: 'List unsigned records after (days)',
      unsignedAfterDaysHelp:
        'Notes and attendance records still unsigned this many days after their date are listed for providers and managers (0 to 365; default 2).',
      daysRequired: 'Enter a number of days from 0 to 365.',
      save: 'Save signature setting',
      settingsSaved: 'Signature setting saved',
      cosignTitle: 'Co-signature',
      cosignLabel: 'Progress notes need a supervisor’s co-signature',
      cosignHelp:
        'A note of this client is complete only once a manager or an administrator co-signs it. Saved at once.',
      cosignSaved: 'Co-signature setting saved',
    },
    weekdays: {
      sunday: 'Sunday',
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
    },
    roundingNone: 'No rounding (exact to the second)',
    roundingMinutes: 'Nearest %{minutes} minutes',
    roundingMinute: 'Nearest minute',
    correct: 'Correct times',
    correctTitle: 'Correct this work day',
    correctIntro: 'Times are in the organisation time zone (%{zone}). The hours are recomputed by the server.',
    correctionSaved: 'Work day corrected',
    newCheckIn: 'Check-in',
    newCheckOut: 'Check-out',
    reason: 'Reason for the correction',
    reasonRequired: 'Please give a reason for the correction.',
    corrections: 'Corrections (original times are kept)',
    noCorrections: 'No corrections.',
    pauses: 'Pauses',
    noPauses: 'No pauses.',
    before: 'Before',
    after: 'After',
    goals: 'Goals',
    addGoal: 'Add a goal',
    // each language's name in that language, the same in both catalogues
    languageNames: { en: 'English', es: 'Español' },
    choices: {
      role: { staff: 'Staff', manager: 'Manager', admin: 'Admin' },
      status: { active: 'Active', inactive: 'Inactive', pending: 'Pending' },
      billType: { yearly: 'Yearly', monthly: 'Monthly', quarterly: 'Quarterly' },
      workDayStatus: { Completed: 'Completed', 'In Progress': 'In Progress', Missing: 'Missing' },
    },
    help: {
      providerTransfer: 'Changing the provider transfers the client.',
      locationCode: 'e.g. GUADALUPE_DTA',
      timeZone: 'IANA zone, e.g. America/Phoenix',
      targetHours: 'Empty: 80 hours',
      scheduledStart: 'Empty: the organisation’s start time',
      serviceCode: 'e.g. DTA1',
      ratePerUnit: 'US dollars per unit',
      incrementMinutes: 'Hourly: minutes per unit (empty: 15)',
      dailyCapMinutes: 'Hourly: most minutes billed per client and day (480 = 8 hours)',
      minMinutes: 'Daily: minutes a visit needs for its unit',
    },
    sections: {
      account: 'Account',
      employment: 'Employment and pay',
      provider: 'Provider details',
      address: 'Address',
      personal: 'Personal details',
    },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'ID',
        name: 'Full name',
        email: 'Email',
        role: 'Role',
        status: 'Status',
        is_active: 'Can sign in',
        must_change_password: 'Must change password',
        department_id: 'Department',
        manager_id: 'Manager',
        hourly_rate_cents: 'Hourly rate (USD)',
        target_hours: 'Pay-period target hours',
        scheduled_start: 'Scheduled start',
        phone: 'Phone',
        location: 'Location',
        payroll_id: 'Payroll ID',
        provider_id: 'Provider ID',
        street_address: 'Street address',
        address2: 'Address line 2',
        city: 'City',
        state: 'State',
        zip_code: 'ZIP code',
        gender: 'Gender',
        race: 'Race',
        marital_status: 'Marital status',
        services_provided: 'Services provided',
        additional_info: 'Additional information',
        password: 'Password (leave empty for a temporary one)',
        created_at: 'Created',
        q: 'Search',
      },
    },
    departments: {
      name: 'Department |||| Departments',
      fields: { id: 'ID', name: 'Name', user_count: 'People', created_at: 'Created', q: 'Search' },
    },
    locations: {
      name: 'Location |||| Locations',
      fields: {
        id: 'ID',
        code: 'Code',
        name: 'Name',
        address: 'Address',
        latitude: 'Latitude',
        longitude: 'Longitude',
        radius_meters: 'Radius (meters)',
        active: 'Active',
        q: 'Search',
      },
    },
    'service-codes': {
      name: 'Service code |||| Service codes',
      fields: {
        id: 'ID',
        code: 'Code',
        name: 'Name',
        unit_kind: 'Unit kind',
        rate_cents: 'Rate per unit',
        increment_minutes: 'Increment (minutes)',
        daily_cap_minutes: 'Daily cap (minutes)',
        min_minutes: 'Minimum minutes',
        requires_evv: 'Requires EVV',
        active: 'Active',
        q: 'Search',
      },
    },
    'service-authorizations': {
      name: 'Service authorization |||| Service authorizations',
      fields: {
        id: 'ID',
        client: 'Client',
        client_name: 'Client',
        client_code: 'Client ID',
        service_code: 'Service code',
        authorization_number: 'Authorization number',
        units: 'Authorised units',
        used_units: 'Used (signed)',
        remaining_units: 'Remaining',
        start_date: 'From',
        end_date: 'To',
        q: 'Search',
      },
    },
    organisation: {
      name: 'Organisation settings |||| Organisation settings',
      fields: {
        name: 'Organisation name',
        time_zone: 'Time zone',
        late_grace_minutes: 'Lateness grace (minutes)',
        default_start_time: 'Default start time',
        support_email: 'Support email',
        support_phone: 'Support phone',
        address: 'Address',
        hours_text: 'Opening hours',
        workweek_start_day: 'Workweek starts on',
        overtime_threshold_hours: 'Overtime after (hours per workweek)',
        overtime_multiplier: 'Overtime pay multiplier',
        rounding_minutes: 'Punch rounding',
        minimum_wage_cents: 'Minimum wage (USD per hour)',
      },
    },
    clients: {
      name: 'Client |||| Clients',
      fields: {
        id: 'ID',
        clientId: 'Client ID',
        firstName: 'First name',
        lastName: 'Last name',
        dob: 'Date of birth',
        location: 'Location',
        billType: 'Bill type',
        phone: 'Phone',
        guardian: 'Parent/Guardian',
        status: 'Status',
        user: 'Provider (owner)',
        q: 'Search',
      },
    },
    goals: {
      name: 'Goal |||| Goals',
      fields: {
        id: 'ID',
        client: 'Client',
        description: 'Description',
        activities: 'Activities - Barriers',
        outcome: 'Outcome',
        active: 'Active',
        position: 'Position',
        q: 'Search',
      },
    },
    members: {
      name: 'Member |||| Members',
      fields: {
        id: 'ID',
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        notes: 'Notes',
        assigned_user_id: 'Assigned staff',
        active: 'Active',
        q: 'Search',
        member_id: 'Member ID (AHCCCS)',
        service_address: 'Service address',
        latitude: 'Home latitude',
        longitude: 'Home longitude',
        home_radius_m: 'Home radius (meters)',
        service_codes: 'Authorised services',
      },
    },
    'work-days': {
      name: 'Work day |||| Work days',
      fields: {
        id: 'ID',
        user_id: 'Employee',
        user_name: 'Employee',
        date: 'Date',
        work_date: 'Date',
        check_in: 'Check In',
        check_out: 'Check Out',
        hours_worked: 'Hours',
        paused_minutes: 'Paused minutes',
        status: 'Status',
        corrected: 'Corrected',
        start_date: 'From',
        end_date: 'To',
      },
    },
    'audit-log': {
      name: 'Audit entry |||| Audit log',
      fields: {
        id: 'ID',
        at: 'When',
        actor_id: 'User',
        actor_name: 'User',
        action: 'Action',
        entity: 'Entity',
        entity_id: 'Record',
        before: 'Before',
        after: 'After',
        request_id: 'Request',
        from: 'From',
        to: 'To',
      },
    },
  },
};

/** Both languages of the console, whole (catalogues.test.ts compares their keys). */
export const adminCatalogues = {
  en: { ...englishMessages, ...daybookMessages },
  es: { ...raSpanishMessages, ...daybookMessagesEs },
};

export type AdminLanguage = keyof typeof adminCatalogues;

/** The language the rest of the app shows, which the console opens in. */
export function adminLanguage(): AdminLanguage {
  return i18n.language === 'es' ? 'es' : 'en';
}

export function createAdminI18nProvider(language: AdminLanguage) {
  return polyglotI18nProvider(
    (locale) => (locale === 'es' ? adminCatalogues.es : adminCatalogues.en),
    language,
    [
      { locale: 'en', name: adminCatalogues.en.daybook.languageNames.en },
      { locale: 'es', name: adminCatalogues.en.daybook.languageNames.es },
    ],
    { allowMissing: true },
  );
}
