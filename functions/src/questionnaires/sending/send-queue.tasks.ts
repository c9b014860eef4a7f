// The background half of a send to many entities (spec 2 "Polling and queues"): each queued chunk
// of the send queue sends its entities one by one (sendToCompany: a questionnaire, its owners'
// notices and the log line), then leaves the queue. A questionnaire's id is fixed by its chunk and
// place, so a retried task, or the scheduler's sweep of a chunk whose task was lost, sends
// nothing twice. An entity gone or made inactive meanwhile is skipped; a template deleted
// meanwhile ends the chunk.
import { activityRepo } from '../../activity/activity.module';
import { firmRepo } from '../../firm/firm.module';
import { entitiesRepo, usersRepo } from '../../people/people.module';
import type { QueuedTask } from '../../platform/queue/background-work';
import type { Ports } from '../../platform/ports';
import { sendToCompany } from './questionnaire-sending';
import { questionnairesRepo } from '../questionnaires.repo';
import { sendQueueRepo } from './send-queue.repo';
import { templatesRepo } from '../templates/templates.repo';

type Deps = Pick<Ports, 'db' | 'clock' | 'outbox'>;

export interface SendChunkPayload {
  firmId: string;
  chunkId: string;
}

/** The id of the questionnaire a chunk sends to its `index`th entity. */
export const chunkQuestionnaireId = (chunkId: string, index: number) => `${chunkId}-${index}`;

/** Sends one chunk; answers how many questionnaires it wrote (0 when it was already sent). */
export async function sendChunk(deps: Deps, { firmId, chunkId }: SendChunkPayload) {
  const { db, clock } = deps;
  const queue = sendQueueRepo(db);
  const chunk = await queue.get(firmId, chunkId);
  if (!chunk) return 0;
  const entities = entitiesRepo(db);
  const sending = {
    db,
    questionnaires: questionnairesRepo(db),
    entities,
    users: usersRepo(db),
    outbox: deps.outbox,
    activity: activityRepo(db),
    clock,
  };
  const [firm, template] = await Promise.all([
    firmRepo(db).get(firmId),
    templatesRepo(db).find(firmId, chunk.templateId),
  ]);
  let written = 0;
  for (const [index, companyId] of chunk.companyIds.entries()) {
    if (!firm || !template) break;
    const entity = await entities.getByIdOrHash(firmId, companyId);
    if (!entity || entity.inactive) continue;
    const made = await sendToCompany(sending, {
      entity,
      content: template,
      firm,
      terms: {
        id: chunkQuestionnaireId(chunk.id, index),
        taxYear: chunk.taxYear,
        dueDate: chunk.dueDate,
        isDraft: chunk.isDraft,
        depositAmount: chunk.depositAmount,
        updateProfileSection: chunk.updateProfileSection,
        includePriorYearItems: chunk.includePriorYearItems,
        extras: chunk.extras,
        now: clock.now(),
      },
      portalUrl: chunk.portalUrl,
      by: chunk.createdBy,
      title: chunk.isDraft ? 'Questionnaire draft saved' : 'Questionnaire sent',
    });
    if (made) written += 1;
  }
  await queue.remove(firmId, chunkId);
  return written;
}

/** The most stale chunks one scheduler run sends. */
const STALE_CHUNKS_PER_RUN = 20;

/** Sends the chunks whose task was lost (the scheduled job's sweep); answers how many. */
export async function sendStaleChunks(deps: Deps): Promise<number> {
  const stale = await sendQueueRepo(deps.db).stale(deps.clock.now(), STALE_CHUNKS_PER_RUN);
  for (const chunk of stale) await sendChunk(deps, { firmId: chunk.firmId, chunkId: chunk.id });
  return stale.length;
}

export const sendQuestionnaireChunkTask: QueuedTask<SendChunkPayload> = {
  name: 'sendQuestionnaireChunk',
  async handle(payload, ports) {
    await sendChunk(ports, payload);
  },
};
