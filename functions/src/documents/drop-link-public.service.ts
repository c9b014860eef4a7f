// The public Drop Link page's calls (/drop-link?firm={token}; issue 15 item 5): anyone with the
// firm's address may send it documents, and learn nothing else — the page shows the firm's name
// only, never lists anything, and says the same for an unknown token as for a firm that turned
// the link off. Choosing files is rate limited per address (IP); each file is checked by its bytes
// as any upload is, and only good files are kept. The drop is received in one transaction with
// the mail to each firm user chosen to be told, so a drop is never kept unannounced.
import {
  DROP_LINK_MESSAGES,
  DROP_UPLOAD_TTL_MS,
  dropMailSubject,
  DROPS_PER_HOUR,
  MAX_DROP_FILES,
  type DropLinkAccess,
  type DropLinkPageDto,
  type DropSubmitDto,
  type StartDropInput,
  type SubmitDropInput,
} from '@portico/common/documents/drop-link';
import type { StartUploadDto } from '@portico/common/documents/uploads';
import type { RateLimitsRepo } from '../platform/rate-limits/rate-limits.repo';
import type { FirmRecord, FirmRepo } from '../firm/firm.module';
import { Conflict, Forbidden, Invalid, NotFound, RateLimited } from '../kernel/errors';
import { shownEmail, type UsersRepo } from '../people/people.module';
import type { Blobs } from '../platform/blobs/blobs';
import { signedUploadLinks } from '../platform/blobs/signed-upload-links';
import type { Clock } from '../platform/clock/clock';
import type { DbTransaction } from '../platform/db/db';
import type { NewId } from '../platform/ids/ids';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';
import { keepCheckedFiles } from './staged-files';
import type { DropFile, DropLinkRepo, DropRecord } from './drop-link.repo';

const stagedPath = (firmId: string, dropId: string, index: number) =>
  `staged/${firmId}/drop-link/${dropId}/${index}`;

interface Deps {
  dropLinks: DropLinkRepo;
  firms: FirmRepo;
  users: UsersRepo;
  rateLimits: RateLimitsRepo;
  outbox: OutboxRepo;
  blobs: Blobs;
  clock: Clock;
  newId: NewId;
}

/** The mail a chosen firm user gets for a drop. */
function dropMail(drop: DropRecord, received: DropFile[], portal: string) {
  const lines = [
    `${drop.senderName} (${drop.senderEmail}) sent ${received.length === 1 ? '1 file' : `${received.length} files`} through your firm's drop link:`,
    ...received.map((f) => `- ${f.name}`),
    ...(drop.message ? ['', 'Their message:', drop.message] : []),
    '',
    `Open ${portal} and choose Drop Link to download them.`,
  ];
  return { subject: dropMailSubject(drop.senderName), text: lines.join('\n') };
}

export function dropLinkPublicService(deps: Deps) {
  const { dropLinks, firms, users, rateLimits, outbox, blobs, clock, newId } = deps;

  /** The firm the token names while its drop link is on; the same refusal otherwise. */
  async function firmOf(access: DropLinkAccess): Promise<FirmRecord> {
    const firmId = await dropLinks.firmOf(access.token);
    const firm = firmId ? await firms.get(firmId) : null;
    if (!firm) throw new NotFound(DROP_LINK_MESSAGES.invalidLink);
    if (!firm.preferences.drop_link_enabled) throw new Forbidden(DROP_LINK_MESSAGES.off);
    return firm;
  }

  /** The firm users told of a drop: those chosen who are active staff with an address. */
  async function recipients(firm: FirmRecord): Promise<string[]> {
    const ids = firm.preferences.firm_user_ids_to_receive_drop_link_notification;
    const found = ids.length ? await users.getMany(firm.id, ids) : [];
    return found.filter((u) => u.isStaff && u.paying).flatMap((u) => shownEmail(u) || []);
  }

  return {
    async open(access: DropLinkAccess): Promise<DropLinkPageDto> {
      const firm = await firmOf(access);
      return {
        firm_name: firm.name,
        hide_sign_in_button: firm.preferences.hide_sign_in_button_on_drop_link,
        max_files: MAX_DROP_FILES,
      };
    },

    async start(input: StartDropInput, ip: string): Promise<StartUploadDto> {
      const firm = await firmOf(input);
      const now = clock.now();
      const limit = await rateLimits.hit(
        `drop-link:${ip}`,
        { limit: DROPS_PER_HOUR, windowMs: 60 * 60 * 1000 },
        now,
      );
      if (!limit.allowed) throw new RateLimited(DROP_LINK_MESSAGES.tooMany);
      const id = newId();
      const files = input.files.map((file, index) => ({
        name: file.name,
        size: file.size,
        stagedPath: stagedPath(firm.id, id, index),
        blobPath: null,
        contentType: null,
      }));
      await dropLinks.createDrop({
        id,
        firmId: firm.id,
        status: 'uploading',
        senderName: '',
        senderEmail: '',
        message: '',
        files,
        createdAt: now,
        expiresAt: new Date(now.getTime() + DROP_UPLOAD_TTL_MS),
        receivedAt: null,
        savedTo: null,
      });
      return {
        upload_id: id,
        files: await signedUploadLinks(
          blobs,
          files.map((f) => ({ name: f.name, path: f.stagedPath, size: f.size })),
          DROP_UPLOAD_TTL_MS,
        ),
      };
    },

    async submit(input: SubmitDropInput, portal: string): Promise<DropSubmitDto> {
      const firm = await firmOf(input);
      const drop = await dropLinks.getDrop(firm.id, input.upload_id);
      if (!drop) throw new NotFound('Upload not found');
      if (drop.status !== 'uploading') throw new Conflict('These files were sent already');
      if (!drop.expiresAt || drop.expiresAt.getTime() < clock.now().getTime())
        throw new Conflict(DROP_LINK_MESSAGES.expired);

      const staged = await keepCheckedFiles(drop.files, {
        blobs,
        newId,
        stagedPath: (file) => file.stagedPath,
        // Each attempt keeps its own copies, so one that fails never takes another's.
        keptPath: (fileId) => `drop-link/${firm.id}/${drop.id}/${fileId}`,
      });
      if (staged.kept.length === 0) throw new Invalid(DROP_LINK_MESSAGES.nothingReceived);
      const keptOf = new Map(staged.kept.map((k) => [k.file, k]));
      const files: DropFile[] = drop.files.map((file) => {
        const kept = keptOf.get(file);
        return kept
          ? { ...file, size: kept.size, blobPath: kept.blobPath, contentType: kept.contentType }
          : file;
      });
      const kept = files.filter((f) => f.blobPath);

      const sender = {
        senderName: input.sender_name,
        senderEmail: input.sender_email,
        message: input.message,
      };
      const to = await recipients(firm);
      const mail = dropMail({ ...drop, ...sender }, kept, portal);
      const received = await dropLinks
        .receive(
          drop,
          { ...sender, files, receivedAt: clock.now(), expiresAt: null },
          (tx: DbTransaction) => {
            for (const address of to) outbox.queueMail(tx, { to: address, ...mail });
          },
        )
        .catch(async (error: unknown) => {
          await staged.discard();
          throw error;
        });
      if (!received) {
        await staged.discard();
        throw new Conflict('These files were sent already');
      }
      // Kept: the staged copies go now (nothing sweeps a received drop).
      await Promise.all(drop.files.map((f) => blobs.delete(f.stagedPath).catch(() => undefined)));
      return {
        received: staged.kept.map((k) => k.file.name),
        invalid: staged.invalid,
        failed: staged.failed,
      };
    },
  };
}

export type DropLinkPublicService = ReturnType<typeof dropLinkPublicService>;
