import { MSG } from '@daybook/domain';

/** The Settings page's texts (docs/product-rules.md §2 Settings, §8). */
export const en = {
  settings: {
    title: 'User Settings',
    subtitle: 'Your personal and address information, contact manager for changes.',
    streetAddress: 'Street Address',
    address2: 'Address Line 2',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP Code',
    managerName: 'Manager Name',
    lastUpdated: 'Last updated: {{date}}',
    confirmDetails: 'Confirm Details',
    confirmed: MSG.detailsConfirmed,
    // while a detail the dashboard's Employee Profile shows is missing, Confirm Details gives way
    // to what is missing and where it is entered (walkthrough 43)
    missingTitle: 'Your profile is missing some details',
    missingDetails: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone number',
      address: 'Address (street, city, state and ZIP code)',
    },
    addInProfile: 'Add them in My Profile',
    addressFromManager: 'Your manager records your address: ask them to add it.',
    confirmWhenRecorded: 'You can confirm your details once they are recorded.',
    contactManager: 'Contact Manager',
    contactManagerSubject: 'Change to my details',
    requestFailed: MSG.requestFailed,
    // the language choice (docs/decisions/0020-spanish.md): its label is bilingual on purpose
    languageHeading: 'Language',
    language: 'Language / Idioma',
    languageHelp: 'The language of Daybook on all your devices.',
    languageBrowser: 'The browser’s',
    languageSaved: 'Language saved.',
    languageFailed: 'The language could not be saved. Please try again.',
    // each language's name is written in that language, the same in every catalogue
    languageNames: { en: 'English', es: 'Español' },
  },
} as const;
