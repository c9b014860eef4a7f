// Clients of their own for the journeys that switch entity: the switch is saved on the server
// (it follows the client to another browser), so switching a shared demo client would change
// the entity other journeys open on. Each has the shape of a demo client, with a fresh name.
import type { APIRequestContext } from '@playwright/test';
import { createTestUser, type TestUser } from '../support';

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export interface SwitchingClient {
  user: TestUser;
  /** The client's full name, which is also their own (default) entity's name. */
  name: string;
  lname: string;
}

/**
 * Six entities, like the demo Whitfields: their own Individual first (the default, and first by
 * name), then a trust and four more; every name holds their last name, and only the trust
 * matches 'trust'. The names share no word with a demo client: these clients are in no firm
 * group, so every advisor's searches find them.
 */
export async function createSixEntityClient(request: APIRequestContext): Promise<SwitchingClient> {
  const lname = `Sixfold${uniqueTag()}`;
  const user = await createTestUser(request, {
    fname: 'Jamie',
    lname,
    entities: [
      { name: `${lname} Family Trust`, entityType: 'Trust' },
      { name: `${lname} Landscaping LLC`, entityType: 'Partnership' },
      { name: `${lname} Community Foundation`, entityType: 'Exempt Organization' },
      { name: `${lname} Holdings`, entityType: 'C-Corporation' },
      { name: `${lname} Rentals`, entityType: 'S-Corporation' },
    ],
  });
  return { user, name: `Jamie ${lname}`, lname };
}

/** Two entities, like the demo Grace Kim: their own, then a read-only design studio. */
export async function createReadOnlyEntityClient(
  request: APIRequestContext,
): Promise<SwitchingClient & { studio: string }> {
  const lname = `Okafor${uniqueTag()}`;
  const studio = `${lname} Design Studio`;
  const user = await createTestUser(request, {
    fname: 'Gwen',
    lname,
    entities: [{ name: studio, entityType: 'S-Corporation', readonly: true }],
  });
  return { user, name: `Gwen ${lname}`, lname, studio };
}
