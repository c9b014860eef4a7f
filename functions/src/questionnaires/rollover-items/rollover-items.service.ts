// Prior-year (rollover) items (spec 2 §5 "Rollover items", §7, §8): an entity's items per tax year
// and the firm-wide ones, each with line items; listed, added, renamed, marked not to roll over and
// deleted by staff. An entity's item follows the entity's visibility; a firm-wide one is changed by
// partners, admins and full users.
import {
  MAX_LINE_ITEMS,
  MAX_ROLLOVER_ITEMS,
  ROLLOVER_MESSAGES,
  type CreateRolloverItemInput,
  type LineItemInput,
  type RolloverItemDto,
  type UpdateRolloverItemInput,
} from '@portico/common/questionnaires/rollover-items';
import { Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import {
  requireGlobalRolloverEditor,
  requireRolloverEditor,
  requireRolloverReader,
} from '../questionnaires.policy';
import type { RolloverItemRecord, RolloverItemsRepo } from './rollover-items.repo';
import { requireStaff } from '../../kernel/principal';

interface Deps {
  rollover: RolloverItemsRepo;
  entities: EntitiesRepo;
  clock: Clock;
  newId: NewId;
}

export function toRolloverItemDto(r: RolloverItemRecord): RolloverItemDto {
  return {
    id: r.id,
    name: r.name,
    company_id: r.companyId,
    year: r.year,
    source: r.source,
    do_not_rollover: r.doNotRollover,
    removable: true,
    line_items: r.lineItems.map((l) => ({ ...l, removable: true })),
  };
}

export function rolloverItemsService({ rollover, entities, clock, newId }: Deps) {
  /** The caller may change this item: its entity's editors, or the firm-wide editors. */
  async function requireEditorOf(
    principal: Principal | null | undefined,
    companyId: string | null,
  ) {
    if (companyId === null) return requireGlobalRolloverEditor(principal);
    const caller = requireStaff(principal);
    return requireRolloverEditor(caller, await entities.getByIdOrHash(caller.firmId, companyId))
      .caller;
  }

  /** Changes one item the caller may change; answers it afterwards (null once deleted). */
  async function change(
    principal: Principal | null | undefined,
    id: string,
    decide: (current: RolloverItemRecord) => RolloverItemRecord | null,
  ): Promise<RolloverItemRecord | null> {
    const caller = requireStaff(principal);
    const current = await rollover.get(caller.firmId, id);
    if (!current) throw new NotFound(ROLLOVER_MESSAGES.notFound);
    await requireEditorOf(caller, current.companyId).catch((error: unknown) => {
      // An item of an entity the caller cannot see reads as not there.
      if (error instanceof NotFound) throw new NotFound(ROLLOVER_MESSAGES.notFound);
      throw error;
    });
    const { found, after } = await rollover.change(caller.firmId, id, decide);
    if (!found) throw new NotFound(ROLLOVER_MESSAGES.notFound);
    return after;
  }

  const changed = async (...args: Parameters<typeof change>) => {
    const after = await change(...args);
    return toRolloverItemDto(after!);
  };

  /** The line item of `item`, or 404. */
  const lineOf = (item: RolloverItemRecord, lineId: string) => {
    const line = item.lineItems.find((l) => l.id === lineId);
    if (!line) throw new NotFound('Line item not found');
    return line;
  };

  return {
    async listForCompany(
      principal: Principal | null | undefined,
      companyId: string,
      year: number,
    ): Promise<{ items: RolloverItemDto[]; global: RolloverItemDto[] }> {
      const caller = requireStaff(principal);
      const { entity } = requireRolloverReader(
        caller,
        await entities.getByIdOrHash(caller.firmId, companyId),
      );
      const [own, global] = await Promise.all([
        rollover.listForCompany(caller.firmId, entity.id, year),
        rollover.listGlobal(caller.firmId),
      ]);
      return { items: own.map(toRolloverItemDto), global: global.map(toRolloverItemDto) };
    },

    async listGlobal(principal: Principal | null | undefined): Promise<RolloverItemDto[]> {
      const caller = requireStaff(principal);
      return (await rollover.listGlobal(caller.firmId)).map(toRolloverItemDto);
    },

    async create(
      principal: Principal | null | undefined,
      input: CreateRolloverItemInput,
    ): Promise<RolloverItemDto> {
      const caller = requireStaff(principal);
      let companyId: string | null = null;
      if (input.company_id) {
        const { entity } = requireRolloverEditor(
          caller,
          await entities.getByIdOrHash(caller.firmId, input.company_id),
        );
        companyId = entity.id;
        const existing = await rollover.listForCompany(caller.firmId, entity.id, input.year!);
        if (existing.length >= MAX_ROLLOVER_ITEMS) throw new Invalid(ROLLOVER_MESSAGES.tooMany);
      } else requireGlobalRolloverEditor(caller);
      const record: RolloverItemRecord = {
        id: newId(),
        firmId: caller.firmId,
        companyId,
        year: companyId ? input.year : null,
        name: input.name,
        source: 'firm',
        doNotRollover: input.do_not_rollover,
        lineItems: [],
        createdAt: clock.now(),
        createdBy: caller.userId,
      };
      await rollover.create(record);
      return toRolloverItemDto(record);
    },

    update: (principal: Principal | null | undefined, id: string, input: UpdateRolloverItemInput) =>
      changed(principal, id, (item) => ({
        ...item,
        name: input.name ?? item.name,
        doNotRollover: input.do_not_rollover ?? item.doNotRollover,
      })),

    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      await change(principal, id, () => null);
    },

    addLine: (principal: Principal | null | undefined, id: string, input: LineItemInput) =>
      changed(principal, id, (item) => {
        if (item.lineItems.length >= MAX_LINE_ITEMS)
          throw new Invalid(`An item can have at most ${MAX_LINE_ITEMS} line items`);
        return {
          ...item,
          lineItems: [
            ...item.lineItems,
            { id: newId(), category: input.category, value: input.value },
          ],
        };
      }),

    updateLine: (
      principal: Principal | null | undefined,
      id: string,
      lineId: string,
      input: Partial<LineItemInput>,
    ) =>
      changed(principal, id, (item) => {
        lineOf(item, lineId);
        return {
          ...item,
          lineItems: item.lineItems.map((l) =>
            l.id === lineId
              ? { ...l, category: input.category ?? l.category, value: input.value ?? l.value }
              : l,
          ),
        };
      }),

    /** Removing a line already gone answers the item as it is. */
    removeLine: (principal: Principal | null | undefined, id: string, lineId: string) =>
      changed(principal, id, (item) => ({
        ...item,
        lineItems: item.lineItems.filter((l) => l.id !== lineId),
      })),
  };
}

export type RolloverItemsService = ReturnType<typeof rolloverItemsService>;
