// Local-only: an organizer as long as a benchmark needs (issue 13's 300-question budget), every
// answerable type in turn, in one section so the page draws all of them at once. Never deployed.
import {
  question,
  section,
  type SectionDef,
} from '@portico/functions/questionnaires/questionnaires.module';

const TYPES = ['text', 'textarea', 'select', 'boolean', 'date', 'multiple'] as const;
const OPTIONS = ['First choice', 'Second choice', 'Third choice', 'Fourth choice'];

export function largeOrganizer(questions: number): SectionDef[] {
  return [
    section(
      'sec-large',
      'Everything we need',
      'questionnaire',
      Array.from({ length: questions }, (_, i) => {
        const type = TYPES[i % TYPES.length]!;
        return question(`q-large-${i + 1}`, `Question ${i + 1} of ${questions} (${type})`, type, {
          options:
            type === 'select' || type === 'multiple'
              ? OPTIONS
              : type === 'boolean'
                ? ['Yes', 'No']
                : [],
          optional: i % 5 === 4,
        });
      }),
    ),
    section('sec-review', 'Review and Submit', 'review_and_submit'),
  ];
}
