/**
 * The usual answers of the profile's gender, race and marital status, which the console keeps as
 * free text (docs/product-rules.md "Provider profile"): a value typed as one of these, in any case,
 * is shown in the reader's language; anything else is shown as typed. The race list is the US
 * census's categories, as AHCCCS forms ask them; "Prefer not to say" and its usual wordings answer any
 * of the three.
 */
const PERSONAL_VALUES = {
  female: 'female',
  male: 'male',
  'non-binary': 'nonBinary',
  white: 'white',
  'black or african american': 'black',
  'american indian or alaska native': 'americanIndian',
  asian: 'asian',
  'native hawaiian or other pacific islander': 'pacificIslander',
  'hispanic or latino': 'hispanic',
  'two or more races': 'twoOrMore',
  single: 'single',
  married: 'married',
  divorced: 'divorced',
  widowed: 'widowed',
  separated: 'separated',
  // an answer to any of the three (the demo's Carla Nguyen: marital status "Prefer not to say")
  'prefer not to say': 'preferNotToSay',
  'prefers not to say': 'preferNotToSay',
  'prefer not to answer': 'preferNotToSay',
  'decline to state': 'preferNotToSay',
  'declined to state': 'preferNotToSay',
} as const;

export type PersonalValue = (typeof PERSONAL_VALUES)[keyof typeof PERSONAL_VALUES];

/** The known answer a typed value stands for, or null for free text of the admin's own. */
export function personalValueOf(value: string): PersonalValue | null {
  const key = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.hasOwn(PERSONAL_VALUES, key) ? PERSONAL_VALUES[key as keyof typeof PERSONAL_VALUES] : null;
}
