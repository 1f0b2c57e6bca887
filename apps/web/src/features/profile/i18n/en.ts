import { MSG } from '@daybook/domain';

/** The Profile page's texts (spec §2 Profile, §8). */
export const en = {
  profile: {
    title: 'Profile',
    heading: 'My Profile',
    avatarAlt: 'Profile photo of {{name}}',
    accountDetails: 'Account Details',
    userName: 'User Name',
    emailAddress: 'Email address',
    phoneNumber: 'Phone number',
    emailChangeNote: 'To change your email address, please contact support.',
    loadFailed: MSG.loadProfileFailed,
    confirmTitle: 'Confirm Your Details',
    confirmBody: 'Please check that your name, email address and phone number are correct.',
    looksCorrect: 'Everything Looks Correct',
    needChanges: 'I Need To Make Changes',
    contactTitle: 'Contact Administrator',
    contactBody:
      'Your details can only be changed by support. Please contact support and tell them what needs to change.',
    contactEmailLabel: 'Email:',
    contactPhoneLabel: 'Phone:',
    understood: 'Understood',
  },
} as const;
