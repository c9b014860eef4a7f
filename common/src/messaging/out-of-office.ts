// Out of office (spec 3 §3 "Conversation": advisor_out_of_office, advisor_out_of_office_message;
// §6: clients see the out-of-office message): a firm user marks themselves away with a message.
import { boolean, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';

export const OUT_OF_OFFICE_MESSAGE_REQUIRED = 'Please enter the message clients will see';
export const OUT_OF_OFFICE_SAVED = 'Out of office updated successfully';

export const outOfOfficeSchema = object({
  out_of_office: boolean().required('out_of_office is missing'),
  out_of_office_message: multiline(
    string().trim().max(1000, 'The message can have at most 1,000 characters').default(''),
  ).when('out_of_office', {
    is: true,
    then: (schema) => schema.required(OUT_OF_OFFICE_MESSAGE_REQUIRED),
  }),
});
export type OutOfOfficeInput = InferType<typeof outOfOfficeSchema>;

export interface OutOfOfficeDto {
  out_of_office: boolean;
  out_of_office_message: string;
}
