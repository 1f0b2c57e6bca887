import { CORE_MSG as MSG } from '@daybook/domain';

/**
 * The English catalogue of the app shell and the sign-in page. Each lazily loaded feature brings
 * its own (`features/<area>/i18n`). Texts quoted by the product spec are used word for word.
 * `messages` repeats the shared error catalogue (packages/domain MSG) so that a message from a
 * form rule or from the server can be shown in another language by its key.
 */
export const en = {
  app: {
    name: 'Daybook',
    titleSuffix: 'Daybook',
    skipToContent: 'Skip to main content',
    loadingPage: 'Loading page...',
    // the name of every progress indicator (app/theme.ts, app/app.tsx)
    loading: 'Loading',
    opensInNewTab: '(opens in a new tab)',
    // the update prompt of the installed app (docs/decisions/0022-installable-app.md)
    updateReady: 'A new version of Daybook is ready.',
    updateReload: 'Reload',
    offlineNotice: 'You are offline. You are seeing what was last saved on this device.',
    // the titles of the signed-in pages the build writes as HTML, shown while their code arrives
    // (app/signed-in-shells.ts); the pages' own headings
    // the dashboard's welcome line, also on its first screen (app/welcome-line.tsx)
    welcome: 'Welcome, {{name}}',
    pageTitles: {
      home: 'Dashboard',
      client: 'My Client List',
      members: 'Member Time Tracking System',
    },
  },
  common: {
    notSpecified: 'Not specified',
    noneProvided: 'None provided',
    notAvailable: 'Not available',
    notProvided: 'Not provided',
    dash: '-',
    emptyDate: '--/--/----',
    dismiss: 'Dismiss',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    notifications: 'Notifications',
  },
  nav: {
    login: 'Login',
    signUp: 'Sign Up',
  },
  footer: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  login: {
    title: 'Sign In',
    heading: 'Employee Attendance',
    clockLabel: 'Current time',
    email: 'Employee Email',
    emailPlaceholder: 'Your employee ID',
    password: 'Password',
    presence: 'I confirm that I am physically present at my designated work location.',
    presenceRequired: 'Please confirm that you are physically present at your designated work location.',
    submit: 'Check In',
    submitting: 'Checking in...',
    failed: MSG.loginFailed,
    forgotCredentials: 'Forgot your email or password?',
    contactAdmin: 'Contact your administrator',
    forgotSubject: 'Help signing in to Daybook',
    adminAccess: 'Administrator Access',
    // the language switch on the sign-in and sign-up cards, in the other language itself
    otherLanguage: 'Español',
    adminHint: 'Sign in with an administrator account to open the admin console.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
    home: 'Back to home',
  },
  routeError: {
    title: 'This page could not be shown',
    reload: 'Reload the page',
  },
  errors: {
    somethingWrong: MSG.somethingWrong,
  },
  // a copy: other areas' messages are merged into it when they load (lib/i18n/messages.ts)
  messages: { ...MSG },
} as const;
