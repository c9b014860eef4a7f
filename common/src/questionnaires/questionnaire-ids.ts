// The questionnaires a bulk action takes (send drafts, reminders, lock, due dates, custom status):
// a list of ids, one to MAX_BULK_QUESTIONNAIRES.
import { array } from 'yup';
import { recordId } from '../input/record-id';

export const MAX_BULK_QUESTIONNAIRES = 500;

export const questionnaireIds = () =>
  array(recordId('questionnaire_ids').required())
    .min(1, 'Please select a questionnaire')
    .max(MAX_BULK_QUESTIONNAIRES, `At most ${MAX_BULK_QUESTIONNAIRES} questionnaires at once`)
    .required('Please select a questionnaire');
