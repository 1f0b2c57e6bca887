import { MSG } from '@daybook/domain';

/** The Profile page's texts (docs/product-rules.md §2 Profile, §8). */
export const en = {
  profile: {
    title: 'Profile',
    // not "My Profile": that is the provider page (/provider) this page's note sends the reader to
    heading: 'Profile',
    avatarAlt: 'Profile photo of {{name}}',
    accountDetails: 'Account Details',
    userName: 'User Name',
    emailAddress: 'Email address',
    phoneNumber: 'Phone number',
    // Edit Profile on My Profile changes the email (with the current password): the note says so
    emailChangeNote: 'To change your name, email address or phone number, use Edit Profile on',
    emailChangeLink: 'My Profile',
    emailChangeNoteEnd: '. Changing your email address asks for your current password.',
    loadFailed: MSG.loadProfileFailed,
    confirmTitle: 'Confirm Your Details',
    confirmBody: 'Please check that your name, email address and phone number are correct.',
    looksCorrect: 'Everything Looks Correct',
    needChanges: 'I Need To Make Changes',
    contactTitle: 'Contact Administrator',
    contactBody:
      'You can change your name, email address and phone number yourself with Edit Profile on My Profile. For anything else, please contact support and tell them what needs to change.',
    contactEmailLabel: 'Email:',
    contactPhoneLabel: 'Phone:',
    understood: 'Understood',
  },
} as const;
