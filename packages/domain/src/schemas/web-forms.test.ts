import { describe, expect, it } from 'vitest';
import { PAUSE_REASON_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { kioskDeviceForm, kioskMembersForm, kioskPauseForm, kioskPinEntryForm } from './kiosk-forms.js';
import { memberConfirmationForm } from './member-confirmation.js';
import {
  evvVisitForm,
  locationTrustSettingsForm,
  progressNoteForm,
  signatureForm,
  signatureSettingsForm,
  workDayCorrectionForm,
} from './web-forms.js';
import { pauseBody } from './workday.js';

/** The messages of a failed parse by field (the first path segment), or {} when it passed. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

const signWords = {
  textAndReasonNeeded: 'text and reason',
  passwordNeeded: 'password',
  pinNeeded: 'pin',
  attestationNeeded: 'attestation',
};
const signForm = signatureForm(signWords);
const signValues = {
  with_text: false,
  method: 'password' as const,
  secret: 'secret',
  accepted: true,
  text: '',
  reason: '',
};

describe('the signature form', () => {
  it('names one missing thing at a time: text and reason, then the secret, then the attestation', () => {
    const all = { ...signValues, with_text: true, secret: '', accepted: false };
    expect(messagesOf(signForm.safeParse(all))).toEqual({ text: ['text and reason'] });
    expect(messagesOf(signForm.safeParse({ ...all, text: 'x', reason: 'y' }))).toEqual({ secret: ['password'] });
    expect(messagesOf(signForm.safeParse({ ...all, text: 'x', reason: 'y', method: 'pin' }))).toEqual({
      secret: ['pin'],
    });
    expect(messagesOf(signForm.safeParse({ ...all, text: 'x', reason: 'y', secret: 's' }))).toEqual({
      accepted: ['attestation'],
    });
  });

  it('gives the credentials of the chosen method and the trimmed text', () => {
    expect(signForm.parse({ ...signValues, method: 'pin', secret: '123456' }).credentials).toEqual({ pin: '123456' });
    expect(signForm.parse({ ...signValues, with_text: true, text: ' Late entry ', reason: ' typo ' })).toEqual({
      credentials: { password: 'secret' },
      text: 'Late entry',
      reason: 'typo',
    });
  });
});

describe('the progress note form', () => {
  const form = progressNoteForm({ locationRequired: 'location', trialValueNeeded: 'value' });
  const trial = { key: 'k', id: null, goal: 1, trial_number: 1, percentage: '', value: '', initials: '' };
  const note = { location: 'GUADALUPE_DTA', general_notes: '', provider_initials: '', additional_notes: '' };

  it('needs a location and one trial with a value', () => {
    expect(messagesOf(form.safeParse({ ...note, location: ' ', trials: [trial] }))).toEqual({
      location: ['location'],
      trials: ['value'],
    });
    expect(form.safeParse({ ...note, trials: [trial, { ...trial, key: 'j', value: 'I' }] }).success).toBe(true);
  });
});

describe('the member confirmation form', () => {
  const form = memberConfirmationForm({ nameRequired: 'name' });
  it('needs the name only when the name is chosen', () => {
    expect(messagesOf(form.safeParse({ choice: 'name', name: '  ' }))).toEqual({ name: ['name'] });
    expect(form.parse({ choice: 'name', name: ' Ana ' })).toEqual({ choice: 'name', name: 'Ana' });
    expect(form.safeParse({ choice: 'refused' }).success).toBe(true);
  });
});

describe('number fields typed as text', () => {
  it('names a blank field with the form’s words and a number out of range with the request’s', () => {
    const form = signatureSettingsForm({ daysRequired: 'days' });
    expect(messagesOf(form.safeParse({ unsigned_after_days: ' ' }))).toEqual({ unsigned_after_days: ['days'] });
    expect(messagesOf(form.safeParse({ unsigned_after_days: '366' }))).toEqual({
      unsigned_after_days: [MSG.unsignedAfterDaysRange],
    });
    expect(form.parse({ unsigned_after_days: '7' })).toEqual({ unsigned_after_days: 7 });
  });

  it('checks the location-trust settings with the request’s ranges', () => {
    const form = locationTrustSettingsForm({ accuracyRequired: 'accuracy', maxAgeRequired: 'hours' });
    expect(messagesOf(form.safeParse({ low_accuracy_limit_m: '', offline_max_age_hours: '' }))).toEqual({
      low_accuracy_limit_m: ['accuracy'],
      offline_max_age_hours: ['hours'],
    });
    expect(form.safeParse({ low_accuracy_limit_m: '4', offline_max_age_hours: '72' }).success).toBe(false);
    expect(form.parse({ low_accuracy_limit_m: '200', offline_max_age_hours: '72' })).toEqual({
      low_accuracy_limit_m: 200,
      offline_max_age_hours: 72,
    });
  });
});

describe('forms that carry a request’s own rules', () => {
  it('asks a visit change for both codes and the attestation with the request’s messages', () => {
    const result = evvVisitForm.safeParse({
      check_in_at: '',
      check_out_at: '',
      service: 'DTA1',
      reason_code: '',
      resolution_code: '',
      attestation: ' ',
    });
    expect(messagesOf(result)).toEqual({
      reason_code: [MSG.evvReasonCode],
      resolution_code: [MSG.evvResolutionCode],
      attestation: [MSG.evvAttestationRequired],
    });
  });

  it('asks a work-day correction for a reason in the console’s words', () => {
    const form = workDayCorrectionForm({ reasonRequired: 'reason' });
    expect(messagesOf(form.safeParse({ check_in: '', check_out: '', reason: '  ' }))).toEqual({ reason: ['reason'] });
    expect(form.parse({ check_in: '', check_out: '', reason: ' typo ' }).reason).toBe('typo');
  });

  it('turns a kiosk device’s chosen location into its id', () => {
    expect(kioskDeviceForm.parse({ name: ' Front desk ', location_id: '3' })).toEqual({
      name: 'Front desk',
      location_id: 3,
    });
    expect(kioskDeviceForm.safeParse({ name: 'Front desk', location_id: '' }).success).toBe(false);
  });

  it('takes a kiosk PIN of 4 to 6 digits at the kiosk, in the kiosk’s words', () => {
    const form = kioskPinEntryForm('4 to 6 digits');
    for (const pin of ['', '123', '1234567', '12a4']) {
      expect(messagesOf(form.safeParse({ pin }))).toEqual({ pin: ['4 to 6 digits'] });
    }
    expect(form.parse({ pin: '2468' })).toEqual({ pin: '2468' });
    expect(form.parse({ pin: '024680' })).toEqual({ pin: '024680' });
  });

  it('asks a kiosk pause for a reason as every pause does, and trims it', () => {
    expect(messagesOf(kioskPauseForm.safeParse({ reason: '   ' }))).toEqual({ reason: [MSG.pauseReasonRequired] });
    expect(kioskPauseForm.parse({ reason: ' Lunch ' })).toEqual({ reason: 'Lunch' });
    expect(kioskPauseForm.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it("holds a kiosk pause's reason to the pause call's own rule", () => {
    const reasons = [
      '',
      '   ',
      'Lunch',
      ' Lunch ',
      'x'.repeat(PAUSE_REASON_MAX),
      'x'.repeat(PAUSE_REASON_MAX + 1),
      'a\u0000b',
      42,
    ];
    for (const reason of reasons) {
      const kiosk = kioskPauseForm.safeParse({ reason });
      const call = pauseBody.safeParse({ reason });
      expect(kiosk.success, JSON.stringify(reason)).toBe(call.success);
      expect(messagesOf(kiosk).reason, JSON.stringify(reason)).toEqual(messagesOf(call).reason);
      if (kiosk.success && call.success) expect(kiosk.data.reason).toBe(call.data.reason);
    }
  });

  it('checks members at the kiosk only when at least one is chosen', () => {
    expect(kioskMembersForm.safeParse({ member_ids: [] }).success).toBe(false);
    expect(kioskMembersForm.parse({ member_ids: [4, 7] })).toEqual({ member_ids: [4, 7] });
  });
});
