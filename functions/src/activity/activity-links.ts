// What the activity area needs of people's data, declared here and handed in by the wiring
// (activity sits below people: people's services write to the log).
import type { Principal } from '../kernel/principal';

export interface ActivityEntity {
  id: string;
  name: string;
  hashId: string;
}

export interface ActivityDirectory {
  /** Of these entities, those the caller may see (people's rules), found by id. */
  entitiesSeenBy(caller: Principal, ids: string[]): Promise<ActivityEntity[]>;
  /** Users' full names by id (those gone are left out). */
  userNames(firmId: string, ids: string[]): Promise<Map<string, string>>;
}

/** What the activity area needs of the questionnaires area (which sits above it). */
export interface ActivityQuestionnaires {
  /** The entity a questionnaire belongs to, or null when the firm has no such questionnaire. */
  entityOf(firmId: string, questionnaireId: string): Promise<string | null>;
}
