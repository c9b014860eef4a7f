import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORDING,
  REMINDER_MESSAGES,
  reminderWording,
  remindersSchema,
  savedTexts,
} from './reminders';

const errors = (value: object) =>
  remindersSchema.validate(value, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('reminder texts', () => {
  it('ask for a subject and an email message only when customized', async () => {
    expect(await errors({ questionnaire_ids: ['q1'] })).toEqual([]);
    expect((await errors({ questionnaire_ids: ['q1'], customize: true })).sort()).toEqual([
      REMINDER_MESSAGES.emailMessage,
      REMINDER_MESSAGES.subject,
    ]);
    expect(
      await errors({ questionnaire_ids: ['q1'], customize: true, reminder_email_subject: 'Hi' }),
    ).toEqual([REMINDER_MESSAGES.emailMessage]);
    expect(await errors({ questionnaire_ids: [] })).toEqual(['Please select a questionnaire']);
    expect(
      await errors({ questionnaire_ids: ['q1'], reminder_sms_message: 'x'.repeat(301) }),
    ).toEqual(['The SMS message can be at most 300 characters']);
  });

  it('keep what was customized, and nothing (the default wording) otherwise', () => {
    const input = remindersSchema.cast({
      questionnaire_ids: ['q1'],
      customize: true,
      reminder_email_subject: ' Your organizer ',
      reminder_email_message: 'Please finish it',
      reminder_sms_message: '',
    });
    expect(savedTexts(input)).toEqual({
      ...DEFAULT_WORDING,
      reminder_email_subject: 'Your organizer',
      reminder_email_message: 'Please finish it',
    });
    expect(savedTexts({ ...input, customize: false })).toEqual(DEFAULT_WORDING);
  });

  it('fill their tags, in the default wording or the firm’s own', () => {
    const values = {
      firm_name: 'Becker CPA',
      questionnaire_name: 'Organizer',
      client_fname: 'Rosa',
    };
    const wording = reminderWording(
      { ...DEFAULT_WORDING, reminder_sms_message: '{{client_fname}}, {{questionnaire_name}}?' },
      values,
    );
    expect(wording.reminder_email_subject).toBe('Reminder: Organizer from Becker CPA');
    expect(wording.reminder_sms_message).toBe('Rosa, Organizer?');
  });
});
