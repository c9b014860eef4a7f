import { describe, expect, it } from 'vitest';
import { questionnaireStatus } from './questionnaire-status';

describe('questionnaireStatus', () => {
  it('puts locked before completed before opened', () => {
    expect(questionnaireStatus({ locked: true, completed: true, opened: true })).toBe('locked');
    expect(questionnaireStatus({ locked: false, completed: true, opened: true })).toBe('completed');
    expect(questionnaireStatus({ locked: false, completed: false, opened: true })).toBe('opened');
  });

  it('is ready to start when nothing happened yet', () => {
    expect(questionnaireStatus({ locked: false, completed: false, opened: false })).toBe(
      'ready_to_start',
    );
  });
});
