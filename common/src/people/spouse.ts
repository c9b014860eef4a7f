// An Individual entity's spouse (spec 3 §5 spouse rules, §7 "GET spouse" and "add spouse"): the
// Add spouse form's schema and messages, shared by the dialog and POST /companies/{id}/spouse.
import { object, type InferType } from 'yup';
import { optionalEmail, personName } from './create-client';

export const SPOUSE_INDIVIDUAL_ONLY = 'A spouse can only be added to an Individual';
export const SPOUSE_EXISTS = 'This entity already has a spouse';
export const SPOUSE_NEEDS_PRIMARY = 'Choose a primary contact before adding a spouse';

/** The same rules as the spouse in Create User and Entity: names required, email optional. */
export const addSpouseSchema = object({
  fname: personName('Spouse first name'),
  lname: personName('Spouse last name'),
  email: optionalEmail(),
});
export type AddSpouseInput = InferType<typeof addSpouseSchema>;

export interface SpouseDto {
  id: string;
  fname: string;
  lname: string;
  full_name: string;
  /** '' when the spouse has no email (a temporary address stands in for it). */
  email: string;
  has_temp_email: boolean;
}

/** GET /companies/{id}/spouse: null when none was recorded (incl. entities made before spouses were). */
export interface SpouseAnswerDto {
  spouse: SpouseDto | null;
}

/** POST /companies/{id}/spouse: the entity's new name and the spouse. */
export interface AddSpouseResultDto {
  company_id: string;
  name: string;
  spouse: SpouseDto;
}
