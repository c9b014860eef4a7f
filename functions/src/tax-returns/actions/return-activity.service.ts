// A return's activity log (spec 3 §2 "View activity log", §7 "Activity log", §9: 32 a page): the
// log's lines about it, newest first, for staff who see its entity.
import type { SubjectActivityPageDto } from '@portico/common/activity/subject-activity';
import { TAX_RETURN_ACTIVITY_PAGE_SIZE } from '@portico/common/tax-returns/return-actions';
import { subjectActivityPage, type ActivityRepo } from '../../activity/activity.module';
import type { Principal } from '../../kernel/principal';
import { namesOf, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { findManagedReturn } from '../return-lookup';

interface Deps {
  returns: TaxReturnsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  activity: ActivityRepo;
}

export function returnActivityService({ returns, entities, users, activity }: Deps) {
  return {
    async page(
      principal: Principal | null | undefined,
      id: string,
      page: number,
    ): Promise<SubjectActivityPageDto> {
      const { caller } = await findManagedReturn({ returns, entities }, principal, id);
      return subjectActivityPage(
        activity,
        namesOf(users),
        caller.firmId,
        { field: 'tax_return_id', id },
        page,
        TAX_RETURN_ACTIVITY_PAGE_SIZE,
      );
    },
  };
}

export type ReturnActivityService = ReturnType<typeof returnActivityService>;
