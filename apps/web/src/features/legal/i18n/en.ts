/** The privacy notice and the terms of service. */
export const en = {
  legal: {
    organisationFallback: 'Your employer',
    supportFallback: 'your administrator',
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      '{{organisation}} uses Daybook to record working time and to document the care we provide in our day programs. This notice explains what the service keeps, who can see it and how it is protected.',
    keepsHeading: 'What we keep',
    keeps: [
      'Your account: name, work email, phone number, role, manager and the address details your employer holds.',
      'Time records: when you check in and out, pauses and their reasons, and the device location reported at each of those moments.',
      'Care documentation: client attendance, goal progress notes and trial scores written by providers.',
      'A security log of sign-ins and changes (who did what and when), without passwords or note contents.',
    ],
    whoHeading: 'Who can see it',
    who: [
      'You see your own profile, settings and time records.',
      'Providers see only the clients assigned to them and those clients’ records.',
      'Managers see the time records of the people who report to them; administrators manage accounts and see all time records.',
    ],
    protectHeading: 'How it is protected',
    protect: [
      'Client information is treated as protected health information and handled in line with HIPAA: only the minimum necessary is shown to each person.',
      'Passwords are stored only as strong one-way hashes. Sessions end after a period of inactivity and when you log out or change your password.',
      'Data travels encrypted to our servers and is never sold or shared for advertising.',
    ],
    contactHeading: 'Questions',
    contact: 'For questions about your information, or to ask for a correction, contact support at {{email}}.',
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'Daybook is provided by {{organisation}} to its staff for recording working time and documenting client care. By signing in you agree to these terms.',
    useHeading: 'Acceptable use',
    use: [
      'Sign in only with your own account and keep your password private. Never share a session or let another person check in for you.',
      'Check in and out only when you are physically present at your designated work location, and record pauses truthfully.',
      'Open client records only when you need them for the care you provide, and write notes that are accurate and professional.',
      'Do not copy, export or print client information except for the purposes your role requires, and store any export securely.',
    ],
    recordsHeading: 'Your records',
    records: [
      'Time records are used for payroll and attendance. If a record is wrong, tell your manager rather than working around it.',
      'Changes to your personal details go through support or your manager.',
    ],
    breachHeading: 'If something goes wrong',
    breach:
      'Report a lost device, a suspected unauthorized access or a mistake in client records to support at {{email}} straight away. Misuse of the service may lead to the account being suspended.',
  },
} as const;
